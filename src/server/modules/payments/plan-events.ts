import { eq } from 'drizzle-orm';
import { isPaidPlan, planPrice, type PaidPlanId } from '#shared/payments';
import { payments, subscriptions } from '#server/db/schema';
import { memberNamed, noMember, userOfCustomer } from './customers';
import type { PaymentEventContext, Tx } from './payment-deps';
import { idOf, type InvoiceObject, type SubscriptionObject } from './payment-event-schema';

// What a payment event does to a member's plan: the subscription as the provider reports it,
// its invoices in the ledger, and a refund that ends it. apply-payment-event.ts dispatches here.

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

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
export async function upsertSubscription(
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

export async function recordInvoice(
  tx: Tx,
  invoice: InvoiceObject,
  status: 'paid' | 'failed',
  context: PaymentEventContext,
  now: Date,
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
      createdAt: fromUnix(invoice.created) ?? now,
    })
    // A failed invoice paid later (a retry, a new card) becomes paid; a paid one stays paid.
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: { status, amountCents: amount },
      setWhere: eq(payments.status, 'failed'),
    });
  return 'applied' as const;
}

/** A card plan whose payment was refunded whole stops now. */
export async function endRefundedPlan(tx: Tx, providerSubscriptionId: string, at: Date) {
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', currentPeriodEnd: at, cancelAtPeriodEnd: false, stateAt: at })
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
}
