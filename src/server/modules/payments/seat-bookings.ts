import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { purchaseMessages, SEAT_HOLD_MINUTES } from '#shared/payments';
import { formatSessionTime } from '#shared/streams';
import type { Database } from '#server/db/client';
import { channels, purchases, events } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { isChannelOnSite } from '#server/modules/reports';
import { holdsSeat, seatSale } from '#server/modules/streams';
import type { Member } from './customers';
import type { Tx } from './payment-deps';
import type { Order, Reservation, Reserver } from './purchase-order';

// Seats at a channel's dated training sessions: held while their checkout is open, never more
// than a session has (docs/product.md).

/** Seats one member may hold at open checkouts at once, so a few accounts cannot hold a class. */
export const MAX_HELD_SEATS = 4;

async function bookingOrder(db: Database, sessionId: string, now: Date): Promise<Order> {
  const [row] = await db
    .select({ session: events, channel: channels })
    .from(events)
    .innerJoin(channels, eq(channels.id, events.channelId))
    .where(eq(events.id, sessionId));
  if (!row || row.session.kind !== 'session' || !(await isChannelOnSite(db, row.channel))) {
    throw new AppError('NOT_FOUND', 'Session not found.');
  }
  if (row.session.cancelledAt) throw new AppError('CONFLICT', purchaseMessages.sessionCancelled);
  if (row.session.startsAt <= now) {
    throw new AppError('CONFLICT', purchaseMessages.sessionPast);
  }
  // Charged as its channel page and event page offer it (seatSale), never otherwise.
  const sale = seatSale(row.session, row.channel);
  if (sale.problem) throw new AppError('BAD_REQUEST', purchaseMessages.noSeats);
  return {
    kind: 'booking',
    channelId: row.channel.id,
    channelSlug: row.channel.slug,
    sessionId,
    description: `${row.channel.title}: ${row.session.title}, ${formatSessionTime(row.session.startsAt)}`,
    amountCents: sale.priceCents,
  };
}

type Held = { purchaseId: string; reopen: string | null };

/**
 * Holds a seat: in one transaction that locks the session's row, so two buyers of the last seat
 * cannot both get it. A buyer still at the checkout for this session gets that checkout back.
 */
async function holdSeat(deps: Reserver, user: Member, order: Order, sessionId: string, now: Date) {
  return deps.db.transaction(async (tx: Tx): Promise<Held> => {
    const [session] = await tx.select().from(events).where(eq(events.id, sessionId)).for('update');
    if (!session) throw new AppError('NOT_FOUND', 'Session not found.');
    // Cancelled while this buyer was on the way: no seat is held.
    if (session.cancelledAt) throw new AppError('CONFLICT', purchaseMessages.sessionCancelled);
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
    if (!mine && session.capacity !== null && holding.length >= session.capacity) {
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

/** Reserves a seat at a session: held for its checkout, or that checkout's address again. */
export async function reserveSeat(
  deps: Reserver,
  user: Member,
  sessionId: string,
  now: Date,
): Promise<Reservation> {
  const order = await bookingOrder(deps.db, sessionId, now);
  const held = await holdSeat(deps, user, order, sessionId, now);
  return held.reopen ? { reopen: held.reopen } : { purchaseId: held.purchaseId, order };
}

/** The session's row, locked for the rest of the transaction: seats are counted under it. */
export async function lockSession(tx: Tx, sessionId: string) {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, sessionId)).for('update');
}

/**
 * Whether a session filled while a purchase's hold had run out: its seats held or booked by
 * others, counted under the session's lock (lockSession).
 */
export async function sessionFilledWithout(
  tx: Tx,
  session: { id: string; capacity: number | null },
  purchaseId: string,
  now: Date,
): Promise<boolean> {
  if (session.capacity === null) return false;
  const [{ taken } = { taken: 0 }] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.sessionId, session.id), holdsSeat(now), ne(purchases.id, purchaseId)));
  return taken >= session.capacity;
}

/** A booked seat opens its session's broadcast while it runs. */
export function seatWindow(session: { startsAt: Date; endsAt: Date } | null, at: Date) {
  return { accessFrom: session?.startsAt ?? at, accessUntil: session?.endsAt ?? at };
}
