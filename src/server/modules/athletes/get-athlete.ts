import { and, eq } from 'drizzle-orm';
import { isUuid } from '#shared/uuid';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { isActiveAdmin } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import type { AthleteCaches } from './athlete-list-cache';
import type { AthleteWork } from './athlete-work';
import { athleteView } from './athlete-view';
import { selectProfiles, withFeatured } from './featured-placement';
import { playableReel } from './highlight-videos';
import { profileShownTo, visibleTo } from '#server/modules/privacy';
import type { Audience } from '#shared/recruiting';

/**
 * An athlete's row if anyone at all may see it (listed and public: see
 * privacy/update-listing.ts), or null. Link previews, the sitemap and search engines get these
 * alone.
 */
export async function findPublicAthleteRow(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), visibleTo('visitor')));
  return row ?? null;
}

/**
 * One athlete's page. A profile that is not listed (email unconfirmed, a minor without their
 * guardian's consent, private, held by a moderator) is found by its owner and administrators
 * alone, a members-only one by members and a coaches-only one by verified coaches (rowVisibleTo): to
 * anyone else it does not exist. Members see the highlight reel's clips once they play; a
 * provider's asset still processing is looked up again here (see refreshHighlight). Says too
 * whether the viewer's whole audience sees it alike (render-pages.ts keeps such pages for them).
 */
export async function getAthlete(
  {
    db,
    caches,
    videoAssets,
    work,
    clock,
  }: {
    db: Database;
    caches: AthleteCaches;
    videoAssets?: VideoAssets;
    work: AthleteWork;
    clock: Clock;
  },
  id: string,
  viewer: ({ id: string } & Parameters<typeof isActiveAdmin>[0]) | null,
  audience: Audience,
) {
  const found = isUuid(id) ? (await selectProfiles(db).where(eq(p.id, id)))[0] : undefined;
  const row = found && withFeatured(found);
  const visible =
    row && profileShownTo(row, { id: viewer?.id ?? null, admin: isActiveAdmin(viewer), audience });
  if (!row || !visible) {
    throw new AppError('NOT_FOUND', 'We could not find that athlete.');
  }
  // Shown to the viewer's whole audience, not by their own exception (the owner, an administrator).
  const sameForAudience = profileShownTo(row, { id: null, admin: false, audience });
  if (!viewer) return { athlete: athleteView(row, false), sameForAudience };
  const { featured, reel } = await playableReel({ db, caches, videoAssets, work, clock }, row.id);
  return { athlete: { ...athleteView(row, true, featured), highlightReel: reel }, sameForAudience };
}
