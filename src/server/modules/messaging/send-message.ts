// A message in a conversation: the rules inside it on the facts read once, then storage, the
// signal and the guardians' copies.
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
  loadParticipants,
  saveMessage,
  saveOnlyMessage,
} from './conversation-store';
import { copyGuardians } from './guardian-copies';
import { currentParties, findMe, guardianIn, membership } from './membership';
import { readSendFacts, type KnownFacts } from './message-facts';
import { clipColumns, messageView, type ClipRow } from './message-view';
import { nowOf, type Conversation, type MessagingDeps, type Participant } from './messaging-deps';
import { countSend, deliveryTime, refuseMessage, refuseUncopied } from './send-rules';

type MessageInput = { text: string; clipId?: string | undefined };
type PostOptions = {
  /** the send was counted already (a first message that found the conversation made) */
  counted?: boolean;
  /** the facts the caller read already: not read again */
  known?: KnownFacts;
};

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
  input: MessageInput,
  options: PostOptions = {},
) {
  const now = nowOf(deps);
  const { athleteUserId, coachUserId } = conversation;
  if (!athleteUserId || !coachUserId) throw new AppError('FORBIDDEN', say.closed);
  const fromCoachSide = me.role === 'coach' || me.role === 'staff';
  if (fromCoachSide && conversation.status === 'declined') {
    throw new AppError('FORBIDDEN', say.declined);
  }
  // What the rules below need, asked at once (each is one indexed lookup, none asked twice); the
  // send is counted whatever they answer, as every attempt is.
  const [facts, alreadySent] = await Promise.all([
    readSendFacts(
      deps.db,
      { athleteUserId, coachUserId },
      participants,
      fromCoachSide,
      now,
      options.known,
    ),
    fromCoachSide && conversation.status === 'request'
      ? countMessages(deps.db, conversation.id)
      : 0,
    options.counted
      ? null
      : countSend(
          deps.db,
          me.userId ?? `guardian:${me.id}`,
          fromCoachSide ? athleteUserId : coachUserId,
          now,
        ),
  ]);
  const athlete = refuseMessage(facts, { fromCoachSide, alreadySent });
  const { guardian } = facts;
  // The guardians follow the athlete: a minor's guardian who consented is a participant before
  // the next message is stored, whenever they were named.
  if (athlete.minor && guardian?.consented && !guardianIn(participants, guardian.email)) {
    await addGuardian(deps.db, conversation.id, guardian.email);
    participants = (await loadConversation(deps.db, conversation.id)).participants;
  }
  // Only the guardian the athlete has now is copied; an address set aside is not.
  const people = currentParties(participants, guardian);
  refuseUncopied(athlete, people);
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
  await copyGuardians(
    deps,
    { ...conversation, status },
    people,
    me,
    message,
    athlete,
    facts.guardian,
  );
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
  input: MessageInput,
) {
  const { conversation, participants, me, guardian } = await membership(
    deps.db,
    user,
    conversationId,
  );
  return post(deps, conversation, participants, me, input, { known: { guardian } });
}

/**
 * A first message to someone the user already has a conversation with (found by the pair) is sent
 * in it, with the facts the first message read.
 */
export async function sendInPair(
  deps: MessagingDeps,
  user: SessionUser,
  conversation: Conversation,
  input: MessageInput,
  options: PostOptions,
) {
  const participants = await loadParticipants(deps.db, conversation.id);
  const me = findMe(user, participants);
  if (!me) throw new AppError('NOT_FOUND', say.notFound);
  return post(deps, conversation, participants, me, input, options);
}
