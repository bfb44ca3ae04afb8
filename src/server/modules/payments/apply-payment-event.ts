import { and, eq } from 'drizzle-orm';
import { checkoutSessions, paymentCustomers, payments } from '#server/db/schema';
import { memberNamed, noMember } from './customers';
import type { PaymentEventContext, Tx } from './payment-deps';
import {
  idOf,
  type ChargeObject,
  type CheckoutSessionObject,
  type PaymentEvent,
} from './payment-event-schema';
import { endRefundedPlan, recordInvoice, upsertSubscription } from './plan-events';
import { completePurchase, refundPurchase, releasePurchase } from './purchases';

// The event handler: one signed event, dispatched to a member's plan (plan-events.ts) or to a
// one-time purchase (purchases.ts). Neither calls back here.

export type AppliedEvent = 'applied' | 'duplicate' | 'ignored';

/** A signed event the ledger cannot use: logged and set aside, never retried. */
export function unusableEvent(id: string | null, type: string | null, problem: string) {
  console.warn(`Payment event ${id ?? '(no id)'} (${type ?? 'no type'}) set aside: ${problem}.`);
  return 'ignored' as const;
}

/**
 * A payment refunded whole ends what it bought: the ledger says refunded, a pass or a seat
 * stops, and a card plan stops now. Applying it again changes nothing more.
 */
export async function endRefundedPayment(
  tx: Tx,
  provider: string,
  ref: string,
  at: Date,
  now: Date,
) {
  await refundPurchase(tx, ref, provider, now);
  const [paid] = await tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .returning({ subscriptionId: payments.providerSubscriptionId });
  if (paid?.subscriptionId) await endRefundedPlan(tx, paid.subscriptionId, at);
}

async function recordRefund(
  tx: Tx,
  charge: ChargeObject,
  at: Date,
  context: PaymentEventContext,
  now: Date,
) {
  // A subscription's charge names its invoice; a one-time payment is known by its intent.
  const ref = idOf(charge.invoice) ?? idOf(charge.payment_intent);
  if (!ref || !charge.refunded) return 'ignored' as const;
  await endRefundedPayment(tx, context.provider, ref, at, now);
  return 'applied' as const;
}

async function completeCheckout(
  tx: Tx,
  session: CheckoutSessionObject,
  at: Date,
  context: PaymentEventContext,
  now: Date,
) {
  const named = session.client_reference_id;
  const customerId = idOf(session.customer);
  if (!named) return 'ignored' as const;
  const userId = await memberNamed(tx, named);
  if (!userId) return noMember(session.id, named);
  if (customerId) {
    await tx
      .insert(paymentCustomers)
      .values({ userId, provider: context.provider, customerId })
      .onConflictDoNothing();
  }
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: at })
    .where(
      and(
        eq(checkoutSessions.provider, context.provider),
        eq(checkoutSessions.providerSessionId, session.id),
        eq(checkoutSessions.userId, userId),
      ),
    );
  if (session.mode === 'payment') return completePurchase(tx, session, at, context.provider, now);
  return 'applied' as const;
}

/**
 * Applies one signed event, read strictly, to the ledger inside the caller's transaction (see
 * payment-events.ts, which stores it first and applies it once). Only what the signed event says
 * is trusted: user ids come from its metadata or from the customer it names, amounts from its
 * invoice. `now` is when it is applied, which a seat's hold and a refund's end go by; `at` is
 * when the provider says it happened.
 */
export async function applyPaymentEvent(
  tx: Tx,
  event: PaymentEvent,
  context: PaymentEventContext,
  now: Date,
): Promise<'applied' | 'ignored'> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(tx, event.object, at, context, now);
    case 'checkout.session.expired':
      await releasePurchase(tx, event.object.id, context.provider, 'expired');
      await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(checkoutSessions.provider, context.provider),
            eq(checkoutSessions.providerSessionId, event.object.id),
            eq(checkoutSessions.status, 'open'),
          ),
        );
      return 'applied';
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.trial_will_end':
      return upsertSubscription(tx, event.object, at, context, false);
    case 'customer.subscription.deleted':
      return upsertSubscription(tx, event.object, at, context, true);
    case 'invoice.paid':
      return recordInvoice(tx, event.object, 'paid', context, now);
    case 'invoice.payment_failed':
      return recordInvoice(tx, event.object, 'failed', context, now);
    case 'charge.refunded':
      return recordRefund(tx, event.object, at, context, now);
    default:
      return 'ignored';
  }
}
