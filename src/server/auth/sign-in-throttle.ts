import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestLimits } from '../db/schema/request-limits';
import { countRequest } from '../http/rate-limit';

/**
 * Failed sign-ins counted per account, whatever address they come from: the per-address limit
 * alone lets many addresses guess one account's password. The count is kept by the email typed,
 * so an address without an account is throttled the same way and reveals nothing.
 */
export const SIGN_IN_FAILURES_ALLOWED = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * One counter per account and window, the address last (as account deletion finds them): a run
 * of guesses is counted across a window's edge from the previous window's counter.
 */
const keyOf = (email: string, windowStart: Date) =>
  `sign-in-failures:${windowStart.getTime()}:${email.trim().toLowerCase()}`;

function windowStartOf(now: number): Date {
  const windowMs = SIGN_IN_WINDOW_SECONDS * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
}

export async function recordFailedSignIn(db: Database, email: string, now: number) {
  await countRequest(db, keyOf(email, windowStartOf(now)), SIGN_IN_WINDOW_SECONDS, now);
}

/**
 * Seconds until the account may be tried again, or 0 when it may be now. Failures of this window
 * and the one before count together, so a run of guesses is not forgiven at a window's edge (ten
 * before it and ten after would otherwise both pass); a lock lasts to the end of this window.
 */
export async function signInLockedFor(db: Database, email: string, now: number) {
  const windowStart = windowStartOf(now);
  const previousStart = new Date(windowStart.getTime() - SIGN_IN_WINDOW_SECONDS * 1000);
  const rows = await db
    .select({ hits: requestLimits.hits })
    .from(requestLimits)
    .where(inArray(requestLimits.key, [keyOf(email, previousStart), keyOf(email, windowStart)]));
  const hits = rows.reduce((sum, row) => sum + row.hits, 0);
  if (hits < SIGN_IN_FAILURES_ALLOWED) return 0;
  return Math.ceil((windowStart.getTime() + SIGN_IN_WINDOW_SECONDS * 1000 - now) / 1000);
}
