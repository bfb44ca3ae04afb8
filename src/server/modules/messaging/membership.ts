// Who is in a conversation, and what each participant may read of it.
import { and, eq, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { messagingMessages as say, type ParticipantRole } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { conversationParticipants as cp, messages as m } from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import { guardianAddressOf } from '#server/modules/privacy';
import { loadConversation } from './conversation-store';
import type { Conversation, Participant } from './messaging-deps';
import { guardianOf, type Guardian } from './parties';

/** The account ids of a conversation's parties: everyone in it but its guardians. */
export const partiesOf = (participants: Participant[]) =>
  participants.flatMap((one) => (one.role !== 'guardian' && one.userId ? [one.userId] : []));

export const guardianIn = (participants: Participant[], email: string) =>
  participants.some((one) => one.role === 'guardian' && one.email === email);

/**
 * The participants that count now: the parties, and of the guardians only the one the athlete
 * has now (privacy's rule: not suspended, not replaced, not an address that may not be one).
 */
export const currentParties = (participants: Participant[], guardian: { email: string } | null) =>
  participants.filter((one) => one.role !== 'guardian' || one.email === guardian?.email);

/**
 * The conversation's current participants, and the guardian who counts when it has guardians
 * (`guardian` left out when there are none, so the question was not asked).
 */
export async function withCurrentGuardian(
  db: Database,
  conversation: Conversation,
  participants: Participant[],
): Promise<{ participants: Participant[]; guardian?: Guardian | null }> {
  if (!participants.some((one) => one.role === 'guardian')) return { participants };
  const guardian = conversation.athleteUserId
    ? await guardianOf(db, conversation.athleteUserId, partiesOf(participants))
    : null;
  return { participants: currentParties(participants, guardian), guardian };
}

/** The participant rows that are this user: their own, and as a guardian by their address. */
export function isMe(
  user: Pick<SessionUser, 'id' | 'email' | 'emailVerified' | 'role' | 'userType'>,
) {
  return participantIs(user.id, guardianAddressOf(user));
}

/**
 * `isMe` from an account id and a confirmed guardian address (none: the account alone), given
 * as values or as a prepared statement's placeholders.
 */
export function participantIs(
  userId: string | SQLWrapper,
  guardianAddress: string | SQLWrapper | null,
) {
  return guardianAddress === null
    ? eq(cp.userId, userId)
    : or(eq(cp.userId, userId), and(eq(cp.role, 'guardian'), eq(cp.email, guardianAddress)))!;
}

export const findMe = (user: SessionUser, participants: Participant[]) => {
  const email = guardianAddressOf(user);
  return (
    participants.find((one) => one.userId === user.id) ??
    (email ? participants.find((one) => one.role === 'guardian' && one.email === email) : undefined)
  );
};

/**
 * The messages a participant may read now: held messages wait for the athlete until 8 am; their
 * sender and the guardians (who got the copy by email already) read them at once. The reader is
 * a participant row's values, or the columns of participant rows joined to the messages.
 */
export function readableNow(
  now: Date | SQLWrapper,
  reader: { id: string | SQLWrapper; role: ParticipantRole | SQLWrapper },
) {
  return or(
    sql`${reader.role}::text = 'guardian'`,
    lte(m.deliverAt, now),
    sql`${m.senderParticipantId} = ${reader.id}`,
  )!;
}

/**
 * The signed-in user's place in a conversation (a conversation is not shown to others), with the
 * guardian who counts when it was asked.
 */
export async function membership(db: Database, user: SessionUser, id: string) {
  const loaded = await loadConversation(db, id);
  const { conversation } = loaded;
  const { participants, guardian } = await withCurrentGuardian(
    db,
    conversation,
    loaded.participants,
  );
  const me = findMe(user, participants);
  if (!me) throw new AppError('NOT_FOUND', say.notFound);
  return { conversation, participants, me, guardian };
}
