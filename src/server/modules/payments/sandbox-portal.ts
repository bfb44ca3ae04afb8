import { and, desc, eq, inArray } from 'drizzle-orm';
import { heldSubscriptionStates, planPrice, type PaidPlanId } from '#shared/payments';
import type { Billing } from '#shared/schemas/payments';
import { payments, subscriptions } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { getBilling } from './checkout';
import type { Member } from './customers';
import type { Payments } from './payment-deps';
import { checkCard, requireSandbox } from './sandbox';
import {
  deliver,
  invoiceObject,
  MONTH_S,
  nowSeconds,
  subscriptionObject,
  type SubscriptionState,
} from './sandbox-events';

// The sandbox's portal (decision 0013): a member's test-mode plan cancelled, resumed, switched,
// its card changed, and what a month brings simulated now, each sent as Stripe's events.

/** The member's current sandbox subscription, as the portal changes it. */
async function heldSandboxState(deps: Payments, user: Member): Promise<SubscriptionState> {
  requireSandbox(deps);
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, user.id),
        eq(subscriptions.provider, 'sandbox'),
        inArray(subscriptions.status, [...heldSubscriptionStates]),
      ),
    )
    .orderBy(desc(subscriptions.stateAt))
    .limit(1);
  if (!row?.providerSubscriptionId || !row.providerCustomerId) {
    throw new AppError('NOT_FOUND', 'You have no subscription to change.');
  }
  return {
    id: row.providerSubscriptionId,
    customer: row.providerCustomerId,
    userId: user.id,
    plan: row.tier as PaidPlanId,
    status: row.status,
    periodEnd: Math.floor((row.currentPeriodEnd?.getTime() ?? deps.clock.now()) / 1000),
    trialEnd: row.trialEnd ? Math.floor(row.trialEnd.getTime() / 1000) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export type SandboxPortalAction =
  { kind: 'cancel' } | { kind: 'resume' } | { kind: 'switch'; plan: PaidPlanId };

/** The sandbox portal: cancel at the end of the period, resume, or switch plan. */
export async function changeSandboxSubscription(
  deps: Payments,
  user: Member,
  action: SandboxPortalAction,
): Promise<Billing> {
  const now = nowSeconds(deps.clock);
  const state = await heldSandboxState(deps, user);
  if (action.kind === 'cancel') state.cancelAtPeriodEnd = true;
  if (action.kind === 'resume') state.cancelAtPeriodEnd = false;
  if (action.kind === 'switch') {
    if (action.plan === state.plan) throw new AppError('CONFLICT', 'You are on that plan already.');
    state.plan = action.plan;
  }
  await deliver(deps, [
    { type: 'customer.subscription.updated', object: subscriptionObject(state, now) },
  ]);
  return getBilling(deps, user);
}

/**
 * The sandbox portal's Change card: the new test card is checked as at checkout. A plan whose
 * renewal failed is charged again with it at once, as Stripe retries the open invoice when the
 * card changes: that invoice turns paid and the plan is active again.
 */
export async function changeSandboxCard(
  deps: Payments,
  user: Member,
  card: { cardNumber: string; expiry: string },
): Promise<Billing> {
  const now = nowSeconds(deps.clock);
  const state = await heldSandboxState(deps, user);
  checkCard(card, now * 1000);
  if (state.status === 'past_due') {
    const [unpaid] = await deps.db
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'sandbox'),
          eq(payments.providerSubscriptionId, state.id),
          eq(payments.status, 'failed'),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    state.status = 'active';
    const cents = planPrice(state.plan).cents;
    await deliver(deps, [
      { type: 'invoice.paid', object: invoiceObject(state, cents, true, now, unpaid?.ref) },
      { type: 'customer.subscription.updated', object: subscriptionObject(state, now) },
    ]);
  }
  return getBilling(deps, user);
}

export const simulatedEvents = [
  'renewal',
  'failed-renewal',
  'trial-will-end',
  'trial-end',
  'period-end',
] as const;
export type SimulatedEvent = (typeof simulatedEvents)[number];

/**
 * What a month brings, now (sandbox only, for trying every state): a renewal (paid, a new
 * period), a failed renewal (past_due, a failed receipt), the reminder three days before a
 * trial ends, the end of a trial (active, the first charge) or the end of a period (canceled).
 */
export async function simulateSandboxEvent(
  deps: Payments,
  user: Member,
  event: SimulatedEvent,
): Promise<Billing> {
  const state = await heldSandboxState(deps, user);
  const { cents } = planPrice(state.plan);
  const now = nowSeconds(deps.clock);
  if (event === 'renewal' || event === 'trial-end') {
    state.status = 'active';
    state.periodEnd = now + MONTH_S;
    await deliver(deps, [
      { type: 'invoice.paid', object: invoiceObject(state, cents, true, now) },
      { type: 'customer.subscription.updated', object: subscriptionObject(state, now) },
    ]);
  } else if (event === 'trial-will-end') {
    await deliver(deps, [
      { type: 'customer.subscription.trial_will_end', object: subscriptionObject(state, now) },
    ]);
  } else if (event === 'failed-renewal') {
    state.status = 'past_due';
    await deliver(deps, [
      { type: 'invoice.payment_failed', object: invoiceObject(state, cents, false, now) },
      { type: 'customer.subscription.updated', object: subscriptionObject(state, now) },
    ]);
  } else {
    state.status = 'canceled';
    await deliver(deps, [
      { type: 'customer.subscription.deleted', object: subscriptionObject(state, now) },
    ]);
  }
  return getBilling(deps, user);
}
