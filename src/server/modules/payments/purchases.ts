import { and, eq, gt, sql } from 'drizzle-orm';
import { purchaseMessages } from '#shared/payments';
import type { PurchaseRequest } from '#shared/schemas/payments';
import type { Database } from '#server/db/client';
import { channels, payments, purchases, events } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import type { Member } from './customers';
import type { Tx } from './payment-deps';
import { idOf, type CheckoutSessionObject, type PaymentEvent } from './payment-event-schema';
import { passWindow, reservePass } from './pass-purchases';
import type { Reservation, Reserver } from './purchase-order';
import { lockSession, reserveSeat, seatWindow, sessionFilledWithout } from './seat-bookings';

// One-time purchases, passes and seats alike: reserved, paid once, held for their payment,
// released, refunded. What is particular to each is in pass-purchases.ts and seat-bookings.ts.

/**
 * Works out what is being bought from the server's own rows and reserves it: a seat is held, a
 * pass waits as pending. A sandbox checkout still open for the same thing is answered instead
 * (`reopen`), so pressing again does not open a second one.
 */
export function reservePurchase(
  deps: Reserver,
  user: Member,
  request: PurchaseRequest,
  now: Date,
): Promise<Reservation> {
  return request.kind === 'pass'
    ? reservePass(deps, user, request.channel, now)
    : reserveSeat(deps, user, request.session, now);
}

/**
 * A paid one-time checkout: its purchase becomes paid once, with the access window the server
 * sets (a pass: 48 hours from payment; a booking: its session), and the ledger gets the
 * payment with the amount the signed event states. An amount short of the price grants nothing.
 */
export async function completePurchase(
  tx: Tx,
  session: CheckoutSessionObject,
  at: Date,
  provider: 'stripe' | 'sandbox',
  now: Date,
): Promise<'applied' | 'ignored'> {
  const purchaseId = session.metadata?.purchaseId;
  const userId = session.client_reference_id;
  if (!purchaseId || !userId || session.payment_status !== 'paid') return 'ignored';
  const [purchase] = await tx
    .select({ amountCents: purchases.amountCents, description: purchases.description })
    .from(purchases)
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.userId, userId),
        eq(purchases.provider, provider),
      ),
    );
  if (!purchase) return 'ignored';
  const paid = session.amount_total ?? 0;
  if (paid < purchase.amountCents) {
    console.error(
      `Checkout ${session.id} paid ${paid} for purchase ${purchaseId} priced ${purchase.amountCents}: not granted.`,
    );
    return 'ignored';
  }
  const paymentRef = idOf(session.payment_intent) ?? session.id;
  // Paid or refunded already: this delivery changes nothing. A seat paid too late is recorded
  // (and its buyer told by mail) for a refund.
  if ((await markPurchasePaid(tx, purchaseId, at, paymentRef, now)) === 'unchanged') {
    return 'ignored';
  }
  await tx
    .insert(payments)
    .values({
      userId,
      provider,
      providerRef: paymentRef,
      description: purchase.description,
      amountCents: paid,
      currency: session.currency ?? 'usd',
      status: 'paid',
      createdAt: at,
    })
    .onConflictDoNothing();
  return 'applied';
}

/**
 * The rule for a payment that arrives when its purchase no longer holds a seat (its hold ran
 * out, or its checkout was left): a pass is still granted, and a seat is booked only if the
 * session has one free, counted under the session's lock as when a seat is held. Otherwise the
 * purchase is marked `refund_due` with its payment, which the ledger records as paid, so a
 * session never sells more seats than it has. Before any money moves, a late payment is refused
 * instead (keepHold).
 */
export type PaidOutcome = 'paid' | 'refund_due' | 'unchanged';

/**
 * A purchase paid: a pass opens its channel for 48 hours from payment, a seat is booked for its
 * session (or, when the session filled after its hold ran out, marked for refund). Only a
 * purchase not yet paid, refunded or marked changes. `at` is when it was paid; `now`, which its
 * hold is measured against, when the payment is taken.
 */
export async function markPurchasePaid(
  tx: Tx,
  purchaseId: string,
  at: Date,
  paymentRef: string,
  now: Date,
): Promise<PaidOutcome> {
  const [found] = await tx
    .select({ sessionId: purchases.sessionId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!found) return 'unchanged';
  if (found.sessionId) await lockSession(tx, found.sessionId);
  const [row] = await tx
    .select({ purchase: purchases, session: events })
    .from(purchases)
    .leftJoin(events, eq(events.id, purchases.sessionId))
    .where(eq(purchases.id, purchaseId));
  if (!row || ['paid', 'refunded', 'refund_due'].includes(row.purchase.status)) return 'unchanged';
  const { purchase, session } = row;
  const stillHeld = purchase.status === 'pending' && purchase.holdUntil > now;
  // A seat is not sold when its session was cancelled (a card checkout may still be open at the
  // provider when staff cancel), nor when the hold ran out and the session filled meanwhile.
  const cancelled = session?.cancelledAt != null;
  if (
    session &&
    (cancelled || (!stillHeld && (await sessionFilledWithout(tx, session, purchaseId, now))))
  ) {
    await tx
      .update(purchases)
      .set({ status: 'refund_due', paidAt: at, providerPaymentRef: paymentRef })
      .where(eq(purchases.id, purchaseId));
    console.warn(
      cancelled
        ? `Purchase ${purchaseId} was paid after its session was cancelled: refund due.`
        : `Purchase ${purchaseId} was paid after its hold ended and its session filled: refund due.`,
    );
    return 'refund_due';
  }
  const window = purchase.kind === 'pass' ? passWindow(at) : seatWindow(session, at);
  await tx
    .update(purchases)
    .set({ status: 'paid', paidAt: at, providerPaymentRef: paymentRef, ...window })
    .where(eq(purchases.id, purchaseId));
  return 'paid';
}

/**
 * A purchase takes a payment only while it waits within its hold. Where a payment is accepted
 * before any money moves (the test-mode checkout's Pay, a Pi payment's approval), this refuses
 * a late one with 409, as a card checkout that has closed refuses it; otherwise the hold is kept
 * at least `until` then, so the payment can complete before the seat is given to someone else.
 */
export async function keepHold(tx: Tx, purchaseId: string, now: Date, until?: Date): Promise<void> {
  const [found] = await tx
    .select({ sessionId: purchases.sessionId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (found?.sessionId) await lockSession(tx, found.sessionId);
  const [kept] = await tx
    .update(purchases)
    .set({ holdUntil: sql`greatest(${purchases.holdUntil}, ${until ?? now})` })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, 'pending'),
        gt(purchases.holdUntil, now),
      ),
    )
    .returning({ id: purchases.id });
  if (!kept) throw new AppError('CONFLICT', purchaseMessages.holdEnded);
}

/** An expired or abandoned checkout gives its seat back. */
export async function releasePurchase(
  tx: Tx,
  providerSessionId: string,
  provider: string,
  status: 'expired' | 'canceled',
) {
  await tx
    .update(purchases)
    .set({ status })
    .where(
      and(
        eq(purchases.provider, provider),
        eq(purchases.providerSessionId, providerSessionId),
        eq(purchases.status, 'pending'),
      ),
    );
}

/** A refunded payment ends its purchase: a pass stops opening its channel, a seat is freed. */
export async function refundPurchase(tx: Tx, paymentRef: string, provider: string, now: Date) {
  await tx
    .update(purchases)
    .set({ status: 'refunded', accessUntil: now })
    .where(and(eq(purchases.provider, provider), eq(purchases.providerPaymentRef, paymentRef)));
}

/**
 * The channel whose seats or access an applied event changed (a one-time checkout paid or
 * expired, a one-time payment refunded), for telling its open pages; null for other events.
 */
export async function purchaseChannelOf(
  db: Database,
  event: PaymentEvent,
  provider: string,
): Promise<string | null> {
  let where;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const purchaseId = event.object.metadata?.purchaseId;
      if (event.object.mode !== 'payment' || !purchaseId) return null;
      where = eq(purchases.id, purchaseId);
      break;
    }
    case 'charge.refunded': {
      const intent = idOf(event.object.payment_intent);
      if (!intent) return null;
      where = and(eq(purchases.provider, provider), eq(purchases.providerPaymentRef, intent));
      break;
    }
    default:
      return null;
  }
  const [row] = await db
    .select({ slug: channels.slug })
    .from(purchases)
    .innerJoin(channels, eq(channels.id, purchases.channelId))
    .where(where)
    .limit(1);
  return row?.slug ?? null;
}

/** A purchase as the checkout pages tell of it. */
export async function purchaseSummary(db: Database, purchaseId: string) {
  const [row] = await db
    .select({
      kind: purchases.kind,
      status: purchases.status,
      description: purchases.description,
      accessUntil: purchases.accessUntil,
      channelSlug: channels.slug,
      sessionCancelled: sql<boolean>`${events.cancelledAt} is not null`,
    })
    .from(purchases)
    .innerJoin(channels, eq(channels.id, purchases.channelId))
    .leftJoin(events, eq(events.id, purchases.sessionId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}
