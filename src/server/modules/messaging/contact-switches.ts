// A guardian's switch: contact from one coach, or from every coach, off and on again.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { messagingMessages as say } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { user as users } from '#server/db/schema/auth';
import { contactSwitches } from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import { membership } from './membership';
import type { Conversation, MessagingDeps, Participant } from './messaging-deps';

/**
 * What a guardian has switched off for their child: every coach, and each coach by name (the
 * /guardian page, where each can be switched back on).
 */
export async function contactSettingsOf(db: Database, athleteUserId: string) {
  const rows = await db
    .select({ coachUserId: contactSwitches.coachUserId, name: users.name })
    .from(contactSwitches)
    .leftJoin(users, eq(users.id, contactSwitches.coachUserId))
    .where(eq(contactSwitches.athleteUserId, athleteUserId))
    .orderBy(asc(contactSwitches.createdAt));
  const coaches = new Map<string, string>();
  for (const row of rows) if (row.coachUserId) coaches.set(row.coachUserId, row.name ?? '');
  return {
    allCoachesOff: rows.some((row) => row.coachUserId === null),
    coachesOff: [...coaches].map(([coachUserId, name]) => ({ coachUserId, name })),
  };
}

/**
 * A guardian switches contact for their child on or off: from every coach (coachUserId null) or
 * from one. Switching on removes the switch whoever of the child's guardians set it.
 */
export async function setContact(
  deps: MessagingDeps,
  input: {
    athleteUserId: string;
    coachUserId: string | null;
    guardianEmail: string;
    allowed: boolean;
  },
) {
  const { athleteUserId, coachUserId } = input;
  const which = and(
    eq(contactSwitches.athleteUserId, athleteUserId),
    coachUserId === null
      ? isNull(contactSwitches.coachUserId)
      : eq(contactSwitches.coachUserId, coachUserId),
  );
  if (input.allowed) {
    await deps.db.delete(contactSwitches).where(which);
  } else {
    await deps.db
      .insert(contactSwitches)
      .values({ athleteUserId, coachUserId, guardianEmail: input.guardianEmail })
      .onConflictDoNothing();
  }
  void deps.signals?.changed([athleteUserId]).catch(() => {});
  return contactSettingsOf(deps.db, athleteUserId);
}

/** A signed-in guardian switches contact off from one of their child's conversations. */
export async function switchOffAsMember(
  deps: MessagingDeps,
  user: SessionUser,
  id: string,
  scope: 'this-coach' | 'all-coaches',
) {
  const { conversation, me } = await membership(deps.db, user, id);
  if (me.role !== 'guardian') throw new AppError('FORBIDDEN', say.guardiansOnly);
  return switchOff(deps, conversation, me, scope);
}

export async function switchOff(
  deps: MessagingDeps,
  conversation: Conversation,
  me: Participant,
  scope: 'this-coach' | 'all-coaches',
) {
  // An athlete who deleted their account has nobody left to protect here.
  if (!conversation.athleteUserId) return { contactOff: scope };
  await deps.db
    .insert(contactSwitches)
    .values({
      athleteUserId: conversation.athleteUserId,
      coachUserId: scope === 'all-coaches' ? null : conversation.coachUserId,
      guardianEmail: me.email ?? '',
    })
    .onConflictDoNothing();
  return { contactOff: scope };
}
