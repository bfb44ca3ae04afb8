import { lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { servedByThisProcessAlone, type Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { requestLimits } from '../db/schema/request-limits';
import type { Clock } from '../lib/clock';
import { AppError } from './app-error';
import { getClientIp } from './client-ip';

export type RateLimitRule = {
  /** Names the limit in its counters, e.g. "newsletter". */
  name: string;
  /** Requests allowed per client IP in one window. */
  limit: number;
  windowSeconds: number;
};

/** Every write on a shared database counts one request first: built once, then only executed. */
const countStatement = preparedPerDatabase((db) =>
  db
    .insert(requestLimits)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('now'), hits: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      // Both read the row as it was: a window opened after `opensAfter` is still open.
      set: {
        hits: sql`case when ${requestLimits.windowStart} > ${sql.placeholder('opensAfter')} then ${requestLimits.hits} + 1 else 1 end`,
        windowStart: sql`case when ${requestLimits.windowStart} > ${sql.placeholder('opensAfter')} then ${requestLimits.windowStart} else excluded.window_start end`,
      },
    })
    .returning({ hits: requestLimits.hits, windowStart: requestLimits.windowStart })
    .prepare('request_limits_count'),
);

/**
 * Counts one request of `key` in its current window; returns the count so far. A window opens at
 * a key's first request and lasts `windowSeconds`; the first request after it opens the next.
 * (Windows on the clock's own multiples would let a burst that crosses one start over midway.)
 */
export async function countRequest(
  db: Database,
  key: string,
  windowSeconds: number,
  now: number,
): Promise<{ hits: number; windowEndsAt: number }> {
  const windowMs = windowSeconds * 1000;
  // One statement, so concurrent requests on any instance cannot lose a count: a row whose
  // window has ended starts over at 1, in a window opened now.
  const [row] = await countStatement(db).execute({
    key,
    now: new Date(now),
    opensAfter: new Date(now - windowMs),
  });
  // Counters of clients that went quiet are useless after a day; clear them now and then
  // rather than on every request.
  if (Math.random() < 0.01) {
    await db
      .delete(requestLimits)
      .where(lt(requestLimits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
  }
  return {
    hits: row?.hits ?? 1,
    windowEndsAt: (row?.windowStart.getTime() ?? now) + windowMs,
  };
}

/** The most counters kept in memory; past it, those of ended windows go, then the oldest. */
const MAX_COUNTERS_IN_MEMORY = 50_000;
/** How often, at most, a full set of counters is searched for ended windows. */
const SWEEP_EVERY_MS = 1000;

type Counter = { hits: number; windowEndsAt: number };
type Counters = { byKey: Map<string, Counter>; sweptAt: number };
const countersInMemory = new WeakMap<object, Counters>();

/**
 * `countRequest` for a database this process serves alone (the embedded one): every request
 * passes here, so a count in memory is the whole count, with no statement per request. Counts
 * start again when the process does. When full, ended windows are searched for at most once a
 * second: many new addresses at once cost one search, not one each.
 */
export function countRequestInMemory(
  db: Database,
  key: string,
  windowSeconds: number,
  now: number,
): { hits: number; windowEndsAt: number } {
  let counters = countersInMemory.get(db);
  if (!counters) countersInMemory.set(db, (counters = { byKey: new Map(), sweptAt: -Infinity }));
  const { byKey } = counters;
  const windowEndsAt = now + windowSeconds * 1000;
  const counter = byKey.get(key);
  if (counter && counter.windowEndsAt > now) {
    counter.hits += 1;
    return { ...counter };
  }
  byKey.delete(key);
  if (byKey.size >= MAX_COUNTERS_IN_MEMORY && now - counters.sweptAt >= SWEEP_EVERY_MS) {
    counters.sweptAt = now;
    for (const [other, kept] of byKey) if (kept.windowEndsAt <= now) byKey.delete(other);
  }
  for (const other of byKey.keys()) {
    if (byKey.size < MAX_COUNTERS_IN_MEMORY) break;
    byKey.delete(other);
  }
  byKey.set(key, { hits: 1, windowEndsAt });
  return { hits: 1, windowEndsAt };
}

/**
 * A limit per client IP and window, kept in the database so several server instances share
 * it (in memory when one process serves the database alone). Over the limit the request gets
 * 429 with Retry-After and never reaches the handler.
 */
export function rateLimit(
  db: Database,
  rule: RateLimitRule,
  options: { trustProxy: boolean; clock: Clock },
): MiddlewareHandler {
  return async (c, next) => {
    const ip = getClientIp(c, options.trustProxy);
    const now = options.clock.now();
    const key = `${rule.name}:${ip}`;
    const { hits, windowEndsAt } = servedByThisProcessAlone(db)
      ? countRequestInMemory(db, key, rule.windowSeconds, now)
      : await countRequest(db, key, rule.windowSeconds, now);
    if (hits > rule.limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((windowEndsAt - now) / 1000))));
      throw new AppError(
        'RATE_LIMITED',
        'Too many requests from your connection. Please wait a few minutes and try again.',
      );
    }
    await next();
  };
}
