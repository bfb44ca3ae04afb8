import { getSessionCookie } from 'better-auth/cookies';
import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import { TtlCache } from '../lib/ttl-cache';
import type { Auth } from './create-auth';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

/** An administrator: role admin and not banned (a failed lookup counts as not an admin). */
export function isActiveAdmin(
  user: Pick<SessionUser, 'role' | 'banned'> | null | undefined,
): boolean {
  return user?.role === 'admin' && !user.banned;
}

/**
 * Sessions checked in the last few seconds, by the exact Cookie header, for each auth instance.
 * Checking a signed session cookie is most of the cost of a member's request; the session
 * cookie is already trusted for a minute without the database (see create-auth.ts), so
 * remembering the answer for 10 s (20 s at most, see TtlCache) changes nothing a user can
 * notice. A sign-out clears the
 * cookies, and new cookies are a new key.
 */
const recentSessions = new WeakMap<Auth, TtlCache<SessionUser | null>>();

export async function getSessionUser(auth: Auth, c: Context): Promise<SessionUser | null> {
  const headers = c.req.raw.headers;
  // Without a session cookie there is nobody to look up: most visitors are signed out.
  if (!getSessionCookie(headers)) return null;
  let sessions = recentSessions.get(auth);
  if (!sessions) recentSessions.set(auth, (sessions = new TtlCache(10_000, 10_000)));
  return sessions.get(
    headers.get('cookie') ?? '',
    async () => (await auth.api.getSession({ headers }))?.user ?? null,
  );
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
