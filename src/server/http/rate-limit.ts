import { lt, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { requestLimits } from '../db/schema/request-limits';
import { AppError } from './app-error';
import { getClientIp } from './client-ip';

export type RateLimitRule = {
  /** Names the limit in its counters, e.g. "newsletter". */
  name: string;
  /** Requests allowed per client IP in one window. */
  limit: number;
  windowSeconds: number;
};

/** Counts one request of `key` in the current window; returns the count so far. */
export async function countRequest(
  db: Database,
  key: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<{ hits: number; windowEndsAt: number }> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  // One statement, so concurrent requests on any instance cannot lose a count: a row from an
  // earlier window starts over at 1.
  const [row] = await db
    .insert(requestLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        hits: sql`case when ${requestLimits.windowStart} = excluded.window_start then ${requestLimits.hits} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ hits: requestLimits.hits });
  // Counters of clients that went quiet are useless after a day; clear them now and then
  // rather than on every request.
  if (Math.random() < 0.01) {
    await db
      .delete(requestLimits)
      .where(lt(requestLimits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
  }
  return { hits: row?.hits ?? 1, windowEndsAt: windowStart.getTime() + windowMs };
}

/**
 * A fixed-window limit per client IP, kept in the database so several server instances share
 * it. Over the limit the request gets 429 with Retry-After and never reaches the handler.
 */
export function rateLimit(
  db: Database,
  rule: RateLimitRule,
  options: { trustProxy: boolean },
): MiddlewareHandler {
  return async (c, next) => {
    const ip = getClientIp(c, options.trustProxy);
    const now = Date.now();
    const { hits, windowEndsAt } = await countRequest(
      db,
      `${rule.name}:${ip}`,
      rule.windowSeconds,
      now,
    );
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
