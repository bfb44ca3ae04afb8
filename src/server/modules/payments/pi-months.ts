import { and, eq } from 'drizzle-orm';
import { isPaidPlan, type PaidPlanId } from '#shared/payments';
import type { Database } from '#server/db/client';
import { checkoutSessions, subscriptions } from '#server/db/schema';

// A plan paid in Pi (docs/product.md#pi-payments): there is no recurring charge in Pi, so each
// payment buys thirty days, and a refund takes them back. The Pi module grants a month when a
// payment completes; a refund (refund-payment.ts) withdraws it.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A month paid in Pi. */
const PI_MONTH_MS = 30 * 86_400_000;

/** A member's plan paid in Pi: one row per plan, its end moved on by each payment. */
const piSubscriptionId = (userId: string, plan: PaidPlanId) => `pi_${userId}_${plan}`;

/** Thirty more days of the plan, from today or from the end of the days already paid. */
export async function grantPiMonth(db: Database, userId: string, plan: PaidPlanId, at: Date) {
  const providerSubscriptionId = piSubscriptionId(userId, plan);
  const [held] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  const from =
    held?.currentPeriodEnd && held.currentPeriodEnd > at && held.status === 'active'
      ? held.currentPeriodEnd
      : at;
  const state = {
    userId,
    tier: plan,
    status: 'active',
    currentPeriodEnd: new Date(from.getTime() + PI_MONTH_MS),
    cancelAtPeriodEnd: true,
    trialEnd: null,
    provider: 'pi',
    stateAt: at,
  };
  if (held) {
    await db.update(subscriptions).set(state).where(eq(subscriptions.id, held.id));
  } else {
    await db.insert(subscriptions).values({ ...state, providerSubscriptionId });
  }
}

/**
 * A plan payment in Pi refunded whole (by hand, from the app's wallet): the thirty days it
 * bought are taken off the plan, and a plan left with no paid days ends now.
 */
export async function withdrawPiMonth(
  tx: Tx,
  userId: string,
  paymentId: string,
  at: Date,
): Promise<boolean> {
  const [order] = await tx
    .select({ plan: checkoutSessions.plan })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, 'pi'), eq(checkoutSessions.piPaymentId, paymentId)));
  if (!order || !isPaidPlan(order.plan)) return false;
  const providerSubscriptionId = piSubscriptionId(userId, order.plan);
  const [held] = await tx
    .select({ currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!held?.currentPeriodEnd) return false;
  const end = new Date(held.currentPeriodEnd.getTime() - PI_MONTH_MS);
  await tx
    .update(subscriptions)
    .set(
      end > at
        ? { currentPeriodEnd: end, stateAt: at }
        : {
            status: 'canceled',
            currentPeriodEnd: held.currentPeriodEnd < at ? held.currentPeriodEnd : at,
            stateAt: at,
          },
    )
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return true;
}
