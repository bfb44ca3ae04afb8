import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AthletePickKind } from '#shared/admin';
import { MAX_PICKS_PER_LIST } from '#shared/admin-showcase';
import type { AthleteOfTheMonth } from '#shared/schemas/athletes';
import type { Audience } from '#shared/recruiting';
import type { Database } from '#server/db/client';
import { athletePicks as picks } from '#server/db/schema/admin';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { athleteView } from './athlete-view';
import { ownerIsFeatured, selectProfiles, withFeatured } from './featured-placement';
import { playableHighlightsOf } from './highlight-videos';
import { visibleTo } from '#server/modules/privacy';

/**
 * The hero carousel's length (docs/product.md#athlete-sections), when administrators picked fewer
 * featured athletes.
 */
const FEATURED_COUNT = 5;
/** Most improved (docs/product.md#athlete-sections): filled up to this many after the picks. */
const MOST_IMPROVED_COUNT = 4;

/**
 * Complete and visible to the caller: what the featured sections may show (partial indexes
 * match this).
 */
const onShow = (audience: Audience) => and(eq(p.isComplete, true), visibleTo(audience));

type ProfileRow = typeof p.$inferSelect & { featured: boolean };

/** The rows as the caller may see them; members get each athlete's highlight video too. */
async function viewsOf(db: Database, rows: ProfileRow[], audience: Audience) {
  if (audience === 'visitor') return rows.map((row) => athleteView(row, false));
  const highlights = await playableHighlightsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => athleteView(row, true, highlights.get(row.id) ?? null));
}

/** The newest complete profiles: 4 for Recent Athletes. */
export async function listNewestComplete(db: Database, limit: number, audience: Audience) {
  const rows = await selectProfiles(db)
    .where(onShow(audience))
    .orderBy(sql`${p.createdAt} desc nulls last`)
    .limit(limit);
  return viewsOf(db, rows.map(withFeatured), audience);
}

/**
 * The athletes administrators picked for a list, in their order. A pick obeys the listing rule
 * like everything else: a hidden, private or unlisted athlete is left out, picked or not.
 */
async function findPicked(
  db: Database,
  kind: Exclude<AthletePickKind, 'athlete_of_the_month'>,
  audience: Audience,
): Promise<ProfileRow[]> {
  const rows = await db
    .select({ profile: p, featured: ownerIsFeatured })
    .from(picks)
    .innerJoin(p, eq(p.id, picks.profileId))
    .where(and(eq(picks.kind, kind), onShow(audience)))
    .orderBy(asc(picks.position), asc(picks.createdAt))
    .limit(MAX_PICKS_PER_LIST);
  return rows.map(withFeatured);
}

/** Profiles on show and not among `picked`, in `order`, enough to reach `total` with them. */
async function fillAfter(
  db: Database,
  picked: ProfileRow[],
  total: number,
  audience: Audience,
  { where, order }: { where?: SQL; order: SQL[] },
): Promise<ProfileRow[]> {
  const wanted = total - picked.length;
  if (wanted <= 0) return [];
  const ids = picked.map((row) => row.id);
  const rows = await selectProfiles(db)
    .where(and(onShow(audience), where, ids.length > 0 ? notInArray(p.id, ids) : undefined))
    .orderBy(...order)
    .limit(wanted);
  return rows.map(withFeatured);
}

const newestFirst = [sql`${p.createdAt} desc nulls last`];

/**
 * The hero carousel: the featured athletes administrators picked, in their order, then the
 * Recruiting Profile holders (featured placement), then the newest complete profiles, 5 in all
 * unless more were picked.
 */
export async function listFeatured(db: Database, audience: Audience) {
  const picked = await findPicked(db, 'featured', audience);
  const holders = await fillAfter(db, picked, FEATURED_COUNT, audience, {
    where: ownerIsFeatured,
    order: newestFirst,
  });
  const shown = [...picked, ...holders];
  const newest = await fillAfter(db, shown, FEATURED_COUNT, audience, { order: newestFirst });
  return viewsOf(db, [...shown, ...newest], audience);
}

async function findAthleteOfTheMonth(db: Database, audience: Audience) {
  const [row] = await db
    .select({
      profile: p,
      featured: ownerIsFeatured,
      // Chosen before months were recorded: the month it was chosen in.
      month: sql<string>`coalesce(${picks.month}, to_char(${picks.createdAt}, 'YYYY-MM'))`,
      blurb: picks.blurb,
    })
    .from(picks)
    .innerJoin(p, eq(p.id, picks.profileId))
    .where(and(eq(picks.kind, 'athlete_of_the_month'), visibleTo(audience)))
    .limit(1);
  return row ? { profile: withFeatured(row), month: row.month, blurb: row.blurb } : null;
}

/** The Athlete of the Month with the month they were chosen for and the administrator's words. */
export async function getAthleteOfTheMonth(
  db: Database,
  audience: Audience,
): Promise<AthleteOfTheMonth | null> {
  const found = await findAthleteOfTheMonth(db, audience);
  if (!found) return null;
  const [view] = await viewsOf(db, [found.profile], audience);
  return view ? { ...view, month: found.month, blurb: found.blurb || null } : null;
}

/**
 * Most improved (docs/product.md#athlete-sections): the Athlete of the Month first, then the
 * special mentions administrators picked, in their order, then the most recently updated complete
 * profiles up to 4 in all, no repeats.
 */
export async function listMostImproved(db: Database, audience: Audience) {
  const [special, mentions] = await Promise.all([
    findAthleteOfTheMonth(db, audience),
    findPicked(db, 'special_mention', audience),
  ]);
  const picked = special
    ? [special.profile, ...mentions.filter((row) => row.id !== special.profile.id)]
    : mentions;
  const fill = await fillAfter(db, picked, MOST_IMPROVED_COUNT, audience, {
    order: [desc(p.updatedAt)],
  });
  return viewsOf(db, [...picked, ...fill], audience);
}
