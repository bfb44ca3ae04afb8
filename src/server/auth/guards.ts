import { getSessionCookie } from 'better-auth/cookies';
import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import type { Auth } from './create-auth';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

/** An administrator: role admin and not banned (a failed lookup counts as not an admin). */
export function isActiveAdmin(
  user: Pick<SessionUser, 'role' | 'banned'> | null | undefined,
): boolean {
  return user?.role === 'admin' && !user.banned;
}

/**
 * The signed-in user, read from the database on every request so that a revoked session (a
 * sign-out, a password change, a ban, a deleted account) stops working at once.
 */
export async function getSessionUser(auth: Auth, c: Context): Promise<SessionUser | null> {
  const headers = c.req.raw.headers;
  // Without a session cookie there is nobody to look up: most visitors are signed out.
  if (!getSessionCookie(headers)) return null;
  return (await auth.api.getSession({ headers }))?.user ?? null;
}

export async function requireUser(auth: Auth, c: Context): Promise<SessionUser> {
  const user = await getSessionUser(auth, c);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return user;
}

export async function requireAdmin(auth: Auth, c: Context): Promise<SessionUser> {
  const user = await requireUser(auth, c);
  if (!isActiveAdmin(user))
    throw new AppError('FORBIDDEN', 'This page is for administrators only.');
  return user;
}
