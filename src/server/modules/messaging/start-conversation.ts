// A first message: whether the writer may start a conversation, and starting it.
import { messagingMessages as say } from '#shared/messaging';
import { mayAthleteStart, mayCoachStart } from '#shared/messaging-rules';
import type { SessionUser } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { findCoachBadge } from '#server/modules/coaches';
import { rowVisibleTo } from '#server/modules/privacy';
import { coachesAthlete } from '#server/modules/programs';
import { signal } from './conversation-signals';
import { createConversation, findPair } from './conversation-store';
import { copyGuardians } from './guardian-copies';
import { messageView } from './message-view';
import { nowOf, type Conversation, type MessagingDeps } from './messaging-deps';
import {
  athleteByProfile,
  athleteByUser,
  contactOff,
  eitherBlocked,
  guardianOf,
  type Athlete,
} from './parties';
import { sendMessage } from './send-message';
import { contactOffMessages, countSend, deliveryTime, starterOf } from './send-rules';

/**
 * Whether this user may write first to the athlete of this profile today, and if not why (the
 * Message button's answer). A profile the user may not see is not found.
 */
export async function coachMayStart(
  deps: MessagingDeps,
  user: SessionUser | null,
  profileId: string,
) {
  const starter = await starterOf(deps.db, user);
  const athlete = await athleteByProfile(deps.db, profileId);
  const audience = starter.kind === 'verified-coach' ? 'coach' : user ? 'member' : 'visitor';
  if (!athlete || !rowVisibleTo(athlete, audience)) {
    throw new AppError('NOT_FOUND', 'We could not find that athlete.');
  }
  // The staff of the athlete's own team may write too (any coach, or the program's account);
  // a conversation begun as staff goes on after the athlete leaves the team.
  const coachId = user && starter.kind !== 'athlete' && user.id !== athlete.userId ? user.id : '';
  const ownTeamStaff = coachId ? await coachesAthlete(deps.db, coachId, athlete.profileId) : false;
  const [existing, off] = coachId
    ? await Promise.all([
        findPair(deps.db, athlete.userId, coachId),
        contactOff(deps.db, athlete.userId, coachId),
      ])
    : [null, null];
  // A conversation they already have opens, unless a guardian has switched the coach off.
  if (existing && !off) return { allowed: true as const, conversationId: existing.id, athlete };
  const decision = mayCoachStart(
    starter,
    {
      userId: athlete.userId,
      sportId: athlete.sportId,
      classYear: athlete.classYear,
      gender: athlete.gender,
      contactOff: off,
      ownTeamStaff,
    },
    nowOf(deps),
    contactOffMessages,
  );
  return { ...decision, conversationId: null, athlete };
}

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
  athlete: Athlete,
  coachUserId: string,
  status: Conversation['status'],
  text: string,
) {
  const now = nowOf(deps);
  const fromCoachSide = user.id === coachUserId;
  const guardian = athlete.minor
    ? await guardianOf(deps.db, athlete.userId, [athlete.userId, coachUserId])
    : null;
  if (athlete.minor && !guardian?.consented) {
    // A minor without a guardian's consent is not listed, so this is only reached by an athlete
    // writing first: they are told why.
    throw new AppError('FORBIDDEN', say.consentFirst);
  }
  await countSend(deps.db, user.id, fromCoachSide ? athlete.userId : coachUserId);
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
    return sendMessage(deps, user, existing.id, { text }, { counted: true });
  }
  const { conversation, participants, me, message } = started;
  signal(deps, conversation, participants);
  await copyGuardians(deps, conversation, participants, me, message, athlete);
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
  const decision = await coachMayStart(deps, user, profileId);
  if (decision.conversationId) {
    return sendMessage(deps, user, decision.conversationId, { text });
  }
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.reason);
  if (await eitherBlocked(deps.db, user.id, decision.athlete.userId)) {
    throw new AppError('FORBIDDEN', say.blocked);
  }
  return startConversation(deps, user, decision.athlete, user.id, 'request', text);
}

/** An athlete writes first to a verified college coach (the Recruiting Profile plan). */
export async function startWithCoach(
  deps: MessagingDeps,
  user: SessionUser,
  coachUserId: string,
  text: string,
) {
  const athlete = await athleteByUser(deps.db, user.id);
  const existing = athlete ? await findPair(deps.db, athlete.userId, coachUserId) : null;
  if (existing) return sendMessage(deps, user, existing.id, { text });
  const badge = await findCoachBadge(deps.db, coachUserId);
  const decision = mayAthleteStart(await starterOf(deps.db, user), {
    verifiedLevel: badge?.level ?? null,
  });
  if (!decision.allowed || !athlete) {
    throw new AppError('FORBIDDEN', decision.allowed ? say.notYours : decision.reason);
  }
  if (await eitherBlocked(deps.db, user.id, coachUserId)) {
    throw new AppError('FORBIDDEN', say.blocked);
  }
  return startConversation(deps, user, athlete, coachUserId, 'active', text);
}
