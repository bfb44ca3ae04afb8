import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TrainingSession } from '#shared/schemas/streams';
import { formatSessionTime, SCHEDULE_TIME_ZONE } from '#shared/streams';
import type { Database } from '#server/db/client';
import { purchases, events } from '#server/db/schema';

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
  now = new Date(),
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: purchases.sessionId, count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(inArray(purchases.sessionId, sessionIds), holdsSeat(now)))
    .groupBy(purchases.sessionId);
  return new Map(rows.map((row) => [row.sessionId!, row.count]));
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
export async function rollWeeklySessions(db: Database, now = new Date()): Promise<number> {
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
 * The next sessions of these channels (at most `perChannel` each), with the seats left and
 * whether the viewer holds one.
 */
export async function upcomingSessions(
  db: Database,
  channelIds: string[],
  viewerId: string | null,
  perChannel: number,
  now = new Date(),
): Promise<Map<string, TrainingSession[]>> {
  const byChannel = new Map<string, TrainingSession[]>();
  if (channelIds.length === 0) return byChannel;
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.channelId, channelIds),
        eq(events.kind, 'session'),
        isNull(events.cancelledAt),
        gt(events.startsAt, now),
        lte(events.startsAt, new Date(now.getTime() + 60 * DAY_MS)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.title));
  const perChannelCount = new Map<string, number>();
  const shown = rows.filter((row): row is typeof row & { channelId: string } => {
    if (row.channelId === null) return false;
    const count = perChannelCount.get(row.channelId) ?? 0;
    perChannelCount.set(row.channelId, count + 1);
    return count < perChannel;
  });
  if (shown.length === 0) return byChannel;
  const ids = shown.map((row) => row.id);
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
  for (const row of shown) {
    const list = byChannel.get(row.channelId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      startsAtText: formatSessionTime(row.startsAt),
      endsAt: row.endsAt.toISOString(),
      priceCents: row.priceCents,
      capacity: row.capacity ?? 0,
      seatsLeft: Math.max(0, (row.capacity ?? 0) - (takenOf.get(row.id) ?? 0)),
      booking: mineOf.get(row.id) === 'paid' ? 'booked' : mineOf.has(row.id) ? 'held' : null,
    });
    byChannel.set(row.channelId, list);
  }
  return byChannel;
}
