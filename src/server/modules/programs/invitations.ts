import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { INVITATION_DAYS, programMessages as say, type RosterStatus } from '#shared/programs';
import type { InvitationView } from '#shared/schemas/programs';
import type { Locale } from '#shared/locales';
import type { Mailer } from '#server/adapters/mail/mailer';
import { mailLocaleOf, pageUrl } from '#server/adapters/mail/mail-words';
import { accountLanguageOf } from '#server/adapters/mail/recipient-language';
import { confirmedAddressOf, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { user as users } from '#server/db/schema/auth';
import { rosterEntries, teamInvitations, teams } from '#server/db/schema/programs';
import { guardianConsents } from '#server/db/schema/safety';
import { AppError } from '#server/http/app-error';
import type { Clock } from '#server/lib/clock';
import { createSecretToken, hashSecretToken } from '#server/lib/secret-token';
import { guardianLanguageOf, isMinor } from '#server/modules/privacy';
import { guardianTeamRequestMail, teamInvitationMail } from './program-mails';
import { teamSummary } from './program-pages';
import {
  athleteProfileOf,
  childrenProfilesOf,
  requireChildPendingEntry,
  requireOwnEntry,
  requireProgramTeam,
  requireRosterEntry,
  type RosterEntry,
} from './program-access';

export type ProgramDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  /** when invitations are made, expire and are answered */
  clock: Clock;
};

const DAY_MS = 24 * 60 * 60 * 1000;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const invitationUrl = (deps: ProgramDeps, token: string, locale: Locale = 'en') =>
  pageUrl(deps.publicUrl, locale, `/invitations/${token}`);

/**
 * The language of a mail to an address someone typed: its account's, when it has one, else the
 * language of the member who typed it.
 */
export async function inviteeLanguageOf(
  db: Database,
  email: string,
  inviter: { language?: string | null },
): Promise<Locale> {
  return (await accountLanguageOf(db, email)) ?? mailLocaleOf(inviter.language);
}

const pendingView = (row: typeof teamInvitations.$inferSelect) => ({
  id: row.id,
  email: row.email,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

async function newInvitation(
  deps: ProgramDeps,
  teamId: string,
  createdBy: string,
  email: string | null,
) {
  const { token, hash } = createSecretToken();
  const [row] = await deps.db
    .insert(teamInvitations)
    .values({
      teamId,
      email,
      tokenHash: hash,
      expiresAt: new Date(deps.clock.now() + INVITATION_DAYS * DAY_MS),
      createdBy,
    })
    .returning();
  return { row: row!, token };
}

/**
 * POST /api/me/program/teams/{id}/invitations: mails the athlete a single-use link. When the
 * address already belongs to an athlete, their entry is opened as invited (the admin's list shows
 * the invitation by its address either way, so it tells nobody which addresses hold accounts).
 */
export async function inviteByEmail(
  deps: ProgramDeps,
  user: SessionUser,
  teamId: string,
  email: string,
) {
  const { program, team } = await requireProgramTeam(deps.db, user, teamId, 'coach');
  const [athlete] = await deps.db
    .select({ profileId: playerProfiles.id })
    .from(playerProfiles)
    .innerJoin(users, eq(users.id, playerProfiles.userId))
    .where(eq(users.email, email));
  if (athlete) {
    const [live] = await deps.db
      .select({ status: rosterEntries.status })
      .from(rosterEntries)
      .where(
        and(
          eq(rosterEntries.teamId, team.id),
          eq(rosterEntries.profileId, athlete.profileId),
          ne(rosterEntries.status, 'left'),
        ),
      );
    if (live && live.status !== 'invited') throw new AppError('CONFLICT', say.alreadyInvited);
  }
  const { row, token } = await newInvitation(deps, team.id, user.id, email);
  const locale = await inviteeLanguageOf(deps.db, email, user);
  try {
    await deps.mailer.send(
      teamInvitationMail({
        siteName: deps.siteName,
        to: email,
        locale,
        programName: program.name,
        teamName: team.name,
        url: invitationUrl(deps, token, locale),
      }),
    );
  } catch (error) {
    await deps.db.delete(teamInvitations).where(eq(teamInvitations.id, row.id));
    console.error('[programs] invitation mail failed', error);
    throw new AppError('UNAVAILABLE', 'We could not send the invitation. Please try again.');
  }
  if (athlete) {
    await deps.db
      .insert(rosterEntries)
      .values({
        teamId: team.id,
        profileId: athlete.profileId,
        status: 'invited',
        invitedBy: user.id,
      })
      .onConflictDoNothing();
  }
  return { ...pendingView(row), url: null };
}

/** POST /api/me/program/teams/{id}/join-link: a link any athlete may use until it expires. */
export async function createJoinLink(deps: ProgramDeps, user: SessionUser, teamId: string) {
  const { team } = await requireProgramTeam(deps.db, user, teamId, 'coach');
  const { row, token } = await newInvitation(deps, team.id, user.id, null);
  return { ...pendingView(row), url: invitationUrl(deps, token) };
}

async function invitationByToken(db: Database, token: string) {
  const [found] = await db
    .select({ invitation: teamInvitations, team: teams, program: organizations })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(eq(teamInvitations.tokenHash, hashSecretToken(token)));
  if (!found) throw new AppError('NOT_FOUND', say.invitationNotFound);
  return found;
}

type Found = Awaited<ReturnType<typeof invitationByToken>>;
const expired = (found: Found, now: Date) => found.invitation.expiresAt <= now;

/** GET /api/invitations/{token}: which team, from whom, and whether it can still be answered. */
export async function getInvitation(
  db: Database,
  token: string,
  now: Date,
): Promise<InvitationView> {
  const found = await invitationByToken(db, token);
  const { invitation, team, program } = found;
  return {
    kind: invitation.email ? 'email' : 'link',
    state: invitation.usedAt ? 'used' : expired(found, now) ? 'expired' : 'open',
    expiresAt: invitation.expiresAt.toISOString(),
    team: teamSummary(team),
    program: { slug: program.slug ?? '', name: program.name, logoUrl: program.logoUrl },
  };
}

/**
 * The checks before an answer: used (409), expired (410), sent to another address than the
 * signed-in member's confirmed one (403).
 */
function checkAnswerable(found: Found, user: SessionUser, now: Date) {
  const { invitation } = found;
  if (invitation.usedAt) throw new AppError('CONFLICT', say.invitationUsed);
  if (expired(found, now)) throw new AppError('GONE', say.invitationExpired);
  const address = confirmedAddressOf(user);
  if (invitation.email && invitation.email !== address) {
    throw new AppError('FORBIDDEN', say.invitationOtherAddress);
  }
}

/** A mailed invitation is spent by its first answer; a second answer at once finds it spent. */
async function spend(db: Database | Tx, found: Found, now: Date) {
  if (!found.invitation.email) return;
  const [spent] = await db
    .update(teamInvitations)
    .set({ usedAt: now })
    .where(and(eq(teamInvitations.id, found.invitation.id), isNull(teamInvitations.usedAt)))
    .returning({ id: teamInvitations.id });
  if (!spent) throw new AppError('CONFLICT', say.invitationUsed);
}

async function liveEntry(db: Database, teamId: string, profileId: string) {
  const [entry] = await db
    .select()
    .from(rosterEntries)
    .where(
      and(
        eq(rosterEntries.teamId, teamId),
        eq(rosterEntries.profileId, profileId),
        ne(rosterEntries.status, 'left'),
      ),
    );
  return entry ?? null;
}

const ownEntryView = (found: Found, entryId: string | null, status: RosterStatus) => ({
  entryId,
  status,
  team: teamSummary(found.team),
  programSlug: found.program.slug ?? '',
});

/**
 * POST /api/invitations/{token}/accept: the athlete joins; an athlete under 18 waits for their
 * guardian (guardian_pending), who is mailed.
 */
export async function acceptInvitation(deps: ProgramDeps, user: SessionUser, token: string) {
  const now = new Date(deps.clock.now());
  const found = await invitationByToken(deps.db, token);
  checkAnswerable(found, user, now);
  const profile = await athleteProfileOf(deps.db, user.id);
  if (!profile) throw new AppError('FORBIDDEN', say.athletesOnly);
  const existing = await liveEntry(deps.db, found.team.id, profile.id);
  if (existing && existing.status !== 'invited') throw new AppError('CONFLICT', say.alreadyOnTeam);
  const status: RosterStatus = isMinor(profile.birthDate, now) ? 'guardian_pending' : 'active';
  const entry = await deps.db.transaction(async (tx) => {
    await spend(tx, found, now);
    if (existing) {
      const [updated] = await tx
        .update(rosterEntries)
        .set({ status })
        .where(and(eq(rosterEntries.id, existing.id), eq(rosterEntries.status, 'invited')))
        .returning();
      if (!updated) throw new AppError('CONFLICT', say.alreadyOnTeam);
      return updated;
    }
    const [inserted] = await tx
      .insert(rosterEntries)
      .values({
        teamId: found.team.id,
        profileId: profile.id,
        status,
        invitedBy: found.invitation.createdBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('CONFLICT', say.alreadyOnTeam);
    return inserted;
  });
  if (status === 'guardian_pending') await mailGuardian(deps, user.id, found);
  return ownEntryView(found, entry.id, entry.status);
}

async function mailGuardian(deps: ProgramDeps, athleteUserId: string, found: Found) {
  const [row] = await deps.db
    .select({
      email: guardianConsents.guardianEmail,
      firstName: playerProfiles.firstName,
      lastName: playerProfiles.lastName,
    })
    .from(guardianConsents)
    .innerJoin(playerProfiles, eq(playerProfiles.userId, guardianConsents.userId))
    .where(eq(guardianConsents.userId, athleteUserId));
  if (!row) return;
  const locale = await guardianLanguageOf(deps.db, athleteUserId, row.email);
  try {
    await deps.mailer.send(
      guardianTeamRequestMail({
        siteName: deps.siteName,
        to: row.email,
        locale,
        athleteName: `${row.firstName} ${row.lastName}`,
        programName: found.program.name,
        teamName: found.team.name,
        url: pageUrl(deps.publicUrl, locale, '/guardian'),
      }),
    );
  } catch (error) {
    // The request waits on /guardian either way.
    console.error('[programs] guardian mail failed', error);
  }
}

/** POST /api/invitations/{token}/decline: a mailed invitation is spent; an invited entry ends. */
export async function declineInvitation(deps: ProgramDeps, user: SessionUser, token: string) {
  const now = new Date(deps.clock.now());
  const found = await invitationByToken(deps.db, token);
  checkAnswerable(found, user, now);
  const profile = await athleteProfileOf(deps.db, user.id);
  await spend(deps.db, found, now);
  if (profile) {
    await deps.db
      .update(rosterEntries)
      .set({ status: 'left' })
      .where(
        and(
          eq(rosterEntries.teamId, found.team.id),
          eq(rosterEntries.profileId, profile.id),
          eq(rosterEntries.status, 'invited'),
        ),
      );
  }
  return ownEntryView(found, null, 'left');
}

const managedView = (entry: RosterEntry) => ({
  entryId: entry.id,
  status: entry.status,
  jerseyNumber: entry.jerseyNumber,
  position: entry.position,
  updatedAt: entry.updatedAt.toISOString(),
});

/** DELETE /api/me/program/teams/{id}/roster/{entryId}: a coach or admin takes an athlete off. */
export async function removeEntry(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
) {
  const { entry } = await requireRosterEntry(db, user, teamId, entryId);
  await db.update(rosterEntries).set({ status: 'left' }).where(eq(rosterEntries.id, entry.id));
}

/** PATCH /api/me/program/teams/{id}/roster/{entryId}: jersey number and position. */
export async function updateEntry(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
  input: { jerseyNumber?: number | null; position?: string | null },
) {
  const { entry } = await requireRosterEntry(db, user, teamId, entryId);
  if (Object.keys(input).length === 0) return managedView(entry);
  const [updated] = await db
    .update(rosterEntries)
    .set(input)
    .where(eq(rosterEntries.id, entry.id))
    .returning();
  return managedView(updated!);
}

/** DELETE /api/me/teams/{entryId}: the athlete leaves (or turns down a pending place). */
export async function leaveTeam(db: Database, user: SessionUser, entryId: string) {
  const entry = await requireOwnEntry(db, user, entryId);
  await db.update(rosterEntries).set({ status: 'left' }).where(eq(rosterEntries.id, entry.id));
}

/** The team requests waiting for the signed-in guardian, per child profile. */
export async function childTeamRequests(db: Database, user: SessionUser, now: Date) {
  const children = await childrenProfilesOf(db, user, now);
  if (children.length === 0) return new Map<string, ChildTeamRequest[]>();
  const ids = new Set(children.map((child) => child.profileId));
  const rows = await db
    .select({ entry: rosterEntries, team: teams, program: organizations })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(
      and(inArray(rosterEntries.profileId, [...ids]), eq(rosterEntries.status, 'guardian_pending')),
    );
  const byChild = new Map<string, ChildTeamRequest[]>();
  for (const row of rows) {
    if (!ids.has(row.entry.profileId)) continue;
    const list = byChild.get(row.entry.profileId) ?? [];
    list.push({
      entryId: row.entry.id,
      status: row.entry.status,
      team: teamSummary(row.team),
      programName: row.program.name,
      programSlug: row.program.slug ?? '',
    });
    byChild.set(row.entry.profileId, list);
  }
  return byChild;
}
export type ChildTeamRequest = {
  entryId: string;
  status: RosterStatus;
  team: ReturnType<typeof teamSummary>;
  programName: string;
  programSlug: string;
};

/** POST /api/guardian/children/{profileId}/teams/{entryId}: the guardian approves or declines. */
export async function decideChildEntry(
  db: Database,
  user: SessionUser,
  profileId: string,
  entryId: string,
  decision: 'approve' | 'decline',
  now: Date,
) {
  const entry = await requireChildPendingEntry(db, user, profileId, entryId, now);
  const [updated] = await db
    .update(rosterEntries)
    .set({ status: decision === 'approve' ? 'active' : 'left' })
    .where(and(eq(rosterEntries.id, entry.id), eq(rosterEntries.status, 'guardian_pending')))
    .returning();
  if (!updated) throw new AppError('CONFLICT', say.guardianDecided);
  return managedView(updated);
}
