// Who may write to whom, beyond the shared rule (#shared/messaging-rules): who the writer is to
// the rules, the quiet hours of a minor, and the send limits.
import { messagingMessages as say } from '#shared/messaging';
import type { Starter } from '#shared/messaging-rules';
import { nextDeliveryTime, timeZoneOfState } from '#shared/quiet-hours';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { countRequest } from '#server/http/rate-limit';
import { findCoachBadge, isCoachAccount } from '#server/modules/coaches';
import { athleteByUser, type Athlete } from './parties';

/** Who the signed-in user is to the rules. */
export async function starterOf(db: Database, user: SessionUser | null): Promise<Starter> {
  if (!user) return { kind: 'visitor' };
  if (isActiveAdmin(user)) return { kind: 'admin' };
  if (isCoachAccount(user)) {
    const badge = await findCoachBadge(db, user.id);
    return badge
      ? { kind: 'verified-coach', userId: user.id, level: badge.level }
      : { kind: 'coach' };
  }
  const athlete = await athleteByUser(db, user.id);
  return athlete
    ? { kind: 'athlete', userId: user.id, recruitingPlan: athlete.recruitingPlan }
    : { kind: 'member' };
}

export const contactOffMessages = { all: say.contactOff, thisCoach: say.contactOffOne };

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

export async function countSend(db: Database, sender: string, recipient: string) {
  const [bySender, byRecipient] = await Promise.all([
    countRequest(db, `message-from:${sender}`, sendLimits.perSender.windowSeconds),
    countRequest(db, `message-to:${recipient}`, sendLimits.perRecipient.windowSeconds),
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
