// Who may write to whom, on the facts read once (message-facts.ts): the shared rule of who writes
// first (#shared/messaging-rules, with the NCAA contact calendar), the rules inside a conversation
// (a request, a decline, a minor's guardian, a guardian's switch, blocks), the quiet hours of a
// minor and the send limits. Each refusal throws its message.
import { messagingMessages as say } from '#shared/messaging';
import { mayAthleteStart, mayCoachStart } from '#shared/messaging-rules';
import { nextDeliveryTime, timeZoneOfState } from '#shared/quiet-hours';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { countRequest } from '#server/http/rate-limit';
import type { AthleteStartFacts, CoachStartFacts, SendFacts } from './message-facts';
import type { Participant } from './messaging-deps';
import type { Athlete, Guardian } from './parties';

const contactOffMessages = { all: say.contactOff, thisCoach: say.contactOffOne };

/**
 * Whether this coach may write first to this athlete today, and if not why (the Message button's
 * answer). A conversation they already have opens, unless a guardian has switched the coach off.
 */
export function decideCoachStart(facts: CoachStartFacts, today: Date) {
  const { starter, athlete, existing, contactOff, ownTeamStaff } = facts;
  if (existing && !contactOff) return { allowed: true as const, conversationId: existing.id };
  const decision = mayCoachStart(
    starter,
    {
      userId: athlete.userId,
      sportId: athlete.sportId,
      classYear: athlete.classYear,
      gender: athlete.gender,
      contactOff,
      ownTeamStaff,
    },
    today,
    contactOffMessages,
  );
  return { ...decision, conversationId: null };
}

/** An athlete's first message to a coach: the Recruiting Profile plan, to a verified college coach. */
export function refuseAthleteStart(facts: AthleteStartFacts): Athlete {
  const decision = mayAthleteStart(facts.starter, {
    verifiedLevel: facts.coachBadge?.level ?? null,
  });
  if (!decision.allowed || !facts.athlete) {
    throw new AppError('FORBIDDEN', decision.allowed ? say.notYours : decision.reason);
  }
  return facts.athlete;
}

/** A new conversation's own rules, once the writer may start one: no block, a minor's consent. */
export function refuseNewConversation(
  blocked: boolean,
  athlete: Athlete,
  guardian: Guardian | null,
) {
  if (blocked) throw new AppError('FORBIDDEN', say.blocked);
  if (athlete.minor && !guardian?.consented) {
    // A minor without a guardian's consent is not listed, so this is only reached by an athlete
    // writing first: they are told why.
    throw new AppError('FORBIDDEN', say.consentFirst);
  }
}

/**
 * The rules inside a conversation, on its facts: a request takes one message until it is
 * answered, a guardian's switch and blocks stop the coach, and a minor hears from no coach
 * without the consent of their guardian: one who withdrew it, or one they named since the
 * conversation began (a date of birth given later) who has not yet given it. Returns the athlete.
 */
export function refuseMessage(
  facts: SendFacts,
  { fromCoachSide, alreadySent }: { fromCoachSide: boolean; alreadySent: number },
): Athlete {
  const { athlete, guardian, contactOff, blocked } = facts;
  if (!athlete) throw new AppError('FORBIDDEN', say.closed);
  if (fromCoachSide && athlete.minor && !guardian?.consented) {
    throw new AppError(
      'FORBIDDEN',
      guardian?.status === 'withdrawn' ? say.consentWithdrawn : say.consentNeeded,
    );
  }
  if (alreadySent > 0) throw new AppError('CONFLICT', say.waitForAnswer);
  if (contactOff) {
    throw new AppError('FORBIDDEN', contactOff === 'all' ? say.contactOff : say.contactOffOne);
  }
  if (blocked) throw new AppError('FORBIDDEN', say.blocked);
  return athlete;
}

/** A minor's own message is copied to their guardian, or not sent. */
export function refuseUncopied(athlete: Athlete, people: Participant[]) {
  if (athlete.minor && !people.some((one) => one.role === 'guardian')) {
    throw new AppError('FORBIDDEN', say.consentFirst);
  }
}

/**
 * When a message is delivered: one from the coach side to a minor sent in the athlete's quiet
 * hours waits until 8 am in their time zone; every other at once.
 */
export const deliveryTime = (now: Date, fromCoachSide: boolean, athlete: Athlete) =>
  fromCoachSide && athlete.minor ? nextDeliveryTime(now, timeZoneOfState(athlete.state)) : now;

/** Sending is limited per sender and per recipient, across instances (the database counts). */
export const sendLimits = {
  perSender: { limit: 30, windowSeconds: 300 },
  perRecipient: { limit: 60, windowSeconds: 300 },
} as const;

export async function countSend(db: Database, sender: string, recipient: string, now: Date) {
  const at = now.getTime();
  const [bySender, byRecipient] = await Promise.all([
    countRequest(db, `message-from:${sender}`, sendLimits.perSender.windowSeconds, at),
    countRequest(db, `message-to:${recipient}`, sendLimits.perRecipient.windowSeconds, at),
  ]);
  if (
    bySender.hits > sendLimits.perSender.limit ||
    byRecipient.hits > sendLimits.perRecipient.limit
  ) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many messages in a short time. Please wait a few minutes.',
    );
  }
}
