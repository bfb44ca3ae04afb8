import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { eventMessages } from '#shared/programs';
import type { TrainingSession } from '#shared/schemas/streams';
import { formatSessionTime, SCHEDULE_TIME_ZONE } from '#shared/streams';
import type { Database } from '#server/db/client';
import { purchases, events } from '#server/db/schema';
import { isPassChannel } from './channel-access';

/** Weekly sessions are added this far ahead. */
export const SCHEDULE_HORIZON_DAYS = 21;
const DAY_MS = 86_400_000;

/** A purchase that holds a seat: paid, or still at the checkout within its hold. */
export const holdsSeat = (now: Date) =>
  or(
    eq(purchases.status, 'paid'),
    and(eq(purchases.status, 'pending'), gt(purchases.holdUntil, now)),
  );

/** Seats held or booked at each of these sessions (holdsSeat), by session id. */
export async function seatsHeld(
  db: Database,
  sessionIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: purchases.sessionId, count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(inArray(purchases.sessionId, sessionIds), holdsSeat(now)))
    .groupBy(purchases.sessionId);
  return new Map(rows.map((row) => [row.sessionId!, row.count]));
}

/** What a session's seats are sold by: its own seats and price. */
type SeatFacts = Pick<typeof events.$inferSelect, 'capacity' | 'priceCents'>;
/** The channel that sells a session's seats, as far as the sale goes. */
type SellerFacts = Parameters<typeof isPassChannel>[0];

/** Why a session's seats cannot be sold, with the schedule form's field at fault. */
export type SeatProblem = {
  field: 'channelSlug' | 'capacity' | 'priceCents';
  message: string;
};

/**
 * The price a seat at this session is sold at, or why none can be: the one rule the channel page,
 * the event page, the checkout and the schedule form follow (docs/product.md#seat-holds). A seat
 * is sold at the session's own price, whatever its channel's (a channel's price is what its cards
 * show), above $0.00 since a checkout must charge something, and through a channel on the site
 * that is not sold as a pass: a pass opens that channel's broadcasts to pass holders only, so a
 * seat there would buy nothing. `channel` is null when the session has none on the site.
 */
export function seatSale(
  session: SeatFacts,
  channel: SellerFacts | null,
): { priceCents: number; problem: null } | { priceCents: null; problem: SeatProblem } {
  const refused = (field: SeatProblem['field'], message: string) =>
    ({ priceCents: null, problem: { field, message } }) as const;
  if (channel === null) return refused('channelSlug', eventMessages.sessionNeedsChannel);
  if (session.capacity === null) return refused('capacity', eventMessages.sessionNeedsSeats);
  if (isPassChannel(channel)) return refused('channelSlug', eventMessages.sessionOnPassChannel);
  if (session.priceCents <= 0) return refused('priceCents', eventMessages.sessionNeedsPrice);
  return { priceCents: session.priceCents, problem: null };
}

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHEDULE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The schedule's wall clock at an instant. */
function wallClock(at: Date) {
  const parts = Object.fromEntries(
    zoneParts.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** The instant at which the schedule's clock reads this date and time (Central, DST-aware). */
export function scheduleTime(year: number, month: number, day: number, hour: number, minute = 0) {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc;
  // Twice: the offset found at the first guess may change across a DST boundary.
  for (let round = 0; round < 2; round += 1) {
    const seen = wallClock(new Date(guess));
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += asUtc - seenAsUtc;
  }
  return new Date(guess);
}

/** The same wall-clock time `weeks` weeks later (so 7 PM stays 7 PM across DST). */
export function weeksLater(at: Date, weeks: number): Date {
  const clock = wallClock(at);
  const date = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + weeks * 7));
  return scheduleTime(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    clock.hour,
    clock.minute,
  );
}

/**
 * Rolls weekly sessions on: each weekly session's next week is added until the horizon, so the
 * schedule never runs dry. The unique (channel, start, title) index makes it safe to run on every
 * instance at once.
 */
export async function rollWeeklySessions(db: Database, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + SCHEDULE_HORIZON_DAYS * DAY_MS);
  const weekly = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.kind, 'session'),
        eq(events.repeatsWeekly, true),
        isNull(events.cancelledAt),
        gt(events.startsAt, new Date(now.getTime() - 7 * DAY_MS)),
      ),
    );
  const seen = new Set(
    weekly.map((row) => `${row.channelId}|${row.title}|${row.startsAt.getTime()}`),
  );
  const rows: (typeof events.$inferInsert)[] = [];
  for (const session of weekly) {
    for (let week = 1; ; week += 1) {
      const startsAt = weeksLater(session.startsAt, week);
      if (startsAt > horizon) break;
      const key = `${session.channelId}|${session.title}|${startsAt.getTime()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        organizationId: session.organizationId,
        kind: 'session',
        channelId: session.channelId,
        sport: session.sport,
        timeZone: session.timeZone,
        place: session.place,
        city: session.city,
        state: session.state,
        description: session.description,
        createdBy: session.createdBy,
        title: session.title,
        startsAt,
        endsAt: new Date(
          startsAt.getTime() + (session.endsAt.getTime() - session.startsAt.getTime()),
        ),
        capacity: session.capacity,
        priceCents: session.priceCents,
        repeatsWeekly: true,
      });
    }
  }
  if (rows.length === 0) return 0;
  const added = await db
    .insert(events)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: events.id });
  return added.length;
}

/**
 * The next sessions these channels sell seats at (seatSale; at most `perChannel` each), with the
 * seats left and whether the viewer holds one. `sellers` are channels on the site.
 */
export async function upcomingSessions(
  db: Database,
  sellers: (SellerFacts & { id: string })[],
  viewerId: string | null,
  perChannel: number,
  now: Date,
): Promise<Map<string, TrainingSession[]>> {
  const byChannel = new Map<string, TrainingSession[]>();
  if (sellers.length === 0) return byChannel;
  const sellerOf = new Map(sellers.map((seller) => [seller.id, seller]));
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.channelId, [...sellerOf.keys()]),
        eq(events.kind, 'session'),
        isNull(events.cancelledAt),
        gt(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + 60 * DAY_MS)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.title));
  const sold = rows.flatMap((row) => {
    const seller = row.channelId === null ? undefined : sellerOf.get(row.channelId);
    const sale = seatSale(row, seller ?? null);
    return seller && sale.problem === null
      ? [{ row, channelId: seller.id, priceCents: sale.priceCents }]
      : [];
  });
  const perChannelCount = new Map<string, number>();
  const shown = sold.filter(({ channelId }) => {
    const count = perChannelCount.get(channelId) ?? 0;
    perChannelCount.set(channelId, count + 1);
    return count < perChannel;
  });
  if (shown.length === 0) return byChannel;
  const ids = shown.map(({ row }) => row.id);
  const [takenOf, mine] = await Promise.all([
    seatsHeld(db, ids, now),
    viewerId
      ? db
          .select({ sessionId: purchases.sessionId, status: purchases.status })
          .from(purchases)
          .where(
            and(inArray(purchases.sessionId, ids), eq(purchases.userId, viewerId), holdsSeat(now)),
          )
      : Promise.resolve([]),
  ]);
  const mineOf = new Map(mine.map((row) => [row.sessionId, row.status]));
  for (const { row, channelId, priceCents } of shown) {
    const list = byChannel.get(channelId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      startsAtText: formatSessionTime(row.startsAt),
      endsAt: row.endsAt.toISOString(),
      priceCents,
      capacity: row.capacity ?? 0,
      seatsLeft: Math.max(0, (row.capacity ?? 0) - (takenOf.get(row.id) ?? 0)),
      booking: mineOf.get(row.id) === 'paid' ? 'booked' : mineOf.has(row.id) ? 'held' : null,
    });
    byChannel.set(channelId, list);
  }
  return byChannel;
}
