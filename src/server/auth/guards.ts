import type { Context, MiddlewareHandler } from 'hono';
import { adminMessages, isActiveAdmin } from '#shared/admin';
import { AppError } from '../http/app-error';
import type { Clock } from '../lib/clock';
import type { Auth } from './create-auth';

type SessionWithUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionWithUser['user'];

/** How long after signing in an administrator may act: older sessions must sign in again. */
export const ADMIN_SESSION_MAX_AGE_MS = 12 * 3600_000;

/** An administrator: role admin and not banned (one rule, in #shared/admin). */
export { isActiveAdmin };

/**
 * The signed-in user. The session is read once and kept until its account changes anywhere
 * (auth/session-cache.ts), so a revoked session (a sign-out, a password change, a ban, a deleted
 * account) stops working on every instance within a second.
 */
export async function getSessionUser(auth: Auth, c: Context): Promise<SessionUser | null> {
  // Without a session cookie there is nobody to look up: most visitors are signed out.
  return (await auth.readSession(c.req.raw.headers))?.user ?? null;
}

export async function requireUser(auth: Auth, c: Context): Promise<SessionUser> {
  const user = await getSessionUser(auth, c);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return user;
}

/**
 * Why an administrator's session may not act, or null when it may: it must be under 12 hours
 * old and, when the administrator has two-step sign-in on, opened by a two-step sign-in.
 */
export function staleAdminSession(
  { session, user }: Pick<SessionWithUser, 'session' | 'user'>,
  now: number,
): string | null {
  if (now - new Date(session.createdAt).getTime() > ADMIN_SESSION_MAX_AGE_MS) {
    return adminMessages.staleSession;
  }
  if (user.twoFactorEnabled && !session.twoFactorVerified) return adminMessages.secondFactorNeeded;
  return null;
}

/**
 * An active administrator with a fresh session (see staleAdminSession), or the refusal: 401
 * signed out, 403 not an administrator, 403 SIGN_IN_AGAIN for a stale session, which the
 * dashboard turns into a prompt.
 */
async function requireAdmin(auth: Auth, c: Context, now: number): Promise<SessionUser> {
  const found = await auth.readSession(c.req.raw.headers);
  if (!found) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  if (!isActiveAdmin(found.user)) {
    throw new AppError('FORBIDDEN', 'This page is for administrators only.');
  }
  const stale = staleAdminSession(found, now);
  if (stale) throw new AppError('SIGN_IN_AGAIN', stale);
  return found.user;
}

/** What the admin guard leaves on the context of an /api/admin request: `c.get('admin')`. */
export type AdminEnv = { Variables: { admin: SessionUser } };

/**
 * The guard of the admin API: mounted once on the path /api/admin/* (api-routes.ts), so every
 * route there, whichever module serves it, answers only an administrator with a fresh session,
 * before its request is even validated. The routes read the administrator with `c.get('admin')`
 * (their Hono app is typed with AdminEnv).
 */
export function adminGuard(auth: Auth, clock: Clock): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.set('admin', await requireAdmin(auth, c, clock.now()));
    await next();
  };
}

/**
 * The address a member has proved they hold: their account's, once confirmed (lower case), or
 * null. Whatever is mailed to an address (an invitation, a guardian's copy) belongs to it.
 */
export const confirmedAddressOf = (user: { email: string; emailVerified: boolean }) =>
  user.emailVerified ? user.email.trim().toLowerCase() : null;
