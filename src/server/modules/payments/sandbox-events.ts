import { randomBytes } from 'node:crypto';
import { planPrice, type PaidPlanId } from '#shared/payments';
import { verifyPaymentEvent } from './checkout';
import { sandboxPriceId } from './create-payments';
import type { Clock } from '#server/lib/clock';
import type { Payments, Tx } from './payment-deps';
import { takePaymentEvents } from './payment-events';

// What the sandbox sends in Stripe's place (decision 0013): its events, built and signed as
// Stripe sends them and applied through the same path as Stripe's webhooks, and the
// subscription and invoice objects they carry.

export const DAY_S = 86_400;
export const MONTH_S = 30 * DAY_S;

export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
export const nowSeconds = (clock: Clock) => Math.floor(clock.now() / 1000);

type SandboxEvent = { type: string; object: Record<string, unknown> };

/**
 * What Stripe would send, in its order: each event built as Stripe sends it, signed with the
 * sandbox's secret and verified like one, then stored and applied together through the same
 * path as Stripe's webhooks (payment-events.ts), after `claim` if given: all of them or none.
 */
export async function deliver(
  deps: Payments,
  events: SandboxEvent[],
  claim?: (tx: Tx) => Promise<void>,
) {
  const payloads = events.map(({ type, object }) => {
    const payload = JSON.stringify({
      id: sandboxId('evt'),
      object: 'event',
      api_version: '2026-07-29.dahlia',
      created: nowSeconds(deps.clock),
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

export type SubscriptionState = {
  id: string;
  customer: string;
  userId: string;
  plan: PaidPlanId;
  status: string;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
};

/** `now`: the time the object is sent, in seconds, as Stripe dates it. */
export const subscriptionObject = (state: SubscriptionState, now: number) => ({
  id: state.id,
  object: 'subscription',
  customer: state.customer,
  status: state.status,
  cancel_at_period_end: state.cancelAtPeriodEnd,
  trial_end: state.trialEnd,
  ended_at: state.status === 'canceled' ? now : null,
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

export const invoiceObject = (
  state: SubscriptionState,
  amount: number,
  paid: boolean,
  now: number,
  id = sandboxId('in'),
) => ({
  id,
  object: 'invoice',
  customer: state.customer,
  currency: 'usd',
  created: now,
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
