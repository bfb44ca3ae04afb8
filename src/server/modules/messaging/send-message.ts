import { and, eq } from 'drizzle-orm';
import { messagingMessages as say } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { AppError } from '#server/http/app-error';
import { signal } from './conversation-signals';
import {
  addGuardian,
  countMessages,
  loadConversation,
  saveMessage,
  saveOnlyMessage,
} from './conversation-store';
import { copyGuardians } from './guardian-copies';
import { currentParties, guardianIn, membership, partiesOf } from './membership';
import { clipColumns, messageView, type ClipRow } from './message-view';
import { nowOf, type Conversation, type MessagingDeps, type Participant } from './messaging-deps';
import { athleteByUser, contactOff, eitherBlocked, guardianOf } from './parties';
import { countSend, deliveryTime } from './send-rules';

/**
 * One message from a participant, after every rule that holds inside a conversation: a request
 * takes one message until it is answered, a declined one none from the coach until the athlete
 * writes, blocks and a guardian's switch stop the coach. A message from an adult to a minor in
 * quiet hours is held until 8 am in the athlete's time zone. Each guardian gets a copy.
 */
export async function post(
  deps: MessagingDeps,
  conversation: Conversation,
  participants: Participant[],
  me: Participant,
  input: { text: string; clipId?: string | undefined },
  options: { counted?: boolean } = {},
) {
  const now = nowOf(deps);
  const { athleteUserId, coachUserId } = conversation;
  if (!athleteUserId || !coachUserId) throw new AppError('FORBIDDEN', say.closed);
  const fromCoachSide = me.role === 'coach' || me.role === 'staff';
  if (fromCoachSide && conversation.status === 'declined') {
    throw new AppError('FORBIDDEN', say.declined);
  }
  // What the rules below need, asked at once (each is one indexed lookup); the send is counted
  // whatever they answer, as every attempt is.
  const [athlete, alreadySent, off, blocked, guardian] = await Promise.all([
    athleteByUser(deps.db, athleteUserId),
    fromCoachSide && conversation.status === 'request'
      ? countMessages(deps.db, conversation.id)
      : 0,
    fromCoachSide ? contactOff(deps.db, athleteUserId, coachUserId) : null,
    eitherBlocked(deps.db, athleteUserId, coachUserId),
    guardianOf(deps.db, athleteUserId, partiesOf(participants)),
    options.counted
      ? null
      : countSend(
          deps.db,
          me.userId ?? `guardian:${me.id}`,
          fromCoachSide ? athleteUserId : coachUserId,
        ),
  ]);
  if (!athlete) throw new AppError('FORBIDDEN', say.closed);
  // A minor hears from no coach without the consent of their guardian: one who withdrew it, or
  // one they named since the conversation began (a date of birth given later) who has not yet
  // given it.
  if (fromCoachSide && athlete.minor && !guardian?.consented) {
    throw new AppError(
      'FORBIDDEN',
      guardian?.status === 'withdrawn' ? say.consentWithdrawn : say.consentNeeded,
    );
  }
  if (alreadySent > 0) throw new AppError('CONFLICT', say.waitForAnswer);
  if (off) throw new AppError('FORBIDDEN', off === 'all' ? say.contactOff : say.contactOffOne);
  if (blocked) throw new AppError('FORBIDDEN', say.blocked);
  // The guardians follow the athlete: a minor's guardian who consented is a participant before
  // the next message is stored, whenever they were named.
  if (athlete.minor && guardian?.consented && !guardianIn(participants, guardian.email)) {
    await addGuardian(deps.db, conversation.id, guardian.email);
    participants = (await loadConversation(deps.db, conversation.id)).participants;
  }
  // Only the guardian the athlete has now is copied; an address set aside is not.
  const people = currentParties(participants, guardian);
  // A minor's own message is copied to their guardian, or not sent.
  if (athlete.minor && !people.some((one) => one.role === 'guardian')) {
    throw new AppError('FORBIDDEN', say.consentFirst);
  }
  // The athlete (or a guardian) writing answers a request, or opens a declined one again.
  const status = fromCoachSide ? conversation.status : 'active';
  let clip: ClipRow | null = null;
  if (input.clipId) {
    [clip = null] = await deps.db
      .select(clipColumns)
      .from(highlightVideos)
      .where(
        and(eq(highlightVideos.id, input.clipId), eq(highlightVideos.profileId, athlete.profileId)),
      );
    if (!clip || me.role !== 'athlete') throw new AppError('BAD_REQUEST', say.noClip);
  }
  const deliverAt = deliveryTime(now, fromCoachSide, athlete);
  const row = {
    conversationId: conversation.id,
    senderParticipantId: me.id,
    senderRole: me.role,
    body: input.text,
    clipId: input.clipId ?? null,
    createdAt: now,
    deliverAt,
    status,
  };
  // A request takes one message until it is answered: decided with the conversation locked, so
  // sends at the same moment store one message and are told to wait.
  const message =
    fromCoachSide && conversation.status === 'request'
      ? await saveOnlyMessage(deps.db, row)
      : await saveMessage(deps.db, row);
  signal(deps, conversation, people);
  await copyGuardians(deps, { ...conversation, status }, people, me, message, athlete);
  return {
    conversationId: conversation.id,
    message: messageView(message, me.id, false, clip),
    heldUntil: deliverAt > now ? deliverAt.toISOString() : null,
  };
}

/** Sends a message in a conversation the user is part of. */
export async function sendMessage(
  deps: MessagingDeps,
  user: SessionUser,
  conversationId: string,
  input: { text: string; clipId?: string | undefined },
  options: { counted?: boolean } = {},
) {
  const { conversation, participants, me } = await membership(deps.db, user, conversationId);
  return post(deps, conversation, participants, me, input, options);
}
