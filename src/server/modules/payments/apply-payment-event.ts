import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isPaidPlan, planPrice, type PaidPlanId } from '#shared/payments';
import type { Database } from '#server/db/client';
import {
  checkoutSessions,
  paymentCustomers,
  payments,
  subscriptions,
  webhookEvents,
} from '#server/db/schema';
import { idOf } from './customers';
import { completePurchase, refundPurchase, releasePurchase } from './purchases';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PaymentEventContext = {
  /** stripe or sandbox: whose ids these are */
  provider: 'stripe' | 'sandbox';
  /** the plan a price id sells (a plan switch in the portal changes the price) */
  planOfPrice: (priceId: string) => PaidPlanId | null;
};

export type AppliedEvent = 'applied' | 'duplicate' | 'ignored';

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

function planOfSubscription(
  subscription: Stripe.Subscription,
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
  subscription: Stripe.Subscription,
  at: Date,
  context: PaymentEventContext,
  deleted: boolean,
) {
  const customerId = idOf(subscription.customer);
  const userId =
    subscription.metadata?.userId ?? (await userOfCustomer(tx, context.provider, customerId));
  const plan = planOfSubscription(subscription, context);
  if (!userId || !plan) return 'ignored' as const;
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
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

async function recordInvoice(
  tx: Tx,
  invoice: Stripe.Invoice,
  status: 'paid' | 'failed',
  context: PaymentEventContext,
) {
  const customerId = idOf(invoice.customer);
  const metadataUser = invoice.parent?.subscription_details?.metadata?.userId;
  const userId = metadataUser ?? (await userOfCustomer(tx, context.provider, customerId));
  if (!userId || !invoice.id) return 'ignored' as const;
  const line = invoice.lines?.data?.[0];
  const planFromMetadata = invoice.parent?.subscription_details?.metadata?.plan;
  const priceId = line?.pricing?.price_details?.price ?? null;
  const plan =
    (typeof priceId === 'string' ? context.planOfPrice(priceId) : null) ??
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

async function recordRefund(tx: Tx, charge: Stripe.Charge, at: Date, context: PaymentEventContext) {
  const invoiceId = (charge as Stripe.Charge & { invoice?: string | { id: string } | null })
    .invoice;
  // A subscription's charge names its invoice; a one-time payment is known by its intent.
  const ref = idOf(invoiceId ?? null) ?? idOf(charge.payment_intent);
  if (!ref || !charge.refunded) return 'ignored' as const;
  await endRefundedPayment(tx, context.provider, ref, at);
  return 'applied' as const;
}

async function completeCheckout(
  tx: Tx,
  session: Stripe.Checkout.Session,
  at: Date,
  context: PaymentEventContext,
) {
  const userId = session.client_reference_id;
  const customerId = idOf(session.customer);
  if (!userId) return 'ignored' as const;
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
 * Applies one verified provider event to the ledger, once: its id is stored in the same
 * transaction as its effect, so a delivery is either wholly applied or can be retried, and a
 * repeated delivery changes nothing. Only what the signed event says is trusted: user ids come
 * from its metadata or from the customer it names, amounts from its invoice.
 */
export async function applyPaymentEvent(
  db: Database,
  event: Stripe.Event,
  context: PaymentEventContext,
): Promise<AppliedEvent> {
  const at = new Date(event.created * 1000);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: `${context.provider}:${event.id}` })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!fresh) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
        return completeCheckout(tx, event.data.object, at, context);
      case 'checkout.session.async_payment_succeeded':
        return completeCheckout(tx, event.data.object, at, context);
      case 'checkout.session.expired':
        await releasePurchase(tx, event.data.object.id, context.provider, 'expired');
        await tx
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(
            and(
              eq(checkoutSessions.provider, context.provider),
              eq(checkoutSessions.providerSessionId, event.data.object.id),
              eq(checkoutSessions.status, 'open'),
            ),
          );
        return 'applied';
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.trial_will_end':
        return upsertSubscription(tx, event.data.object, at, context, false);
      case 'customer.subscription.deleted':
        return upsertSubscription(tx, event.data.object, at, context, true);
      case 'invoice.paid':
        return recordInvoice(tx, event.data.object, 'paid', context);
      case 'invoice.payment_failed':
        return recordInvoice(tx, event.data.object, 'failed', context);
      case 'charge.refunded':
        return recordRefund(tx, event.data.object, at, context);
      default:
        return 'ignored';
    }
  });
}
