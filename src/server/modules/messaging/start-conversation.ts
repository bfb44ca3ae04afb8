// A first message: whether the writer may start a conversation, and starting it. The facts are
// read once (message-facts.ts) and handed to the rules, the storage, the mail and, when the pair
// has a conversation already, to the message sent in it.
import { messagingMessages as say } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { signal } from './conversation-signals';
import { createConversation, findPair } from './conversation-store';
import { copyGuardians } from './guardian-copies';
import {
  athleteStartFacts,
  coachStartFacts,
  guardianOfNewPair,
  type KnownFacts,
} from './message-facts';
import { messageView } from './message-view';
import { nowOf, type Conversation, type MessagingDeps } from './messaging-deps';
import type { Athlete, ContactOff } from './parties';
import { sendInPair } from './send-message';
import {
  countSend,
  decideCoachStart,
  deliveryTime,
  refuseAthleteStart,
  refuseNewConversation,
} from './send-rules';

/**
 * Whether this user may write first to the athlete of this profile today, and if not why (the
 * Message button's answer). A profile the user may not see is not found.
 */
export async function coachMayStart(
  deps: MessagingDeps,
  user: SessionUser | null,
  profileId: string,
) {
  const now = nowOf(deps);
  const facts = await coachStartFacts(deps.db, user, profileId, { forSend: false }, now);
  return decideCoachStart(facts, now);
}

/** What a first message knows of the pair when it starts their conversation. */
type NewPair = {
  athlete: Athlete;
  coachUserId: string;
  contactOff: ContactOff;
  blocked: boolean;
};

/**
 * Starts the conversation with its first message, all at once: the athlete, the coach and, when
 * the athlete is a minor, their guardian who consented (never a party to it) are its participants
 * from the start, so no conversation with a minor lacks a guardian, and none is left without its
 * message. The send is counted before anything is stored. Two first messages at the same moment
 * make one conversation: the second finds it (the pair is unique) and is sent in it as any later
 * message, so a coach's second one waits for the answer (409).
 */
async function startConversation(
  deps: MessagingDeps,
  user: SessionUser,
  pair: NewPair,
  status: Conversation['status'],
  text: string,
) {
  const now = nowOf(deps);
  const { athlete, coachUserId } = pair;
  const fromCoachSide = user.id === coachUserId;
  const guardian = await guardianOfNewPair(deps.db, athlete, coachUserId);
  refuseNewConversation(pair.blocked, athlete, guardian);
  await countSend(deps.db, user.id, fromCoachSide ? athlete.userId : coachUserId, now);
  const deliverAt = deliveryTime(now, fromCoachSide, athlete);
  const started = await createConversation(deps.db, {
    athlete,
    coachUserId,
    senderUserId: user.id,
    guardianEmail: guardian?.email ?? null,
    status,
    message: { body: text, createdAt: now, deliverAt },
  });
  if (!started) {
    const existing = await findPair(deps.db, athlete.userId, coachUserId);
    if (!existing) throw new AppError('CONFLICT', say.waitForAnswer);
    // The facts stand: an adult's guardian was not asked (undefined), and is asked there if the
    // conversation has guardians.
    const known: KnownFacts = {
      athlete,
      guardian: athlete.minor ? guardian : undefined,
      contactOff: pair.contactOff,
      blocked: pair.blocked,
    };
    return sendInPair(deps, user, existing, { text }, { counted: true, known });
  }
  const { conversation, participants, me, message } = started;
  signal(deps, conversation, participants);
  await copyGuardians(deps, conversation, participants, me, message, athlete, guardian);
  return {
    conversationId: conversation.id,
    message: messageView(message, me.id, false, null),
    heldUntil: deliverAt > now ? deliverAt.toISOString() : null,
  };
}

/**
 * A verified college coach, or the staff of the athlete's own team, writes first to an athlete:
 * the conversation starts as a request.
 */
export async function startWithAthlete(
  deps: MessagingDeps,
  user: SessionUser,
  profileId: string,
  text: string,
) {
  const now = nowOf(deps);
  const facts = await coachStartFacts(deps.db, user, profileId, { forSend: true }, now);
  const { athlete, contactOff, blocked } = facts;
  const decision = decideCoachStart(facts, now);
  if (facts.existing && decision.conversationId) {
    const known = { athlete, contactOff, blocked };
    return sendInPair(deps, user, facts.existing, { text }, { known });
  }
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.reason);
  return startConversation(
    deps,
    user,
    { athlete, coachUserId: user.id, contactOff, blocked },
    'request',
    text,
  );
}

/** An athlete writes first to a verified college coach (the Recruiting Profile plan). */
export async function startWithCoach(
  deps: MessagingDeps,
  user: SessionUser,
  coachUserId: string,
  text: string,
) {
  const facts = await athleteStartFacts(deps.db, user, coachUserId, nowOf(deps));
  const { existing, blocked } = facts;
  if (existing && facts.athlete) {
    const known = { athlete: facts.athlete, blocked };
    return sendInPair(deps, user, existing, { text }, { known });
  }
  const athlete = refuseAthleteStart(facts);
  return startConversation(
    deps,
    user,
    { athlete, coachUserId, contactOff: null, blocked },
    'active',
    text,
  );
}
