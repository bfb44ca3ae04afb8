import { confirmedAddressOf, type SessionUser } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { messagingMessages as say } from '#shared/messaging';
import type { ConsentDecision } from '#shared/schemas/privacy';
import type { ProfileViewsQuery } from '#shared/schemas/views';
import { contactSettingsOf, listConversations, setContact } from '#server/modules/messaging';
import type { MessagingDeps } from '#server/modules/messaging';
import {
  childrenOfGuardian,
  decideConsentAsGuardian,
  guardianAddressOf,
  mayBeGuardian,
  type ConsentDeps,
} from '#server/modules/privacy';
import { listProfileViews } from '#server/modules/recruiting';
import { childTeamRequests, decideChildEntry } from '#server/modules/programs';

export type GuardianDeps = MessagingDeps & ConsentDeps;

/** Each child who named the member's address, with their consent, contact switches and threads. */
export async function guardianOverview(deps: GuardianDeps, user: SessionUser) {
  const address = confirmedAddressOf(user);
  if (!address) return { email: null, notAGuardian: false, children: [] };
  const email = guardianAddressOf(user);
  if (!email || !(await mayBeGuardian(deps.db, email))) {
    return { email: address, notAGuardian: true, children: [] };
  }
  const now = new Date(deps.clock.now());
  const [children, conversations, teamRequests] = await Promise.all([
    childrenOfGuardian(deps.db, email, now),
    listConversations(deps, user),
    childTeamRequests(deps.db, user, now),
  ]);
  const contacts = await Promise.all(
    children.map((child) => contactSettingsOf(deps.db, child.athleteUserId)),
  );
  return {
    email,
    notAGuardian: false,
    children: children.map((child, index) => ({
      profileId: child.profileId,
      firstName: child.firstName,
      lastName: child.lastName,
      minor: child.minor,
      listed: child.listed,
      visibility: child.visibility,
      consent: {
        status: child.status,
        decidedAt: child.decidedAt?.toISOString() ?? null,
        allowedVisibility: child.allowedVisibility,
      },
      contact: contacts[index]!,
      conversations: conversations.filter(
        (one) => one.myRole === 'guardian' && one.athleteProfileId === child.profileId,
      ),
      teamRequests: teamRequests.get(child.profileId) ?? [],
    })),
  };
}

/** One of the member's children by profile, or 404 for any other athlete. */
async function childOf(deps: GuardianDeps, user: SessionUser, profileId: string) {
  const email = guardianAddressOf(user);
  const child = email
    ? (await childrenOfGuardian(deps.db, email, new Date(deps.clock.now()))).find(
        (one) => one.profileId === profileId,
      )
    : undefined;
  if (!email || !child) throw new AppError('NOT_FOUND', say.notYourChild);
  return { child, email };
}

/** "Who viewed me" of a child, as the child sees it on /profile. */
export async function childProfileViews(
  deps: GuardianDeps,
  user: SessionUser,
  profileId: string,
  query: ProfileViewsQuery,
) {
  const { child } = await childOf(deps, user, profileId);
  return listProfileViews(deps.db, child.athleteUserId, query, new Date(deps.clock.now()));
}

/** Contact from every coach, or from one, switched on or off for a child. */
export async function setChildContact(
  deps: GuardianDeps,
  user: SessionUser,
  profileId: string,
  input: { coachUserId: string | null; allowed: boolean },
) {
  const { child, email } = await childOf(deps, user, profileId);
  return setContact(deps, { ...input, athleteUserId: child.athleteUserId, guardianEmail: email });
}

/** The consent decision, taken on /guardian instead of through the mailed link. */
export async function decideChildConsent(
  deps: GuardianDeps,
  user: SessionUser,
  profileId: string,
  decision: ConsentDecision,
  ip: string,
) {
  const { child } = await childOf(deps, user, profileId);
  return decideConsentAsGuardian(deps, child.athleteUserId, decision, ip);
}

/**
 * A child's place on a team, approved or declined by their guardian (docs/product.md#programs):
 * the programs module decides whose child it is and whether it still waits.
 */
export function decideChildTeam(
  deps: GuardianDeps,
  user: SessionUser,
  profileId: string,
  entryId: string,
  decision: 'approve' | 'decline',
) {
  return decideChildEntry(deps.db, user, profileId, entryId, decision, new Date(deps.clock.now()));
}
