import type { GenericEndpointContext, User } from 'better-auth';
import { APIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { accountMessages } from '#shared/schemas/accounts';
import type { Database } from '../db/client';
import { user as users } from '../db/schema/auth';
import { recordFailedSignIn, signInLockedFor } from './sign-in-throttle';

/**
 * Every way into an account goes through this file:
 *
 * - `refuseWhileLocked` and `checkPasswordSignIn`: a password is only tried while the account's
 *   failed sign-ins allow it (sign-in-throttle.ts), and a wrong one counts. Email sign-in calls
 *   the first from better-auth's hooks (better-auth checks that password itself); every other
 *   path that takes a password (linking a Pi wallet, unlinking one) calls the second.
 * - `openSignInSession`: once a sign-in has proved who it is, an account with two-step sign-in
 *   on gets the two-step challenge, never a session; the code then opens the session through
 *   better-auth's `/two-factor/verify-*`.
 * - `refuseSessionWithoutSecondFactor`: the rule above, held where every session is made
 *   (better-auth's session create hook), so a path that forgets it fails instead of letting a
 *   session through.
 */

/** The two-step challenge's cookie and how long it lasts: better-auth's two-factor plugin's. */
const TWO_FACTOR_COOKIE = 'two_factor';
const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;

/**
 * Paths on which a session may be made for an account with two-step sign-in on: the code's own
 * check, and email sign-in, whose session the two-factor plugin replaces with the challenge
 * before it answers. A signed-in member changing their password gets a new session of the same
 * account.
 */
const mayOpenWithoutChallenge = (path: string | undefined) =>
  path === '/sign-in/email' ||
  path === '/change-password' ||
  !!path?.startsWith('/two-factor/verify-');

export const signInMessages = {
  emailNotConfirmed: 'Please confirm your email address first.',
  suspended: 'This account has been suspended.',
  twoFactorRequired: 'This account uses two-step sign-in: enter your code to continue.',
  linkAfterTwoStep:
    'This account uses two-step sign-in. Log in with your email and code first, then link your Pi wallet from your profile.',
} as const;

/** 429 while the account behind `email` has failed too many sign-ins (see sign-in-throttle.ts). */
export async function refuseWhileLocked(db: Database, email: string, now: number): Promise<void> {
  const lockedFor = await signInLockedFor(db, email, now);
  if (lockedFor > 0) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: accountMessages.signInThrottled },
      { 'Retry-After': String(lockedFor) },
    );
  }
}

/**
 * The account an email and password open, checked as email sign-in checks them: throttled per
 * account, a wrong password counted, and only a confirmed, unsuspended account. `wrongPassword`
 * is the message a mismatch gets on the caller's page.
 */
export async function checkPasswordSignIn(
  ctx: GenericEndpointContext,
  db: Database,
  input: { email: string; password: string; wrongPassword: string },
  now: number,
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  await refuseWhileLocked(db, email, now);
  const found = await ctx.context.internalAdapter.findUserByEmail(email, {
    includeAccounts: true,
  });
  const hash = found?.accounts.find((a) => a.providerId === 'credential')?.password;
  // Without an account the password is hashed anyway, so the answer takes as long either way.
  const ok = hash
    ? await ctx.context.password.verify({ hash, password: input.password })
    : (await ctx.context.password.hash(input.password), false);
  if (!found || !ok) {
    await recordFailedSignIn(db, email, now);
    throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: input.wrongPassword });
  }
  if (!found.user.emailVerified) {
    throw new APIError('FORBIDDEN', {
      code: 'EMAIL_NOT_VERIFIED',
      message: signInMessages.emailNotConfirmed,
    });
  }
  if ((found.user as { banned?: boolean | null }).banned) {
    throw new APIError('FORBIDDEN', { code: 'BANNED', message: signInMessages.suspended });
  }
  return found.user;
}

export type SignInOutcome = { twoFactorRedirect: true } | { twoFactorRedirect: false; user: User };

/**
 * Signs `user` in on this response, or, when their account has two-step sign-in on, starts the
 * two-step challenge instead (the cookie better-auth's `/two-factor/verify-totp` and
 * `/two-factor/verify-backup-code` read) and opens no session.
 */
export async function openSignInSession(
  ctx: GenericEndpointContext,
  user: User & { twoFactorEnabled?: boolean | null },
  now: number,
): Promise<SignInOutcome> {
  const adapter = ctx.context.internalAdapter;
  if (user.twoFactorEnabled) {
    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(now + TWO_FACTOR_CHALLENGE_SECONDS * 1000);
    await adapter.createVerificationValue({ value: user.id, identifier, expiresAt });
    // The plugin counts wrong codes against this record and refuses a challenge without it.
    await adapter.createVerificationValue({
      value: '0',
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
      maxAge: TWO_FACTOR_CHALLENGE_SECONDS,
    });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
    return { twoFactorRedirect: true };
  }
  const session = await adapter.createSession(user.id);
  await setSessionCookie(ctx, { session, user });
  return { twoFactorRedirect: false, user };
}

/**
 * better-auth's session create hook: refuses a session for an account with two-step sign-in on,
 * unless it is made where the second factor is asked (see mayOpenWithoutChallenge).
 */
export async function refuseSessionWithoutSecondFactor(
  db: Database,
  userId: string,
  ctx: { path?: string } | null | undefined,
): Promise<void> {
  if (mayOpenWithoutChallenge(ctx?.path)) return;
  const [row] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.twoFactorEnabled) {
    throw new APIError('FORBIDDEN', {
      code: 'TWO_FACTOR_REQUIRED',
      message: signInMessages.twoFactorRequired,
    });
  }
}
