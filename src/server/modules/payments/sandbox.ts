import { and, eq, gt } from 'drizzle-orm';
import { paymentMessages, planPrice, sandboxCards, type PaidPlanId } from '#shared/payments';
import type { SandboxCheckout } from '#shared/schemas/payments';
import { checkoutSessions } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { customerOf, type Member } from './customers';
import type { Payments, Tx } from './payment-deps';
import { keepHold, purchaseSummary, releasePurchase } from './purchases';
import {
  DAY_S,
  deliver,
  invoiceObject,
  MONTH_S,
  sandboxId,
  subscriptionObject,
  type SubscriptionState,
} from './sandbox-events';

// The sandbox's checkout (decision 0013): its page, paid with a test card or left, as Stripe's
// would be. The portal is sandbox-portal.ts; what either sends in Stripe's place, sandbox-events.ts.

export function requireSandbox(deps: Payments) {
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

const finishedMessage = 'This checkout is already finished. Choose a plan again.';

/**
 * Pay claims the open checkout in the transaction that stores its events, and Leave in its own:
 * whichever commits first wins, and the other is refused, so a checkout is paid or left, never
 * both. A checkout past its time, or whose seat's hold has ended, takes no payment.
 */
async function claimForPayment(
  tx: Tx,
  checkout: { id: string; purchaseId: string | null },
  now: Date,
) {
  const [claimed] = await tx
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(
      and(
        eq(checkoutSessions.id, checkout.id),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, now),
      ),
    )
    .returning({ id: checkoutSessions.id });
  if (!claimed) throw new AppError('CONFLICT', finishedMessage);
  if (checkout.purchaseId) await keepHold(tx, checkout.purchaseId, now);
}

async function ownCheckout(deps: Payments, user: Member, sessionId: string, now: Date) {
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
  if (row.status === 'open' && row.expiresAt < now) {
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
  const row = await ownCheckout(deps, user, sessionId, new Date(deps.clock.now()));
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

/**
 * Refuses a test card as a checkout does: the numbers that decline, a number that fails Luhn's
 * check, an expiry in the past.
 */
export function checkCard(card: { cardNumber: string; expiry: string }, now: number) {
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
  const expiresEnd = new Date(Date.UTC(2000 + year!, month!, 1));
  if (expiresEnd.getTime() <= now) {
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
  const at = new Date(deps.clock.now());
  const row = await ownCheckout(deps, user, sessionId, at);
  if (row.status !== 'open') throw new AppError('CONFLICT', finishedMessage);
  checkCard(card, at.getTime());
  const claim = (tx: Tx) => claimForPayment(tx, row, at);
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
  const now = Math.floor(at.getTime() / 1000);
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
      { type: 'customer.subscription.created', object: subscriptionObject(state, now) },
      {
        type: 'invoice.paid',
        object: invoiceObject(state, trialEnd ? 0 : row.amountCents, true, now),
      },
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
  const row = await ownCheckout(deps, user, sessionId, new Date(deps.clock.now()));
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
