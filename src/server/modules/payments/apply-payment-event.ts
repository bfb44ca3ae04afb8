import { and, eq } from 'drizzle-orm';
import { isPaidPlan, planPrice, type PaidPlanId } from '#shared/payments';
import type { Database } from '#server/db/client';
import {
  checkoutSessions,
  paymentCustomers,
  payments,
  subscriptions,
  user,
} from '#server/db/schema';
import { idOf } from './customers';
import type {
  ChargeObject,
  CheckoutSessionObject,
  InvoiceObject,
  PaymentEvent,
  SubscriptionObject,
} from './payment-event-schema';
import { completePurchase, refundPurchase, releasePurchase } from './purchases';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PaymentEventContext = {
  /** stripe or sandbox: whose ids these are */
  provider: 'stripe' | 'sandbox';
  /** the plan a price id sells (a plan switch in the portal changes the price) */
  planOfPrice: (priceId: string) => PaidPlanId | null;
};

export type AppliedEvent = 'applied' | 'duplicate' | 'ignored';

/** A signed event the ledger cannot use: logged and set aside, never retried. */
export function unusableEvent(id: string | null, type: string | null, problem: string) {
  console.warn(`Payment event ${id ?? '(no id)'} (${type ?? 'no type'}) set aside: ${problem}.`);
  return 'ignored' as const;
}

/** An event for a member with no account here (never one, or deleted since): set aside, logged. */
function noMember(objectId: string, userId: string) {
  console.warn(`Payment event for ${objectId} set aside: no member ${userId} has an account here.`);
  return 'ignored' as const;
}

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

async function userOfCustomer(
  tx: Tx,
  provider: string,
  customerId: string | null,
): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx
    .select({ userId: paymentCustomers.userId })
    .from(paymentCustomers)
    .where(
      and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)),
    );
  return row?.userId ?? null;
}

/** The member an event names, if they have an account here (a deleted one has none). */
async function memberNamed(tx: Tx, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row?.id ?? null;
}

function planOfSubscription(
  subscription: SubscriptionObject,
  context: PaymentEventContext,
): PaidPlanId | null {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  const byPrice = priceId ? context.planOfPrice(priceId) : null;
  if (byPrice) return byPrice;
  const fromMetadata = subscription.metadata?.plan;
  return fromMetadata && isPaidPlan(fromMetadata) ? fromMetadata : null;
}

/**
 * A subscription as the provider reports it, written unless a later report is already held:
 * events can arrive out of order, and an old one must not move the subscription back.
 */
async function upsertSubscription(
  tx: Tx,
  subscription: SubscriptionObject,
  at: Date,
  context: PaymentEventContext,
  deleted: boolean,
) {
  const customerId = idOf(subscription.customer);
  const named =
    subscription.metadata?.userId ?? (await userOfCustomer(tx, context.provider, customerId));
  const plan = planOfSubscription(subscription, context);
  if (!named || !plan) return 'ignored' as const;
  const userId = await memberNamed(tx, named);
  if (!userId) return noMember(subscription.id, named);
  const state = {
    userId,
    tier: plan,
    status: deleted ? 'canceled' : subscription.status,
    currentPeriodEnd: deleted
      ? (fromUnix(subscription.ended_at) ?? at)
      : fromUnix(subscription.items?.data?.[0]?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    trialEnd: fromUnix(subscription.trial_end),
    provider: context.provider,
    providerCustomerId: customerId,
    stateAt: at,
  };
  const [existing] = await tx
    .select({ id: subscriptions.id, stateAt: subscriptions.stateAt })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscription.id));
  if (existing) {
    if (existing.stateAt && existing.stateAt > at) return 'ignored' as const;
    await tx.update(subscriptions).set(state).where(eq(subscriptions.id, existing.id));
  } else {
    await tx.insert(subscriptions).values({ ...state, providerSubscriptionId: subscription.id });
  }
  return 'applied' as const;
}

/** The subscription an invoice belongs to (moved under `parent` in current API versions). */
function subscriptionOfInvoice(invoice: InvoiceObject): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

async function recordInvoice(
  tx: Tx,
  invoice: InvoiceObject,
  status: 'paid' | 'failed',
  context: PaymentEventContext,
) {
  const customerId = idOf(invoice.customer);
  const metadataUser = invoice.parent?.subscription_details?.metadata?.userId;
  const named = metadataUser ?? (await userOfCustomer(tx, context.provider, customerId));
  if (!named) return 'ignored' as const;
  const userId = await memberNamed(tx, named);
  if (!userId) return noMember(invoice.id, named);
  const line = invoice.lines?.data?.[0];
  const planFromMetadata = invoice.parent?.subscription_details?.metadata?.plan;
  const priceId = idOf(line?.pricing?.price_details?.price);
  const plan =
    (priceId ? context.planOfPrice(priceId) : null) ??
    (planFromMetadata && isPaidPlan(planFromMetadata) ? planFromMetadata : null);
  const amount = status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  const description = plan
    ? `${planPrice(plan).name}${amount === 0 ? ' (free trial)' : ''}`
    : (line?.description ?? 'Subscription');
  await tx
    .insert(payments)
    .values({
      userId,
      provider: context.provider,
      providerRef: invoice.id,
      providerSubscriptionId: subscriptionOfInvoice(invoice),
      description,
      amountCents: amount,
      currency: invoice.currency ?? 'usd',
      status,
      createdAt: fromUnix(invoice.created) ?? new Date(),
    })
    // A failed invoice paid later (a retry, a new card) becomes paid; a paid one stays paid.
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: { status, amountCents: amount },
      setWhere: eq(payments.status, 'failed'),
    });
  return 'applied' as const;
}

/**
 * A payment refunded whole ends what it bought: the ledger says refunded, a pass or a seat
 * stops, and a card plan stops now. Applying it again changes nothing more.
 */
export async function endRefundedPayment(tx: Tx, provider: string, ref: string, at: Date) {
  await refundPurchase(tx, ref, provider);
  const [paid] = await tx
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .returning({ subscriptionId: payments.providerSubscriptionId });
  if (paid?.subscriptionId) {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: at, cancelAtPeriodEnd: false, stateAt: at })
      .where(eq(subscriptions.providerSubscriptionId, paid.subscriptionId));
  }
}

async function recordRefund(tx: Tx, charge: ChargeObject, at: Date, context: PaymentEventContext) {
  // A subscription's charge names its invoice; a one-time payment is known by its intent.
  const ref = idOf(charge.invoice) ?? idOf(charge.payment_intent);
  if (!ref || !charge.refunded) return 'ignored' as const;
  await endRefundedPayment(tx, context.provider, ref, at);
  return 'applied' as const;
}

async function completeCheckout(
  tx: Tx,
  session: CheckoutSessionObject,
  at: Date,
  context: PaymentEventContext,
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
  if (session.mode === 'payment') return completePurchase(tx, session, at, context.provider);
  return 'applied' as const;
}

/**
 * Applies one signed event, read strictly, to the ledger inside the caller's transaction (see
 * payment-events.ts, which stores it first and applies it once). Only what the signed event says
 * is trusted: user ids come from its metadata or from the customer it names, amounts from its
 * invoice.
 */
export async function applyPaymentEvent(
  tx: Tx,
  event: PaymentEvent,
  context: PaymentEventContext,
): Promise<'applied' | 'ignored'> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(tx, event.object, at, context);
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
      return recordInvoice(tx, event.object, 'paid', context);
    case 'invoice.payment_failed':
      return recordInvoice(tx, event.object, 'failed', context);
    case 'charge.refunded':
      return recordRefund(tx, event.object, at, context);
    default:
      return 'ignored';
  }
}
