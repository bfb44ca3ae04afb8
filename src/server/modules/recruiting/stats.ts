import { asc, eq } from 'drizzle-orm';
import type { AthleteStats, Stat, StatInput } from '#shared/schemas/stats';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { athleteStats as s } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import { withVerifications } from '#server/modules/programs';

// An athlete's self-reported statistics (docs/product.md#evaluations): kept in the order the
// athlete gives, replaced as a whole on each save, shown on their page as self-reported, each
// with a roster coach's verification while it holds (docs/product.md#stat-verification), and the
// measurables verified now.

const columns = { id: s.id, season: s.season, stat: s.stat, value: s.value };

/** An athlete's statistics as their page shows them, and their verified measurables. */
export async function listStats(db: Database, athleteId: string): Promise<AthleteStats> {
  const rows = await db
    .select(columns)
    .from(s)
    .where(eq(s.athleteId, athleteId))
    .orderBy(asc(s.position));
  return withVerifications(db, athleteId, rows);
}

async function ownProfileId(db: Database, userId: string): Promise<string | null> {
  const [profile] = await db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  return profile?.id ?? null;
}

export async function listOwnStats(db: Database, userId: string): Promise<Stat[]> {
  const profileId = await ownProfileId(db, userId);
  return profileId ? (await listStats(db, profileId)).stats : [];
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
  const saved = await db.transaction(async (tx) => {
    // One save at a time per profile: two at once would otherwise leave both lists.
    await tx.select({ id: p.id }).from(p).where(eq(p.id, profileId)).for('update');
    await tx.delete(s).where(eq(s.athleteId, profileId));
    if (stats.length === 0) return [];
    return tx
      .insert(s)
      .values(stats.map((stat, position) => ({ ...stat, athleteId: profileId, position })))
      .returning(columns);
  });
  // A changed value is unverified from now on: the verification is compared, not kept.
  return (await withVerifications(db, profileId, saved)).stats;
}
