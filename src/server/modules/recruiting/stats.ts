import { asc, eq } from 'drizzle-orm';
import type { Stat, StatInput } from '#shared/schemas/stats';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { athleteStats as s } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';

// An athlete's self-reported statistics (docs/product.md#evaluations): kept in the order the
// athlete gives, replaced as a whole on each save, shown on their page as self-reported.

const columns = { id: s.id, season: s.season, stat: s.stat, value: s.value };

export async function listStats(db: Database, athleteId: string): Promise<Stat[]> {
  return db.select(columns).from(s).where(eq(s.athleteId, athleteId)).orderBy(asc(s.position));
}

async function ownProfileId(db: Database, userId: string): Promise<string | null> {
  const [profile] = await db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  return profile?.id ?? null;
}

export async function listOwnStats(db: Database, userId: string): Promise<Stat[]> {
  const profileId = await ownProfileId(db, userId);
  return profileId ? listStats(db, profileId) : [];
}

/** Replaces the caller's statistics with the list given, in its order. */
export async function replaceOwnStats(
  db: Database,
  userId: string,
  stats: StatInput[],
): Promise<Stat[]> {
  const profileId = await ownProfileId(db, userId);
  if (!profileId) {
    throw new AppError('FORBIDDEN', 'Create your athlete profile first, then add statistics.');
  }
  return db.transaction(async (tx) => {
    // One save at a time per profile: two at once would otherwise leave both lists.
    await tx.select({ id: p.id }).from(p).where(eq(p.id, profileId)).for('update');
    await tx.delete(s).where(eq(s.athleteId, profileId));
    if (stats.length === 0) return [];
    return tx
      .insert(s)
      .values(stats.map((stat, position) => ({ ...stat, athleteId: profileId, position })))
      .returning(columns);
  });
}
