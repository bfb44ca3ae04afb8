import { and, eq } from 'drizzle-orm';
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

const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

function windowStartOf(now: number): Date {
  const windowMs = SIGN_IN_WINDOW_SECONDS * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
}

export async function recordFailedSignIn(db: Database, email: string, now = Date.now()) {
  await countRequest(db, keyOf(email), SIGN_IN_WINDOW_SECONDS, now);
}

/** Seconds until the account may be tried again, or 0 when it may be now. */
export async function signInLockedFor(db: Database, email: string, now = Date.now()) {
  const windowStart = windowStartOf(now);
  const [row] = await db
    .select({ hits: requestLimits.hits })
    .from(requestLimits)
    .where(and(eq(requestLimits.key, keyOf(email)), eq(requestLimits.windowStart, windowStart)));
  if (!row || row.hits < SIGN_IN_FAILURES_ALLOWED) return 0;
  return Math.ceil((windowStart.getTime() + SIGN_IN_WINDOW_SECONDS * 1000 - now) / 1000);
}
