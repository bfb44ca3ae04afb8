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

export async function getSessionUser(auth: Auth, c: Context): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session?.user ?? null;
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
