import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { appMeta } from '#server/db/schema/app-meta';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { athleteView } from './athlete-view';
import { selectProfiles, withFeatured } from './featured-placement';
import { playableHighlightsOf } from './highlight-videos';
import { visibleTo } from './update-listing';

export const ATHLETE_OF_THE_MONTH_KEY = 'athlete_of_the_month';

/**
 * Complete and visible to the caller: what the featured sections may show (partial indexes
 * match this).
 */
const onShow = (signedIn: boolean) => and(eq(p.isComplete, true), visibleTo(signedIn));

type ProfileRow = typeof p.$inferSelect & { featured: boolean };

/** The rows as the caller may see them; members get each athlete's highlight video too. */
async function viewsOf(db: Database, rows: ProfileRow[], signedIn: boolean) {
  if (!signedIn) return rows.map((row) => athleteView(row, false));
  const highlights = await playableHighlightsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => athleteView(row, true, highlights.get(row.id) ?? null));
}

/** The newest complete profiles: 4 for Recent Athletes, 5 for the hero carousel. */
export async function listNewestComplete(db: Database, limit: number, signedIn: boolean) {
  const rows = await selectProfiles(db)
    .where(onShow(signedIn))
    .orderBy(sql`${p.createdAt} desc nulls last`)
    .limit(limit);
  return viewsOf(db, rows.map(withFeatured), signedIn);
}

async function findAthleteOfTheMonth(db: Database, signedIn: boolean) {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, ATHLETE_OF_THE_MONTH_KEY));
  if (!meta) return null;
  const [row] = await selectProfiles(db).where(
    and(sql`${p.id}::text = ${meta.value}`, visibleTo(signedIn)),
  );
  return row ? withFeatured(row) : null;
}

export async function getAthleteOfTheMonth(db: Database, signedIn: boolean) {
  const row = await findAthleteOfTheMonth(db, signedIn);
  return row ? ((await viewsOf(db, [row], signedIn))[0] ?? null) : null;
}

/**
 * Most improved (SPEC §7): the athlete of the month as a special mention first, then the most
 * recently updated complete profiles: 3 of them with a special mention, 4 without, no repeats.
 */
export async function listMostImproved(db: Database, signedIn: boolean) {
  const special = await findAthleteOfTheMonth(db, signedIn);
  const rows = (
    await selectProfiles(db).where(onShow(signedIn)).orderBy(desc(p.updatedAt)).limit(5)
  ).map(withFeatured);
  const others = rows.filter((row) => row.id !== special?.id).slice(0, special ? 3 : 4);
  return viewsOf(db, [...(special ? [special] : []), ...others], signedIn);
}
