import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { defaultSubscriptionStatus, type SubscriptionStatus } from '#shared/training/video-access';
import type { Database } from '#server/db/client';
import { createAccountCache, type AccountChanges } from '#server/auth/session-cache';
import type { Clock } from '#server/lib/clock';
import { memberAccess, subscriptions } from '#server/db/schema/subscriptions';

/** Provider states in which a member has paid for (or is trialling) their plan. */
export const payingStatuses = ['active', 'trialing'];
/** After a failed renewal the plan stays open this long while the provider retries the card. */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60_000;

/**
 * A member's subscription status (docs/product.md#plan-states). Signed-out visitors get the
 * default: not subscribed, access on.
 */
export async function getSubscriptionStatus(
  db: Database,
  userId: string | null,
  now: Date,
): Promise<SubscriptionStatus> {
  if (!userId) return defaultSubscriptionStatus;
  const [[access], [current]] = await Promise.all([
    db
      .select({ hasAccess: memberAccess.hasAccess })
      .from(memberAccess)
      .where(eq(memberAccess.userId, userId)),
    db
      .select({
        tier: subscriptions.tier,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        status: subscriptions.status,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          or(
            and(
              inArray(subscriptions.status, payingStatuses),
              or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
            ),
            and(
              eq(subscriptions.status, 'past_due'),
              gt(subscriptions.stateAt, new Date(now.getTime() - PAST_DUE_GRACE_MS)),
            ),
          ),
        ),
      )
      // An open-ended plan first, then the one that runs longest.
      .orderBy(
        sql`${subscriptions.currentPeriodEnd} is null desc`,
        desc(subscriptions.currentPeriodEnd),
      )
      .limit(1),
  ]);
  return {
    subscribed: Boolean(current),
    subscription_tier: current?.tier ?? null,
    subscription_end: current?.currentPeriodEnd?.toISOString() ?? null,
    has_access: access?.hasAccess ?? true,
    status: current?.status ?? null,
    cancel_at_period_end: current?.cancelAtPeriodEnd ?? false,
  };
}

/** Members' subscription statuses, each read once and kept until it can change. */
export type SubscriptionStatuses = {
  of: (userId: string | null) => Promise<SubscriptionStatus>;
};

/**
 * Statuses kept per member until their plan or training access changes anywhere (the database
 * announces every change to `subscriptions` and `member_access` on `account_changes`), until the
 * plan's paid period ends, or a minute passes (so a failed renewal's grace ends on time).
 */
export function createSubscriptionStatuses(
  db: Database,
  accounts: AccountChanges,
  clock: Clock,
): SubscriptionStatuses {
  const cache = createAccountCache<SubscriptionStatus>(accounts, (_status, userId) => userId, {
    expiresAt: (status) =>
      status.subscription_end ? new Date(status.subscription_end).getTime() : null,
  });
  return {
    of: (userId) =>
      userId
        ? cache.get(userId, () => getSubscriptionStatus(db, userId, new Date(clock.now())))
        : Promise.resolve(defaultSubscriptionStatus),
  };
}
