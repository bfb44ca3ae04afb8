import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { heldSubscriptionStates, planPrice, TRIAL_DAYS, type PaidPlanId } from '#shared/payments';
import type { Billing, CheckoutStatus, PurchaseRequest } from '#shared/schemas/payments';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import { checkoutSessions, payments, subscriptions } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import type { AppliedEvent } from './apply-payment-event';
import type { Payments } from './payment-deps';
import { customerOf, type Member } from './customers';
import { takePaymentEvents } from './payment-events';
import { startPurchase } from './purchase-checkout';
import { purchaseSummary } from './purchases';

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
async function heldSubscription(deps: Payments, userId: string, now: number) {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, deps.provider.kind),
        inArray(subscriptions.status, [...heldSubscriptionStates]),
        gt(subscriptions.currentPeriodEnd, new Date(now)),
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
 * create-checkout (docs/product.md#card-checkout): the amount is the server's own; a member who
 * already holds a paid plan is sent to the portal to switch or manage it instead of paying twice.
 */
export async function startCheckout(
  deps: Payments,
  user: Member,
  plan: PaidPlanId,
): Promise<string> {
  const now = deps.clock.now();
  if (await heldSubscription(deps, user.id, now)) return portalUrl(deps, user);
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
        gt(checkoutSessions.expiresAt, new Date(now + 5 * 60_000)),
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
      idempotencyKey: `checkout:${user.id}:${plan}:${Math.floor(now / 60_000)}`,
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
      expiresAt: new Date(now + CHECKOUT_TTL_MS),
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
      refundDue: purchase?.status === 'refund_due',
      sessionCancelled: purchase?.sessionCancelled ?? false,
    };
  }
  const held = await heldSubscription(deps, user.id, deps.clock.now());
  const plan = row.plan as PaidPlanId;
  return {
    status,
    plan,
    planName: planPrice(plan).name,
    active: held?.tier === plan && held.status !== 'past_due',
    channelSlug: null,
    accessUntil: null,
    refundDue: false,
    sessionCancelled: false,
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

/** A signature may be this many seconds old, or this many ahead of this server's clock. */
const SIGNATURE_TOLERANCE_S = 300;

/** The signing time in a Stripe-Signature header, read as Stripe's library reads it. */
function signedAt(header: string): number {
  let seconds = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') seconds = Number.parseInt(value ?? '', 10);
  }
  return seconds;
}

/**
 * A provider's webhook delivery is checked before anything reads it: the signature over the raw
 * body, and its time, which may be at most 5 minutes old (Stripe's library checks that) and at
 * most 5 minutes ahead (it does not).
 */
export function verifyPaymentEvent(
  deps: Pick<Payments, 'stripe' | 'webhookSecret' | 'clock'>,
  rawBody: string,
  signature: string | undefined,
): void {
  try {
    if (!signature) throw new Error('no signature');
    deps.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      deps.webhookSecret,
      SIGNATURE_TOLERANCE_S,
    );
  } catch {
    throw new WebhookSignatureError('The webhook signature is missing, wrong or too old.');
  }
  if (!(signedAt(signature) <= deps.clock.now() / 1000 + SIGNATURE_TOLERANCE_S)) {
    throw new WebhookSignatureError('The webhook signature is dated in the future.');
  }
}

/**
 * A provider's webhook delivery: verified, then stored and applied once (payment-events.ts). A
 * signed event whose content cannot be used is set aside and logged, and answered like a handled
 * one, so the provider does not send it again for days.
 */
export async function receivePaymentEvent(
  deps: Payments,
  rawBody: string,
  signature: string | undefined,
): Promise<AppliedEvent> {
  verifyPaymentEvent(deps, rawBody, signature);
  const [result] = await takePaymentEvents(deps, [rawBody]);
  return result!;
}
