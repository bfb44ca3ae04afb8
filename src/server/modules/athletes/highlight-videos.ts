import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { highlightMessages } from '#shared/highlight-videos';
import type { HighlightClip, HighlightVideo } from '#shared/schemas/athletes';
import type { Storage } from '#server/adapters/storage/storage';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { highlightVideos as h } from '#server/db/schema/highlight-videos';
import { AppError } from '#server/http/app-error';
import { discardCaptions, storeCaptions } from '#server/lib/captions-files';
import type { AthleteCaches } from './athlete-list-cache';
import type { AthleteWork } from './athlete-work';

export type HighlightRow = typeof h.$inferSelect;

/** What the highlight services need; `videoAssets` only when a streaming provider is set up. */
export type HighlightDeps = {
  db: Database;
  caches: AthleteCaches;
  storage: Storage;
  videoAssets?: VideoAssets | undefined;
  /** the instance's upload queue and provider checks (createApp's) */
  work: AthleteWork;
  clock: Clock;
};

export function highlightView(row: HighlightRow): HighlightVideo {
  return {
    url: row.url,
    contentType: row.contentType,
    srcType: row.provider === 'livepeer' ? 'hls' : 'file',
    status: row.status,
    durationSeconds: row.durationSeconds,
    captionsUrl: row.captionsUrl,
  };
}

export function clipView(row: HighlightRow): HighlightClip {
  return { ...highlightView(row), id: row.id, title: row.title, featured: row.featured };
}

const plays = (row: HighlightRow | undefined | null): row is HighlightRow =>
  Boolean(row && row.status === 'ready' && row.url);

/** What others see: a video that plays, or nothing. */
export function playableView(row: HighlightRow | undefined | null): HighlightVideo | null {
  return plays(row) ? highlightView(row) : null;
}

/**
 * Whether a profile has a highlight that plays: what its page offers others to play, so what a
 * "played highlights" view may say they did.
 */
export async function hasPlayableHighlight(db: Database, profileId: string): Promise<boolean> {
  return (await findReelRows(db, profileId)).some(plays);
}

/** A profile's reel in the athlete's order, featured first. */
export function findReelRows(db: Database, profileId: string) {
  return db
    .select()
    .from(h)
    .where(eq(h.profileId, profileId))
    .orderBy(desc(h.featured), asc(h.position), asc(h.createdAt));
}

/**
 * What others see of a profile's reel: the clips that play, featured first, after asking the
 * provider about any still processing (see refreshHighlight); `featured` is the video cards and
 * the top of the page play (the first that plays when the featured one does not yet).
 */
export async function playableReel(
  deps: Pick<HighlightDeps, 'db' | 'caches' | 'videoAssets' | 'work' | 'clock'>,
  profileId: string,
) {
  const rows = await findReelRows(deps.db, profileId);
  const current = await Promise.all(rows.map((row) => refreshHighlight(deps, row)));
  const playing = current.filter(plays);
  return {
    featured: playing[0] ? highlightView(playing[0]) : null,
    reel: playing.map(clipView),
  };
}

/** The playable featured highlights of several athletes at once, by profile id. */
export async function playableHighlightsOf(
  db: Database,
  profileIds: string[],
): Promise<Map<string, HighlightVideo>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(h)
    .where(and(inArray(h.profileId, profileIds), eq(h.status, 'ready'), eq(h.featured, true)));
  return new Map(
    rows.flatMap((row) => {
      const view = playableView(row);
      return view ? [[row.profileId, view] as const] : [];
    }),
  );
}

/** How often one processing asset may be asked about; every page view would be too often. */
export const ASSET_CHECK_INTERVAL_MS = 5000;

/**
 * A provider's asset is processed after the upload: while the row says processing, asks the
 * provider (at most every few seconds) and records the playlist once the asset is ready, or the
 * failure. Asked when the owner or the athlete's page looks, not in the background.
 */
export async function refreshHighlight(
  deps: Pick<HighlightDeps, 'db' | 'caches' | 'videoAssets' | 'work' | 'clock'>,
  row: HighlightRow,
): Promise<HighlightRow> {
  const { videoAssets } = deps;
  // By asset, in this instance: each asks at most every few seconds, whoever is looking.
  const lastAssetCheck = deps.work.assetChecks;
  if (row.status !== 'processing' || row.provider !== 'livepeer' || !row.assetId || !videoAssets) {
    return row;
  }
  const now = deps.clock.now();
  const last = lastAssetCheck.get(row.assetId);
  if (last !== undefined && now - last < ASSET_CHECK_INTERVAL_MS) return row;
  if (lastAssetCheck.size > 1000) lastAssetCheck.clear();
  lastAssetCheck.set(row.assetId, now);

  let update: Partial<HighlightRow>;
  try {
    const asset = await videoAssets.getAsset(row.assetId);
    if (!asset || ['failed', 'deleting', 'deleted'].includes(asset.phase)) {
      update = { status: 'failed' };
    } else if (asset.phase === 'ready' && asset.playbackId) {
      const url = await videoAssets.playbackUrl(asset.playbackId);
      if (!url) return row;
      update = { status: 'ready', url, playbackId: asset.playbackId };
    } else {
      return row;
    }
  } catch (error) {
    console.error('[highlights] could not ask the provider about an asset', error);
    return row;
  }
  lastAssetCheck.delete(row.assetId);
  // Only this asset's row: a new upload may have replaced it meanwhile.
  const [updated] = await deps.db
    .update(h)
    .set(update)
    .where(and(eq(h.id, row.id), eq(h.assetId, row.assetId)))
    .returning();
  if (!updated) return row;
  await deps.caches.edited();
  return updated;
}

/**
 * Removes a highlight's stored file or provider asset, and its captions file when it has one;
 * failures are logged, not raised.
 */
export async function discardHighlightMedia(
  deps: Pick<HighlightDeps, 'storage' | 'videoAssets'>,
  row: Pick<HighlightRow, 'provider' | 'storageKey' | 'assetId'> & {
    captionsStorageKey?: string | null;
  },
) {
  await discardCaptions(deps.storage, row.captionsStorageKey);
  try {
    if (row.provider === 'storage' && row.storageKey) {
      await deps.storage.delete(row.storageKey);
    } else if (row.provider === 'livepeer' && row.assetId) {
      if (!deps.videoAssets) {
        console.error(`[highlights] asset ${row.assetId} left at the provider: none configured`);
        return;
      }
      await deps.videoAssets.deleteAsset(row.assetId);
    }
  } catch (error) {
    console.error('[highlights] could not delete a replaced video', error);
  }
}

async function findProfileId(db: Database, userId: string) {
  const [profile] = await db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  return profile?.id ?? null;
}

async function requireProfileId(db: Database, userId: string) {
  const profileId = await findProfileId(db, userId);
  if (!profileId) throw new AppError('FORBIDDEN', highlightMessages.needsProfile);
  return profileId;
}

/** The signed-in athlete's featured clip with its status (GET /api/me/highlight-video), or null. */
export async function getOwnHighlight(deps: HighlightDeps, userId: string) {
  const profileId = await findProfileId(deps.db, userId);
  const [row] = profileId ? await findReelRows(deps.db, profileId).limit(1) : [];
  return row ? highlightView(await refreshHighlight(deps, row)) : null;
}

/** The signed-in athlete's whole reel with each clip's status, for the editor. */
export async function listOwnReel(deps: HighlightDeps, userId: string) {
  const profileId = await findProfileId(deps.db, userId);
  if (!profileId) return [];
  const rows = await findReelRows(deps.db, profileId);
  return (await Promise.all(rows.map((row) => refreshHighlight(deps, row)))).map(clipView);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Within a transaction holding the profile's lock: numbers the reel 0, 1, … in its order and,
 * when no clip is featured (the featured one was deleted), features the first.
 */
async function tidyReel(tx: Tx, profileId: string) {
  const rows = await tx
    .select({ id: h.id, featured: h.featured })
    .from(h)
    .where(eq(h.profileId, profileId))
    .orderBy(asc(h.position), asc(h.createdAt));
  const hasFeatured = rows.some((row) => row.featured);
  for (const [position, row] of rows.entries()) {
    await tx
      .update(h)
      .set({ position, ...(!hasFeatured && position === 0 ? { featured: true } : {}) })
      .where(eq(h.id, row.id));
  }
}

/** Locks the profile row so that changes to one reel happen one after another. */
export async function lockProfile(tx: Tx, profileId: string) {
  await tx.execute(sql`select 1 from ${p} where ${p.id} = ${profileId} for update`);
}

/** Removes one clip (or, with 'featured', the featured one) and its media; false when none. */
export async function deleteOwnClip(deps: HighlightDeps, userId: string, clip: string) {
  const profileId = await requireProfileId(deps.db, userId);
  const removed = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const which = clip === 'featured' ? eq(h.featured, true) : eq(h.id, clip);
    const [row] = await tx
      .delete(h)
      .where(and(eq(h.profileId, profileId), which))
      .returning();
    if (row) await tidyReel(tx, profileId);
    return row ?? null;
  });
  if (!removed) return false;
  await deps.caches.edited();
  await discardHighlightMedia(deps, removed);
  return true;
}

/** Removes the signed-in athlete's featured clip (DELETE /api/me/highlight-video). */
export function deleteOwnHighlight(deps: HighlightDeps, userId: string) {
  return deleteOwnClip(deps, userId, 'featured');
}

/** Renames a clip, or makes it the featured one. */
export async function updateOwnClip(
  deps: HighlightDeps,
  userId: string,
  clipId: string,
  change: { title?: string | undefined; featured?: true | undefined },
) {
  const profileId = await requireProfileId(deps.db, userId);
  const updated = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const [row] = await tx
      .select({ id: h.id })
      .from(h)
      .where(and(eq(h.id, clipId), eq(h.profileId, profileId)));
    if (!row) throw new AppError('NOT_FOUND', highlightMessages.noClip);
    if (change.featured) {
      await tx
        .update(h)
        .set({ featured: false })
        .where(and(eq(h.profileId, profileId), eq(h.featured, true)));
    }
    const [saved] = await tx
      .update(h)
      .set({
        ...(change.title === undefined ? {} : { title: change.title }),
        ...(change.featured ? { featured: true } : {}),
      })
      .where(eq(h.id, clipId))
      .returning();
    return saved!;
  });
  await deps.caches.edited();
  return clipView(updated);
}

/** Puts the reel in the order given, which must name every clip of it once. */
export async function reorderOwnReel(deps: HighlightDeps, userId: string, ids: string[]) {
  const profileId = await requireProfileId(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const rows = await tx.select({ id: h.id }).from(h).where(eq(h.profileId, profileId));
    const known = new Set(rows.map((row) => row.id));
    if (rows.length !== ids.length || !ids.every((id) => known.has(id))) {
      throw new AppError('CONFLICT', highlightMessages.orderMismatch);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(h).set({ position }).where(eq(h.id, id));
    }
  });
  await deps.caches.edited();
  return listOwnReel(deps, userId);
}

/** Where clips' captions files are kept in the storage adapter. */
const CAPTIONS_FOLDER = 'captions/highlights';

/**
 * Records one of the athlete's clips' new captions (or none) and returns the key they replace,
 * read under the profile's lock; null when the clip is not theirs (or was deleted meanwhile).
 */
function replaceClipCaptions(
  db: Database,
  profileId: string,
  clipId: string,
  next: { storageKey: string; url: string } | null,
) {
  const owned = and(eq(h.id, clipId), eq(h.profileId, profileId));
  return db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const [old] = await tx
      .select({ captionsStorageKey: h.captionsStorageKey })
      .from(h)
      .where(owned);
    if (!old) return null;
    const [saved] = await tx
      .update(h)
      .set({ captionsStorageKey: next?.storageKey ?? null, captionsUrl: next?.url ?? null })
      .where(owned)
      .returning();
    return { oldKey: old.captionsStorageKey, saved: saved! };
  });
}

/**
 * Adds or replaces the WebVTT captions of one of the athlete's clips (checked by the route's
 * schema): the file is stored under a new name, recorded, and the one it replaces deleted.
 * Someone else's clip is not found.
 */
export async function setOwnClipCaptions(
  deps: HighlightDeps,
  userId: string,
  clipId: string,
  vtt: string,
) {
  const profileId = await requireProfileId(deps.db, userId);
  const [known] = await deps.db
    .select({ id: h.id })
    .from(h)
    .where(and(eq(h.id, clipId), eq(h.profileId, profileId)));
  if (!known) throw new AppError('NOT_FOUND', highlightMessages.noClip);
  const stored = await storeCaptions(deps.storage, CAPTIONS_FOLDER, clipId, vtt);
  const result = await replaceClipCaptions(deps.db, profileId, clipId, stored);
  if (!result) {
    // Deleted meanwhile: the new file has nothing to belong to.
    await discardCaptions(deps.storage, stored.storageKey);
    throw new AppError('NOT_FOUND', highlightMessages.noClip);
  }
  await deps.caches.edited();
  await discardCaptions(deps.storage, result.oldKey);
  return clipView(result.saved);
}

/** Removes a clip's captions and their file (none there: the clip as it is). */
export async function removeOwnClipCaptions(deps: HighlightDeps, userId: string, clipId: string) {
  const profileId = await requireProfileId(deps.db, userId);
  const result = await replaceClipCaptions(deps.db, profileId, clipId, null);
  if (!result) throw new AppError('NOT_FOUND', highlightMessages.noClip);
  if (result.oldKey) {
    await deps.caches.edited();
    await discardCaptions(deps.storage, result.oldKey);
  }
  return clipView(result.saved);
}
