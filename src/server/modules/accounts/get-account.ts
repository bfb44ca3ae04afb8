import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import type { SessionUser } from '#server/auth/guards';
import { isActiveAdmin } from '#server/auth/guards';
import { createAccountCache, type AccountChanges } from '#server/auth/session-cache';

export type ProgramRoleOf = (
  db: Database,
  userId: string,
) => Promise<'owner' | 'admin' | 'coach' | null>;

/** What the app shows of a member beyond their session: read from their profile and programs. */
type AccountPlaces = {
  playerProfile: { id: string; isComplete: boolean } | null;
  programRole: Awaited<ReturnType<ProgramRoleOf>>;
};

/**
 * A member's places (athlete profile, program role) by account id, kept on this instance until
 * the database announces a change to them (migration 0036's triggers: a profile added, removed
 * or completed; a program's owner or staff changed), as sessions are (auth/session-cache.ts).
 * A member's requests then read nothing from the database to answer GET /api/me.
 */
export function createAccountPlaces(
  db: Database,
  changes: AccountChanges,
  programRoleOf: ProgramRoleOf,
): (userId: string) => Promise<AccountPlaces> {
  const kept = createAccountCache<AccountPlaces>(changes, (_places, userId) => userId);
  return (userId) =>
    kept.get(userId, async () => {
      const [[profile], programRole] = await Promise.all([
        db
          .select({ id: playerProfiles.id, isComplete: playerProfiles.isComplete })
          .from(playerProfiles)
          .where(eq(playerProfiles.userId, userId))
          .limit(1),
        programRoleOf(db, userId),
      ]);
      return { playerProfile: profile ?? null, programRole };
    });
}

/** What the app shows about the signed-in user. */
export function getAccount(user: SessionUser, places: AccountPlaces) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: (user.userType as string | null | undefined) ?? null,
    phone: (user.phone as string | null | undefined) ?? null,
    isAdmin: isActiveAdmin(user),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    createdAt: new Date(user.createdAt).toISOString(),
    ...places,
  };
}
