import { and, eq, gt, ne, sql } from 'drizzle-orm';
import {
  PASS_HOURS,
  passDescription,
  purchaseMessages,
  SEAT_HOLD_MINUTES,
  type PurchaseKind,
} from '#shared/payments';
import type { PurchaseRequest } from '#shared/schemas/payments';
import { formatSessionTime } from '#shared/streams';
import type { Database } from '#server/db/client';
import {
  channels,
  checkoutSessions,
  payments,
  purchases,
  trainingSessions,
} from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { isHeld } from '#server/modules/reports/content-holds';
import { isPassChannel } from '#server/modules/streams/channel-access';
import { holdsSeat } from '#server/modules/streams/training-sessions';
import type { Payments } from './create-payments';
import { customerOf, idOf, type Member } from './customers';
import type { CheckoutSessionObject, PaymentEvent } from './payment-event-schema';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const HOUR_MS = 3600_000;

/** Seats one member may hold at open checkouts at once, so a few accounts cannot hold a class. */
export const MAX_HELD_SEATS = 4;

/** What is being bought, worked out by the server from its own rows, never from the request. */
export type Order = {
  kind: PurchaseKind;
  channelId: string;
  channelSlug: string;
  sessionId: string | null;
  description: string;
  amountCents: number;
};

/** An archived channel, or one a moderator holds, is off the site: nothing on it can be bought. */
const offSite = async (db: Database, channel: { id: string; archivedAt: Date | null }) =>
  channel.archivedAt !== null || (await isHeld(db, 'channel', channel.id));

async function passOrder(db: Database, user: Member, slug: string): Promise<Order> {
  const [channel] = await db.select().from(channels).where(eq(channels.slug, slug));
  if (!channel || (await offSite(db, channel))) {
    throw new AppError('NOT_FOUND', 'Channel not found.');
  }
  if (!isPassChannel(channel) || !channel.priceCents) {
    throw new AppError('BAD_REQUEST', purchaseMessages.noPass);
  }
  const [running] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, user.id),
        eq(purchases.channelId, channel.id),
        eq(purchases.kind, 'pass'),
        eq(purchases.status, 'paid'),
        gt(purchases.accessUntil, new Date()),
      ),
    )
    .limit(1);
  if (running) throw new AppError('CONFLICT', purchaseMessages.passActive);
  return {
    kind: 'pass',
    channelId: channel.id,
    channelSlug: channel.slug,
    sessionId: null,
    description: passDescription(channel.title),
    amountCents: channel.priceCents,
  };
}

type Held = { purchaseId: string; reopen: string | null };

/**
 * Holds a seat: in one transaction that locks the session's row, so two buyers of the last seat
 * cannot both get it. A buyer still at the checkout for this session gets that checkout back.
 */
/** Who reserves: the database and the provider whose checkout or payment will sell it. */
export type Reserver = { db: Database; providerKind: string };

async function holdSeat(deps: Reserver, user: Member, order: Order, sessionId: string) {
  const now = new Date();
  return deps.db.transaction(async (tx: Tx): Promise<Held> => {
    const [session] = await tx
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId))
      .for('update');
    if (!session) throw new AppError('NOT_FOUND', 'Session not found.');
    const holding = await tx
      .select({
        id: purchases.id,
        userId: purchases.userId,
        status: purchases.status,
        provider: purchases.provider,
        providerSessionId: purchases.providerSessionId,
      })
      .from(purchases)
      .where(and(eq(purchases.sessionId, sessionId), holdsSeat(now)));
    const mine = holding.find((row) => row.userId === user.id);
    if (mine?.status === 'paid') throw new AppError('CONFLICT', purchaseMessages.alreadyBooked);
    if (mine?.providerSessionId && mine.provider === 'sandbox' && deps.providerKind === 'sandbox') {
      return { purchaseId: mine.id, reopen: `/checkout/sandbox/${mine.providerSessionId}` };
    }
    if (!mine && holding.length >= session.capacity) {
      throw new AppError('CONFLICT', purchaseMessages.sessionFull);
    }
    if (!mine) {
      const [{ held } = { held: 0 }] = await tx
        .select({ held: sql<number>`count(*)::int` })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, user.id),
            eq(purchases.kind, 'booking'),
            eq(purchases.status, 'pending'),
            gt(purchases.holdUntil, now),
          ),
        );
      if (held >= MAX_HELD_SEATS) {
        throw new AppError('CONFLICT', purchaseMessages.tooManyHolds);
      }
    }
    if (mine) {
      // A checkout that never opened (the provider failed): it is tried again below.
      return { purchaseId: mine.id, reopen: null };
    }
    const [row] = await tx
      .insert(purchases)
      .values({
        userId: user.id,
        kind: 'booking',
        channelId: order.channelId,
        sessionId,
        description: order.description,
        amountCents: order.amountCents,
        provider: deps.providerKind,
        holdUntil: new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000),
      })
      .returning({ id: purchases.id });
    return { purchaseId: row!.id, reopen: null };
  });
}

async function bookingOrder(db: Database, sessionId: string): Promise<Order> {
  const [row] = await db
    .select({ session: trainingSessions, channel: channels })
    .from(trainingSessions)
    .innerJoin(channels, eq(channels.id, trainingSessions.channelId))
    .where(eq(trainingSessions.id, sessionId));
  if (!row || (await offSite(db, row.channel))) {
    throw new AppError('NOT_FOUND', 'Session not found.');
  }
  if (row.session.startsAt <= new Date()) {
    throw new AppError('CONFLICT', purchaseMessages.sessionPast);
  }
  return {
    kind: 'booking',
    channelId: row.channel.id,
    channelSlug: row.channel.slug,
    sessionId,
    description: `${row.channel.title}: ${row.session.title}, ${formatSessionTime(row.session.startsAt)}`,
    // The session's own price: a channel's later price change does not touch dated sessions.
    amountCents: row.session.priceCents,
  };
}

/**
 * Opens a checkout for a pay-per-view pass or a seat at a session and answers its URL. The
 * price is the server's; a full session, a session that has started and a pass already held
 * are refused before anything is charged.
 */
/**
 * Works out what is being bought from the server's own rows and reserves it: a seat is held, a
 * pass waits as pending. A sandbox checkout still open for the same thing is answered instead
 * (`reopen`), so pressing again does not open a second one.
 */
export async function reservePurchase(
  deps: Reserver,
  user: Member,
  request: PurchaseRequest,
): Promise<{ reopen: string } | { purchaseId: string; order: Order }> {
  const order =
    request.kind === 'pass'
      ? await passOrder(deps.db, user, request.channel)
      : await bookingOrder(deps.db, request.session);

  if (order.sessionId) {
    const held = await holdSeat(deps, user, order, order.sessionId);
    return held.reopen ? { reopen: held.reopen } : { purchaseId: held.purchaseId, order };
  }
  if (deps.providerKind === 'sandbox') {
    const [open] = await deps.db
      .select({ providerSessionId: purchases.providerSessionId })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, user.id),
          eq(purchases.channelId, order.channelId),
          eq(purchases.kind, 'pass'),
          eq(purchases.status, 'pending'),
          eq(purchases.provider, 'sandbox'),
          gt(purchases.holdUntil, new Date(Date.now() + 5 * 60_000)),
        ),
      )
      .limit(1);
    if (open?.providerSessionId) return { reopen: `/checkout/sandbox/${open.providerSessionId}` };
  }
  const [row] = await deps.db
    .insert(purchases)
    .values({
      userId: user.id,
      kind: order.kind,
      channelId: order.channelId,
      description: order.description,
      amountCents: order.amountCents,
      provider: deps.providerKind,
      holdUntil: new Date(Date.now() + SEAT_HOLD_MINUTES * 60_000),
    })
    .returning({ id: purchases.id });
  return { purchaseId: row!.id, order };
}

/**
 * Opens a checkout for a pay-per-view pass or a seat at a session and answers its URL. The
 * price is the server's; a full session, a session that has started and a pass already held
 * are refused before anything is charged.
 */
export async function startPurchase(
  deps: Payments,
  user: Member,
  request: PurchaseRequest,
  providerDown: (error: unknown) => never,
): Promise<string> {
  const reserved = await reservePurchase(
    { db: deps.db, providerKind: deps.provider.kind },
    user,
    request,
  );
  if ('reopen' in reserved) return reserved.reopen;
  const { purchaseId, order } = reserved;

  const expiresAt = new Date(Date.now() + SEAT_HOLD_MINUTES * 60_000);
  let checkout: { sessionId: string; url: string };
  try {
    checkout = await deps.provider.createPaymentCheckout({
      purchaseId,
      kind: order.kind,
      userId: user.id,
      email: user.email,
      customerId: await customerOf(deps, user.id),
      amountCents: order.amountCents,
      name: order.description,
      successUrl: `${deps.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/checkout/cancel?channel=${order.channelSlug}`,
      expiresAt,
      idempotencyKey: `purchase:${purchaseId}`,
    });
  } catch (error) {
    // Nothing was opened: the seat goes back at once.
    await deps.db.delete(purchases).where(eq(purchases.id, purchaseId));
    if (error instanceof PaymentProviderError || error instanceof AppError) providerDown(error);
    throw error;
  }
  await deps.db
    .update(purchases)
    .set({ providerSessionId: checkout.sessionId, holdUntil: expiresAt })
    .where(eq(purchases.id, purchaseId));
  await deps.db
    .insert(checkoutSessions)
    .values({
      userId: user.id,
      provider: deps.provider.kind,
      providerSessionId: checkout.sessionId,
      plan: order.kind,
      purchaseId,
      amountCents: order.amountCents,
      expiresAt,
    })
    .onConflictDoNothing();
  return checkout.url;
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
  if ((await markPurchasePaid(tx, purchaseId, at, paymentRef)) === 'unchanged') return 'ignored';
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
 * purchase not yet paid, refunded or marked changes.
 */
export async function markPurchasePaid(
  tx: Tx,
  purchaseId: string,
  at: Date,
  paymentRef: string,
): Promise<PaidOutcome> {
  const [found] = await tx
    .select({ sessionId: purchases.sessionId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!found) return 'unchanged';
  if (found.sessionId) await lockSession(tx, found.sessionId);
  const [row] = await tx
    .select({ purchase: purchases, session: trainingSessions })
    .from(purchases)
    .leftJoin(trainingSessions, eq(trainingSessions.id, purchases.sessionId))
    .where(eq(purchases.id, purchaseId));
  if (!row || ['paid', 'refunded', 'refund_due'].includes(row.purchase.status)) return 'unchanged';
  const { purchase, session } = row;
  const now = new Date();
  const stillHeld = purchase.status === 'pending' && purchase.holdUntil > now;
  if (session && !stillHeld) {
    const [{ taken } = { taken: 0 }] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(purchases)
      .where(
        and(eq(purchases.sessionId, session.id), holdsSeat(now), ne(purchases.id, purchaseId)),
      );
    if (taken >= session.capacity) {
      await tx
        .update(purchases)
        .set({ status: 'refund_due', paidAt: at, providerPaymentRef: paymentRef })
        .where(eq(purchases.id, purchaseId));
      console.warn(
        `Purchase ${purchaseId} was paid after its hold ended and its session filled: refund due.`,
      );
      return 'refund_due';
    }
  }
  const window =
    purchase.kind === 'pass'
      ? { accessFrom: at, accessUntil: new Date(at.getTime() + PASS_HOURS * HOUR_MS) }
      : { accessFrom: session?.startsAt ?? at, accessUntil: session?.endsAt ?? at };
  await tx
    .update(purchases)
    .set({ status: 'paid', paidAt: at, providerPaymentRef: paymentRef, ...window })
    .where(eq(purchases.id, purchaseId));
  return 'paid';
}

/** The session's row, locked for the rest of the transaction: seats are counted under it. */
async function lockSession(tx: Tx, sessionId: string) {
  await tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId))
    .for('update');
}

/**
 * A purchase takes a payment only while it waits within its hold. Where a payment is accepted
 * before any money moves (the test-mode checkout's Pay, a Pi payment's approval), this refuses
 * a late one with 409, as a card checkout that has closed refuses it; otherwise the hold is kept
 * at least `until` then, so the payment can complete before the seat is given to someone else.
 */
export async function keepHold(tx: Tx, purchaseId: string, until?: Date): Promise<void> {
  const now = new Date();
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
export async function refundPurchase(tx: Tx, paymentRef: string, provider: string) {
  await tx
    .update(purchases)
    .set({ status: 'refunded', accessUntil: new Date() })
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
    })
    .from(purchases)
    .innerJoin(channels, eq(channels.id, purchases.channelId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}
