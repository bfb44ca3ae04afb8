import type { SessionUser } from '../auth/guards';

/**
 * A signed-in user as the session gives one, for calling a module's functions directly: a
 * confirmed member with no plan of their own unless `fields` say otherwise.
 */
export function sessionUser(fields: Pick<SessionUser, 'id'> & Partial<SessionUser>): SessionUser {
  const now = new Date();
  return {
    name: 'Test User',
    email: `${fields.id}@example.com`,
    emailVerified: true,
    image: null,
    createdAt: now,
    updatedAt: now,
    role: 'user',
    banned: false,
    banReason: null,
    banExpires: null,
    twoFactorEnabled: false,
    userType: 'player',
    phone: null,
    ...fields,
  };
}
