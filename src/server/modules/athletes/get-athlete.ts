import { and, eq, sql } from 'drizzle-orm';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { AppError } from '#server/http/app-error';
import type { AthleteCaches } from './athlete-list-cache';
import { athleteView } from './athlete-view';
import { selectProfiles, withFeatured } from './featured-placement';
import { findHighlightRow, playableView, refreshHighlight } from './highlight-videos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listed athlete's row (see update-listing.ts), or null. */
export async function findListedAthleteRow(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), sql`${p.listed}`));
  return row ?? null;
}

/**
 * One athlete's page. A profile that is not listed yet is found by its owner alone: to anyone
 * else it does not exist. Members see the highlight video once it plays; a provider's asset
 * still processing is looked up again here (see refreshHighlight).
 */
export async function getAthlete(
  { db, caches, videoAssets }: { db: Database; caches: AthleteCaches; videoAssets?: VideoAssets },
  id: string,
  viewer: { id: string } | null,
) {
  const found = UUID.test(id) ? (await selectProfiles(db).where(eq(p.id, id)))[0] : undefined;
  const row = found && withFeatured(found);
  if (!row || !(row.listed || row.userId === viewer?.id)) {
    throw new AppError('NOT_FOUND', 'We could not find that athlete.');
  }
  if (!viewer) return athleteView(row, false);
  const highlight = await findHighlightRow(db, row.id);
  const current = highlight && (await refreshHighlight({ db, caches, videoAssets }, highlight));
  return athleteView(row, true, playableView(current));
}
