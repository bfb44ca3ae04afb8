import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import {
  isPaidPlan,
  planPrice,
  purchaseMessages,
  SEAT_HOLD_MINUTES,
  type PaidPlanId,
} from '#shared/payments';
import { pricingTiers } from '#shared/pricing';
import { piPaymentMessages, type PiOrder, type PiOrderRequest } from '#shared/schemas/pi';
import { PiPlatformError, type PiPayment, type PiPlatform } from '#server/adapters/pi/pi-platform';
import type { Database } from '#server/db/client';
import { checkoutSessions, payments, piAccounts } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import type { Clock } from '#server/lib/clock';
import {
  grantPiMonth,
  keepHold,
  markPurchasePaid,
  purchaseSummary,
  reservePurchase,
  type Member,
} from '#server/modules/payments';
import type { Pi } from './create-pi';

export type PiPaymentsDeps = {
  db: Database;
  pi: Pi;
  /** a plan changed hands (the athlete lists put Recruiting Profile members first) */
  onSubscriptionChange: () => Promise<void>;
  /** a pass or a seat was bought: its channel's pages show it */
  onPurchaseChange: (channelSlug: string) => void;
  /** when orders, holds and payments are dated and expire */
  clock: Clock;
};

const ORDER_TTL_MS = 60 * 60_000;
/**
 * An approved payment for a pass or a seat keeps its hold at least this long: the wallet signs
 * and the chain confirms well within it. Completed later still, it follows the rule for a late
 * payment (markPurchasePaid).
 */
const APPROVED_HOLD_MS = 15 * 60_000;

/** A plan's price in Pi, in hundredths, from the same pricing tiers as the cards show. */
export function piPriceHundredths(plan: PaidPlanId): number {
  const tier = pricingTiers.find((item) => item.id === plan);
  return Math.round(Number(tier?.piPrice ?? 'NaN') * 100);
}

function platformOf(deps: PiPaymentsDeps): PiPlatform {
  if (!deps.pi.platform) throw new AppError('UNAVAILABLE', piPaymentMessages.notAvailable);
  return deps.pi.platform;
}

/** A Platform API failure, logged; the caller is told payments are unavailable. */
function platformDown(error: unknown): never {
  if (error instanceof PiPlatformError) {
    console.error(error.message);
    if (error.status === 404) throw new AppError('NOT_FOUND', piPaymentMessages.noSuchPayment);
    throw new AppError('UNAVAILABLE', piPaymentMessages.platformDown);
  }
  throw error;
}

async function uidOf(db: Database, user: Member): Promise<string> {
  const [row] = await db
    .select({ uid: piAccounts.uid })
    .from(piAccounts)
    .where(eq(piAccounts.userId, user.id));
  if (!row) throw new AppError('CONFLICT', piPaymentMessages.signInWithPi);
  return row.uid;
}

/** The payment, read from the Platform API (never the client's copy), if it is the caller's. */
async function callersPayment(deps: PiPaymentsDeps, user: Member, paymentId: string) {
  const uid = await uidOf(deps.db, user);
  const payment = await platformOf(deps).getPayment(paymentId).catch(platformDown);
  if (payment.user_uid !== uid) throw new AppError('FORBIDDEN', piPaymentMessages.notYours);
  return payment;
}

const isTestPayment = (payment: PiPayment) => payment.metadata?.test === true;

/**
 * The order a plan payment in Pi must match: amount and metadata come from here, and the
 * payment is checked against them before it is approved.
 */
export async function createPiOrder(
  deps: PiPaymentsDeps,
  user: Member,
  request: PiOrderRequest,
): Promise<PiOrder> {
  platformOf(deps);
  await uidOf(deps.db, user);
  const orderId = `pi_order_${randomBytes(12).toString('hex')}`;
  const now = deps.clock.now();
  const expiresAt = new Date(now + ORDER_TTL_MS);
  if ('plan' in request) {
    const hundredths = piPriceHundredths(request.plan);
    await deps.db.insert(checkoutSessions).values({
      userId: user.id,
      provider: 'pi',
      providerSessionId: orderId,
      plan: request.plan,
      amountCents: hundredths,
      expiresAt,
    });
    return {
      orderId,
      amount: hundredths / 100,
      memo: `${planPrice(request.plan).name}: 1 month`,
      metadata: { orderId, plan: request.plan, period: '1', service: 'subscription' },
    };
  }
  // A pass or a seat: reserved as for a card checkout, priced one Pi to the dollar, as the plans.
  const reserved = await reservePurchase(
    { db: deps.db, providerKind: 'pi' },
    user,
    request,
    new Date(now),
  );
  if ('reopen' in reserved) throw new AppError('CONFLICT', piPaymentMessages.openCardCheckout);
  const { purchaseId, order } = reserved;
  await deps.db.insert(checkoutSessions).values({
    userId: user.id,
    provider: 'pi',
    providerSessionId: orderId,
    plan: order.kind,
    purchaseId,
    amountCents: order.amountCents,
    expiresAt: new Date(now + SEAT_HOLD_MINUTES * 60_000),
  });
  return {
    orderId,
    amount: order.amountCents / 100,
    memo: order.description,
    metadata: {
      orderId,
      plan: order.kind,
      period: '1',
      service: order.kind === 'pass' ? 'pay-per-view' : 'session',
    },
  };
}

/** One of the member's Pi orders: by its own id, or by the payment approved for it. */
async function piOrder(deps: PiPaymentsDeps, user: Member, by: SQL) {
  const [order] = await deps.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, 'pi'), eq(checkoutSessions.userId, user.id), by));
  return order;
}

async function orderOf(deps: PiPaymentsDeps, user: Member, payment: PiPayment) {
  const orderId = payment.metadata?.orderId;
  if (typeof orderId !== 'string') throw new AppError('BAD_REQUEST', piPaymentMessages.noOrder);
  const order = await piOrder(deps, user, eq(checkoutSessions.providerSessionId, orderId));
  if (!order) throw new AppError('BAD_REQUEST', piPaymentMessages.noOrder);
  const matches =
    Math.round(payment.amount * 100) === order.amountCents &&
    payment.metadata.plan === order.plan &&
    payment.metadata.period === '1' &&
    payment.direction === 'user_to_app';
  if (!matches) throw new AppError('BAD_REQUEST', piPaymentMessages.mismatch);
  return order;
}

/**
 * onReadyForServerApproval: the payment is read from the Platform API and approved only if it
 * is the caller's and matches their open order (amount, plan, period); a test payment from the
 * developer pages is approved without an order and never grants anything. A pass or a seat is
 * approved only while its hold runs, as a card checkout takes a payment only while it is open,
 * and approval keeps the hold long enough for the payment to complete.
 */
export async function approvePiPayment(deps: PiPaymentsDeps, user: Member, paymentId: string) {
  const now = new Date(deps.clock.now());
  const payment = await callersPayment(deps, user, paymentId);
  if (payment.status.cancelled) throw new AppError('CONFLICT', piPaymentMessages.cancelled);
  if (!isTestPayment(payment)) {
    const order = await orderOf(deps, user, payment);
    if (order.expiresAt < now && order.piPaymentId !== paymentId) {
      throw new AppError('CONFLICT', piPaymentMessages.orderExpired);
    }
    await deps.db.transaction(async (tx) => {
      // One payment per order: a second payment for the same order is refused.
      const [claimed] = await tx
        .update(checkoutSessions)
        .set({ piPaymentId: paymentId })
        .where(
          and(
            eq(checkoutSessions.id, order.id),
            or(isNull(checkoutSessions.piPaymentId), eq(checkoutSessions.piPaymentId, paymentId)),
          ),
        )
        .returning({ id: checkoutSessions.id });
      if (!claimed) throw new AppError('CONFLICT', piPaymentMessages.orderTaken);
      // Once per payment: approving it again does not hold the seat longer.
      if (order.purchaseId && !payment.status.developer_approved) {
        await keepHold(tx, order.purchaseId, now, new Date(now.getTime() + APPROVED_HOLD_MS));
      }
    });
  }
  if (!payment.status.developer_approved) {
    await platformOf(deps).approvePayment(paymentId).catch(platformDown);
  }
  return { approved: true, test: isTestPayment(payment) };
}

/**
 * onReadyForServerCompletion (complete-pi-payment, docs/product.md#pi-payments): the txid must be
 * the payment's verified transaction; the payment is marked paid and the plan granted only after
 * the Platform API's /complete answered 200, and once per payment id however often this is called.
 * A seat whose hold ended before completion, in a session filled meanwhile, is not booked: the Pi
 * has moved, so the payment is recorded, the purchase marked for refund, and the caller told (409).
 */
export async function completePiPayment(
  deps: PiPaymentsDeps,
  user: Member,
  paymentId: string,
  txid: string,
): Promise<{ granted: boolean; test: boolean; plan: PaidPlanId | null }> {
  const payment = await callersPayment(deps, user, paymentId);
  if (!payment.transaction || payment.transaction.txid !== txid || !payment.transaction.verified) {
    throw new AppError('BAD_REQUEST', piPaymentMessages.wrongTxid);
  }
  if (isTestPayment(payment)) {
    if (!payment.status.developer_completed) {
      await platformOf(deps).completePayment(paymentId, txid).catch(platformDown);
    }
    return { granted: false, test: true, plan: null };
  }
  const order = await piOrder(deps, user, eq(checkoutSessions.piPaymentId, paymentId));
  if (!order || (!order.purchaseId && !isPaidPlan(order.plan))) {
    throw new AppError('BAD_REQUEST', piPaymentMessages.noOrder);
  }
  const plan = isPaidPlan(order.plan) ? order.plan : null;
  const purchase = order.purchaseId ? await purchaseSummary(deps.db, order.purchaseId) : null;
  const [recorded] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, 'pi'), eq(payments.providerRef, paymentId)));
  if (recorded) {
    // Recorded for a refund: the seat is still not theirs.
    if (purchase?.status === 'refund_due') {
      throw new AppError('CONFLICT', purchaseMessages.lateSeat);
    }
    return { granted: true, test: false, plan };
  }

  if (!payment.status.developer_completed) {
    await platformOf(deps)
      .completePayment(paymentId, txid)
      .catch((error: unknown) => {
        if (error instanceof PiPlatformError) {
          console.error(error.message);
          throw new AppError('UNAVAILABLE', piPaymentMessages.completionFailed);
        }
        throw error;
      });
  }
  const at = new Date(deps.clock.now());
  const outcome = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(payments)
      .values({
        userId: user.id,
        provider: 'pi',
        providerRef: paymentId,
        description: `${purchase?.description ?? planPrice(plan!).name} (paid in Pi)`,
        amountCents: order.amountCents,
        currency: 'pi',
        status: 'paid',
        txid,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!fresh) return 'recorded already';
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: at })
      .where(eq(checkoutSessions.id, order.id));
    return order.purchaseId ? markPurchasePaid(tx, order.purchaseId, at, paymentId, at) : 'paid';
  });
  if (outcome === 'refund_due') throw new AppError('CONFLICT', purchaseMessages.lateSeat);
  const granted = outcome !== 'recorded already';
  if (granted && plan) {
    await grantPiMonth(deps.db, user.id, plan, at);
    await deps.onSubscriptionChange();
  }
  if (granted && purchase) deps.onPurchaseChange(purchase.channelSlug);
  return { granted: true, test: false, plan };
}

/**
 * onIncompletePaymentFound: a payment sent to the chain but never completed by the app is
 * completed now (the same checks and grant as above); one that was never signed is cancelled,
 * so the member can pay again.
 */
export async function resolveIncompletePiPayment(
  deps: PiPaymentsDeps,
  user: Member,
  paymentId: string,
): Promise<{ outcome: 'completed' | 'cancelled' }> {
  const payment = await callersPayment(deps, user, paymentId);
  if (payment.transaction?.verified) {
    await completePiPayment(deps, user, paymentId, payment.transaction.txid);
    return { outcome: 'completed' };
  }
  if (!payment.status.cancelled && !payment.status.developer_completed) {
    await platformOf(deps).cancelPayment(paymentId).catch(platformDown);
  }
  return { outcome: 'cancelled' };
}
