import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import type { SessionUser } from '#server/auth/guards';
import { isActiveAdmin } from '#server/auth/guards';

/** What the app shows about the signed-in user. */
export async function getAccount(db: Database, user: SessionUser) {
  const [profile] = await db
    .select({ id: playerProfiles.id, isComplete: playerProfiles.isComplete })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, user.id))
    .limit(1);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: (user.userType as string | null | undefined) ?? null,
    phone: (user.phone as string | null | undefined) ?? null,
    isAdmin: isActiveAdmin(user),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    createdAt: new Date(user.createdAt).toISOString(),
    playerProfile: profile ?? null,
  };
}
