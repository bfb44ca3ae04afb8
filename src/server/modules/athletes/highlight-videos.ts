import { and, eq, inArray } from 'drizzle-orm';
import { highlightMessages } from '#shared/highlight-videos';
import type { HighlightVideo } from '#shared/schemas/athletes';
import type { Storage } from '#server/adapters/storage/storage';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { highlightVideos as h } from '#server/db/schema/highlight-videos';
import { AppError } from '#server/http/app-error';
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
};

export function highlightView(row: HighlightRow): HighlightVideo {
  return {
    url: row.url,
    contentType: row.contentType,
    srcType: row.provider === 'livepeer' ? 'hls' : 'file',
    status: row.status,
    durationSeconds: row.durationSeconds,
  };
}

/** What others see: a video that plays, or nothing. */
export function playableView(row: HighlightRow | undefined | null): HighlightVideo | null {
  return row && row.status === 'ready' && row.url ? highlightView(row) : null;
}

export async function findHighlightRow(db: Database, profileId: string) {
  const [row] = await db.select().from(h).where(eq(h.profileId, profileId));
  return row ?? null;
}

/** The playable highlights of several athletes at once, by profile id. */
export async function playableHighlightsOf(
  db: Database,
  profileIds: string[],
): Promise<Map<string, HighlightVideo>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(h)
    .where(and(inArray(h.profileId, profileIds), eq(h.status, 'ready')));
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
  deps: Pick<HighlightDeps, 'db' | 'caches' | 'videoAssets' | 'work'>,
  row: HighlightRow,
): Promise<HighlightRow> {
  const { videoAssets } = deps;
  // By asset, in this instance: each asks at most every few seconds, whoever is looking.
  const lastAssetCheck = deps.work.assetChecks;
  if (row.status !== 'processing' || row.provider !== 'livepeer' || !row.assetId || !videoAssets) {
    return row;
  }
  const now = Date.now();
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
    .where(and(eq(h.profileId, row.profileId), eq(h.assetId, row.assetId)))
    .returning();
  if (!updated) return row;
  await deps.caches.edited();
  return updated;
}

/** Removes a highlight's stored file or provider asset; failures are logged, not raised. */
export async function discardHighlightMedia(
  deps: Pick<HighlightDeps, 'storage' | 'videoAssets'>,
  row: Pick<HighlightRow, 'provider' | 'storageKey' | 'assetId'>,
) {
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

/** The signed-in user's highlight with its status (for the editor), or null. */
export async function getOwnHighlight(deps: HighlightDeps, userId: string) {
  const profileId = await findProfileId(deps.db, userId);
  const row = profileId ? await findHighlightRow(deps.db, profileId) : null;
  return row ? highlightView(await refreshHighlight(deps, row)) : null;
}

/** Removes the signed-in athlete's highlight and its file or asset; false when there was none. */
export async function deleteOwnHighlight(deps: HighlightDeps, userId: string) {
  const profileId = await findProfileId(deps.db, userId);
  if (!profileId) throw new AppError('FORBIDDEN', highlightMessages.needsProfile);
  const [removed] = await deps.db.delete(h).where(eq(h.profileId, profileId)).returning();
  if (!removed) return false;
  await deps.caches.edited();
  await discardHighlightMedia(deps, removed);
  return true;
}
