import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import { heldSubscriptionStates, planPrice, TRIAL_DAYS, type PaidPlanId } from '#shared/payments';
import type { Billing, CheckoutStatus, PurchaseRequest } from '#shared/schemas/payments';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import { checkoutSessions, payments, subscriptions } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { applyPaymentEvent, type AppliedEvent } from './apply-payment-event';
import type { Payments } from './create-payments';
import { customerOf, type Member } from './customers';
import { sendPaymentMail } from './payment-mails';
import { purchaseChannelOf, purchaseSummary, startPurchase } from './purchases';

/** A checkout page stays open this long (Stripe's default is a day; a sandbox page less). */
const CHECKOUT_TTL_MS = 60 * 60_000;

function providerDown(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    console.error(`Payment provider error: ${error.status} ${error.message}`);
    throw new AppError('UNAVAILABLE', 'Payments are not available right now. Please try again.');
  }
  throw error;
}

/** The member's plan held at this provider now, if any. */
async function heldSubscription(deps: Payments, userId: string) {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, deps.provider.kind),
        inArray(subscriptions.status, [...heldSubscriptionStates]),
        gt(subscriptions.currentPeriodEnd, new Date()),
      ),
    )
    .orderBy(desc(subscriptions.stateAt))
    .limit(1);
  return row ?? null;
}

/** The billing portal, where a member changes card, switches plan or cancels. */
export async function portalUrl(deps: Payments, user: Member): Promise<string> {
  const customerId = await customerOf(deps, user.id);
  if (!customerId) {
    throw new AppError('CONFLICT', 'You have no billing account yet: choose a plan first.');
  }
  const { url } = await deps.provider
    .createPortal({ customerId, returnUrl: `${deps.publicUrl}/profile` })
    .catch(providerDown);
  return url;
}

/**
 * SPEC §7 create-checkout: the amount is the server's own; a member who already holds a paid
 * plan is sent to the portal to switch or manage it instead of paying twice.
 */
export async function startCheckout(
  deps: Payments,
  user: Member,
  plan: PaidPlanId,
): Promise<string> {
  if (await heldSubscription(deps, user.id)) return portalUrl(deps, user);
  // A second press within the hour reopens the same checkout rather than a new one.
  const [open] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, user.id),
        eq(checkoutSessions.provider, deps.provider.kind),
        eq(checkoutSessions.plan, plan),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, new Date(Date.now() + 5 * 60_000)),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  if (open && deps.provider.kind === 'sandbox')
    return `/checkout/sandbox/${open.providerSessionId}`;

  const { cents } = planPrice(plan);
  const { sessionId, url } = await deps.provider
    .createSubscriptionCheckout({
      plan,
      userId: user.id,
      email: user.email,
      customerId: await customerOf(deps, user.id),
      amountCents: cents,
      trialDays: TRIAL_DAYS[plan],
      successUrl: `${deps.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/checkout/cancel?plan=${plan}`,
      idempotencyKey: `checkout:${user.id}:${plan}:${Math.floor(Date.now() / 60_000)}`,
    })
    .catch(providerDown);
  await deps.db
    .insert(checkoutSessions)
    .values({
      userId: user.id,
      provider: deps.provider.kind,
      providerSessionId: sessionId,
      plan,
      amountCents: cents,
      trialDays: TRIAL_DAYS[plan],
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    })
    .onConflictDoNothing();
  return url;
}

/** A checkout for a pay-per-view pass or a seat at a session. */
export const startPurchaseCheckout = (deps: Payments, user: Member, request: PurchaseRequest) =>
  startPurchase(deps, user, request, providerDown);

/** What became of a checkout, for the page the buyer returns to. */
export async function checkoutStatus(
  deps: Payments,
  user: Member,
  sessionId: string,
): Promise<CheckoutStatus> {
  const [row] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, user.id),
        eq(checkoutSessions.provider, deps.provider.kind),
        eq(checkoutSessions.providerSessionId, sessionId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'No such checkout.');
  const status = row.status as CheckoutStatus['status'];
  if (row.purchaseId) {
    const purchase = await purchaseSummary(deps.db, row.purchaseId);
    return {
      status,
      plan: row.plan as CheckoutStatus['plan'],
      planName: purchase?.description ?? 'Your purchase',
      active: purchase?.status === 'paid',
      channelSlug: purchase?.channelSlug ?? null,
      accessUntil:
        purchase?.kind === 'pass' && purchase.status === 'paid'
          ? (purchase.accessUntil?.toISOString() ?? null)
          : null,
    };
  }
  const held = await heldSubscription(deps, user.id);
  const plan = row.plan as PaidPlanId;
  return {
    status,
    plan,
    planName: planPrice(plan).name,
    active: held?.tier === plan && held.status !== 'past_due',
    channelSlug: null,
    accessUntil: null,
  };
}

/** The Billing card: the plan held (or last held), and the receipts. */
export async function getBilling(deps: Payments, user: Member): Promise<Billing> {
  const [[current], receipts] = await Promise.all([
    deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(desc(subscriptions.stateAt), desc(subscriptions.updatedAt))
      .limit(1),
    deps.db
      .select()
      .from(payments)
      .where(eq(payments.userId, user.id))
      .orderBy(desc(payments.createdAt))
      .limit(24),
  ]);
  const plan = current?.tier === 'premium' || current?.tier === 'recruiting' ? current.tier : null;
  return {
    subscription:
      current && plan
        ? {
            plan,
            planName: planPrice(plan).name,
            status: current.status as NonNullable<Billing['subscription']>['status'],
            cancelAtPeriodEnd: current.cancelAtPeriodEnd,
            currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
            trialEnd: current.trialEnd?.toISOString() ?? null,
            provider: current.provider as NonNullable<Billing['subscription']>['provider'],
          }
        : null,
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      description: receipt.description,
      amountCents: receipt.amountCents,
      currency: receipt.currency,
      status: receipt.status as Billing['receipts'][number]['status'],
      createdAt: receipt.createdAt.toISOString(),
    })),
    sandbox: deps.sandbox,
  };
}

export class WebhookSignatureError extends Error {}

/** Events that can change who holds which plan. */
const changesPlan = (event: Stripe.Event) =>
  event.type.startsWith('customer.subscription.') || event.type === 'charge.refunded';

/**
 * A provider's webhook delivery: the signature over the raw body is checked (5-minute
 * tolerance) before anything is read, then the event is applied once.
 */
export async function receivePaymentEvent(
  deps: Payments,
  rawBody: string,
  signature: string | undefined,
): Promise<AppliedEvent> {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, 300);
  } catch {
    throw new WebhookSignatureError('The webhook signature is missing, wrong or too old.');
  }
  const result = await applyPaymentEvent(deps.db, event, deps.context);
  // Mail only once the event's effect is stored, and only the first time it is.
  if (result === 'applied' && deps.mail) await sendPaymentMail(deps.mail, event);
  // Once committed: a list read meanwhile would otherwise keep the old order.
  if (result === 'applied' && changesPlan(event)) await deps.onSubscriptionChange?.();
  if (result === 'applied' && deps.onPurchaseChange) {
    const slug = await purchaseChannelOf(deps.db, event, deps.context.provider);
    if (slug) deps.onPurchaseChange(slug);
  }
  return result;
}
