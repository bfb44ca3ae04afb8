import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  heldSubscriptionStates,
  paymentMessages,
  planPrice,
  sandboxCards,
  type PaidPlanId,
} from '#shared/payments';
import type { Billing, SandboxCheckout } from '#shared/schemas/payments';
import { checkoutSessions, payments, subscriptions } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { getBilling, verifyPaymentEvent } from './checkout';
import { customerOf, type Member } from './customers';
import { sandboxPriceId } from './create-payments';
import type { Payments, Tx } from './payment-deps';
import { takePaymentEvents } from './payment-events';
import { keepHold, purchaseSummary, releasePurchase } from './purchases';

const DAY_S = 86_400;
const MONTH_S = 30 * DAY_S;

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function requireSandbox(deps: Payments) {
  if (!deps.sandbox) throw new AppError('NOT_FOUND', 'The test-mode checkout is not in use here.');
}

/** Luhn's check, which every real card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

type SandboxEvent = { type: string; object: Record<string, unknown> };

/**
 * What Stripe would send, in its order: each event built as Stripe sends it, signed with the
 * sandbox's secret and verified like one, then stored and applied together through the same
 * path as Stripe's webhooks (payment-events.ts), after `claim` if given: all of them or none.
 */
async function deliver(deps: Payments, events: SandboxEvent[], claim?: (tx: Tx) => Promise<void>) {
  const payloads = events.map(({ type, object }) => {
    const payload = JSON.stringify({
      id: sandboxId('evt'),
      object: 'event',
      api_version: '2026-07-29.dahlia',
      created: nowSeconds(),
      livemode: false,
      type,
      data: { object },
    });
    const signature = deps.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: deps.webhookSecret,
    });
    verifyPaymentEvent(deps, payload, signature);
    return payload;
  });
  await takePaymentEvents(deps, payloads, claim);
}

const finishedMessage = 'This checkout is already finished. Choose a plan again.';

/**
 * Pay claims the open checkout in the transaction that stores its events, and Leave in its own:
 * whichever commits first wins, and the other is refused, so a checkout is paid or left, never
 * both. A checkout past its time, or whose seat's hold has ended, takes no payment.
 */
async function claimForPayment(tx: Tx, checkout: { id: string; purchaseId: string | null }) {
  const [claimed] = await tx
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(
      and(
        eq(checkoutSessions.id, checkout.id),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: checkoutSessions.id });
  if (!claimed) throw new AppError('CONFLICT', finishedMessage);
  if (checkout.purchaseId) await keepHold(tx, checkout.purchaseId);
}

type SubscriptionState = {
  id: string;
  customer: string;
  userId: string;
  plan: PaidPlanId;
  status: string;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
};

const subscriptionObject = (state: SubscriptionState) => ({
  id: state.id,
  object: 'subscription',
  customer: state.customer,
  status: state.status,
  cancel_at_period_end: state.cancelAtPeriodEnd,
  trial_end: state.trialEnd,
  ended_at: state.status === 'canceled' ? nowSeconds() : null,
  metadata: { userId: state.userId, plan: state.plan },
  items: {
    object: 'list',
    data: [
      {
        id: `si_${state.id}`,
        current_period_end: state.periodEnd,
        price: { id: sandboxPriceId(state.plan) },
      },
    ],
  },
});

const invoiceObject = (
  state: SubscriptionState,
  amount: number,
  paid: boolean,
  id = sandboxId('in'),
) => ({
  id,
  object: 'invoice',
  customer: state.customer,
  currency: 'usd',
  created: nowSeconds(),
  amount_paid: paid ? amount : 0,
  amount_due: amount,
  lines: {
    object: 'list',
    data: [
      {
        description: planPrice(state.plan).name,
        pricing: { price_details: { price: sandboxPriceId(state.plan) } },
      },
    ],
  },
  parent: {
    subscription_details: {
      subscription: state.id,
      metadata: { userId: state.userId, plan: state.plan },
    },
  },
});

async function ownCheckout(deps: Payments, user: Member, sessionId: string) {
  requireSandbox(deps);
  const [row] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, 'sandbox'),
        eq(checkoutSessions.providerSessionId, sessionId),
        eq(checkoutSessions.userId, user.id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'This checkout does not exist or is not yours.');
  if (row.status === 'open' && row.expiresAt < new Date()) {
    await deps.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(eq(checkoutSessions.id, row.id));
    return { ...row, status: 'expired' };
  }
  return row;
}

/** The sandbox checkout page: what is being bought, by whom. */
export async function getSandboxCheckout(
  deps: Payments,
  user: Member,
  sessionId: string,
): Promise<SandboxCheckout> {
  const row = await ownCheckout(deps, user, sessionId);
  const purchase = row.purchaseId ? await purchaseSummary(deps.db, row.purchaseId) : null;
  return {
    id: row.providerSessionId,
    plan: row.plan as SandboxCheckout['plan'],
    planName: purchase ? purchase.description : planPrice(row.plan as PaidPlanId).name,
    amountCents: row.amountCents,
    trialDays: row.trialDays,
    email: user.email,
    status: row.status as SandboxCheckout['status'],
    expiresAt: row.expiresAt.toISOString(),
  };
}

function checkCard(card: { cardNumber: string; expiry: string }) {
  if (card.cardNumber === sandboxCards.declined) {
    throw new AppError('PAYMENT_DECLINED', paymentMessages.declined);
  }
  if (card.cardNumber === sandboxCards.insufficientFunds) {
    throw new AppError('PAYMENT_DECLINED', paymentMessages.insufficientFunds);
  }
  if (!luhn(card.cardNumber)) {
    throw new AppError('VALIDATION_FAILED', 'Your card number is invalid.', {
      cardNumber: ['Your card number is invalid.'],
    });
  }
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  const today = new Date();
  const expiresEnd = new Date(Date.UTC(2000 + year!, month!, 1));
  if (expiresEnd <= today) {
    throw new AppError('VALIDATION_FAILED', 'Your card’s expiration date is in the past.', {
      expiry: ['Your card’s expiration date is in the past.'],
    });
  }
}

/**
 * Pays a sandbox checkout with a test card. A good card produces what Stripe would send, in
 * its order: checkout.session.completed, customer.subscription.created and invoice.paid, stored
 * and applied together with the checkout's claim; a declined card produces nothing and grants
 * nothing.
 */
export async function paySandboxCheckout(
  deps: Payments,
  user: Member,
  sessionId: string,
  card: { cardNumber: string; expiry: string },
): Promise<string> {
  const row = await ownCheckout(deps, user, sessionId);
  if (row.status !== 'open') throw new AppError('CONFLICT', finishedMessage);
  checkCard(card);
  const claim = (tx: Tx) => claimForPayment(tx, row);
  // ownCheckout has made sure this is the sandbox: its customer, if the member has one.
  const customer = (await customerOf(deps, user.id)) ?? sandboxId('cus');
  if (row.purchaseId) {
    // A one-time payment: Stripe reports it by the completed checkout, paid.
    const metadata = { userId: user.id, purchaseId: row.purchaseId, kind: row.plan };
    const object = {
      id: row.providerSessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: row.amountCents,
      currency: 'usd',
      client_reference_id: user.id,
      customer,
      payment_intent: sandboxId('pi'),
      metadata,
    };
    await deliver(deps, [{ type: 'checkout.session.completed', object }], claim);
    return `/checkout/success?session_id=${row.providerSessionId}`;
  }
  const plan = row.plan as PaidPlanId;
  const now = nowSeconds();
  const trialEnd = row.trialDays > 0 ? now + row.trialDays * DAY_S : null;
  const state: SubscriptionState = {
    id: sandboxId('sub'),
    customer,
    userId: user.id,
    plan,
    status: trialEnd ? 'trialing' : 'active',
    periodEnd: trialEnd ?? now + MONTH_S,
    trialEnd,
    cancelAtPeriodEnd: false,
  };
  const completed = {
    id: row.providerSessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    client_reference_id: user.id,
    customer,
    subscription: state.id,
    metadata: { userId: user.id, plan },
  };
  await deliver(
    deps,
    [
      { type: 'checkout.session.completed', object: completed },
      { type: 'customer.subscription.created', object: subscriptionObject(state) },
      { type: 'invoice.paid', object: invoiceObject(state, trialEnd ? 0 : row.amountCents, true) },
    ],
    claim,
  );
  return `/checkout/success?session_id=${row.providerSessionId}`;
}

/** Leaves a sandbox checkout: nothing is charged. One being paid, or paid, cannot be left. */
export async function cancelSandboxCheckout(
  deps: Payments,
  user: Member,
  sessionId: string,
): Promise<string> {
  const row = await ownCheckout(deps, user, sessionId);
  const paid = () =>
    new AppError('CONFLICT', 'This checkout has been paid: it cannot be left now.');
  if (row.status === 'complete') throw paid();
  if (row.status === 'open') {
    await deps.db.transaction(async (tx) => {
      const [left] = await tx
        .update(checkoutSessions)
        .set({ status: 'canceled' })
        .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'open')))
        .returning({ id: checkoutSessions.id });
      // Paid meanwhile (see claimForPayment).
      if (!left) throw paid();
      // A held seat goes back at once.
      await releasePurchase(tx, row.providerSessionId, 'sandbox', 'canceled');
    });
  }
  if (row.purchaseId) {
    const purchase = await purchaseSummary(deps.db, row.purchaseId);
    return `/checkout/cancel?channel=${purchase?.channelSlug ?? ''}`;
  }
  return `/checkout/cancel?plan=${row.plan}`;
}

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
    periodEnd: Math.floor((row.currentPeriodEnd?.getTime() ?? Date.now()) / 1000),
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
  const state = await heldSandboxState(deps, user);
  if (action.kind === 'cancel') state.cancelAtPeriodEnd = true;
  if (action.kind === 'resume') state.cancelAtPeriodEnd = false;
  if (action.kind === 'switch') {
    if (action.plan === state.plan) throw new AppError('CONFLICT', 'You are on that plan already.');
    state.plan = action.plan;
  }
  await deliver(deps, [
    { type: 'customer.subscription.updated', object: subscriptionObject(state) },
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
  const state = await heldSandboxState(deps, user);
  checkCard(card);
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
      { type: 'invoice.paid', object: invoiceObject(state, cents, true, unpaid?.ref) },
      { type: 'customer.subscription.updated', object: subscriptionObject(state) },
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
  const now = nowSeconds();
  if (event === 'renewal' || event === 'trial-end') {
    state.status = 'active';
    state.periodEnd = now + MONTH_S;
    await deliver(deps, [
      { type: 'invoice.paid', object: invoiceObject(state, cents, true) },
      { type: 'customer.subscription.updated', object: subscriptionObject(state) },
    ]);
  } else if (event === 'trial-will-end') {
    await deliver(deps, [
      { type: 'customer.subscription.trial_will_end', object: subscriptionObject(state) },
    ]);
  } else if (event === 'failed-renewal') {
    state.status = 'past_due';
    await deliver(deps, [
      { type: 'invoice.payment_failed', object: invoiceObject(state, cents, false) },
      { type: 'customer.subscription.updated', object: subscriptionObject(state) },
    ]);
  } else {
    state.status = 'canceled';
    await deliver(deps, [
      { type: 'customer.subscription.deleted', object: subscriptionObject(state) },
    ]);
  }
  return getBilling(deps, user);
}

/**
 * What Stripe sends after a refund, sent by the sandbox for one its provider made: the charge,
 * refunded whole or in part. A subscription's charge names its invoice, a one-time payment's
 * its payment intent, as the ledger names them.
 */
export async function emitSandboxRefund(
  deps: Payments,
  payment: { providerRef: string; amountCents: number; refundedCents: number; currency: string },
) {
  const byInvoice = payment.providerRef.startsWith('in_');
  const charge = {
    id: sandboxId('ch'),
    object: 'charge',
    amount: payment.amountCents,
    amount_refunded: payment.refundedCents,
    currency: payment.currency,
    refunded: payment.refundedCents >= payment.amountCents,
    invoice: byInvoice ? payment.providerRef : null,
    payment_intent: byInvoice ? null : payment.providerRef,
  };
  await deliver(deps, [{ type: 'charge.refunded', object: charge }]);
}
