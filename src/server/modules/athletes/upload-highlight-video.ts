import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  HIGHLIGHT_REEL_MAX,
  highlightMessages,
  isHighlightContentType,
} from '#shared/highlight-videos';
import { HIGHLIGHT_MAX_BYTES } from '#shared/streams';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { highlightVideos as h } from '#server/db/schema/highlight-videos';
import { AppError } from '#server/http/app-error';
import type { BodyLimit } from '#server/http/body-limits';
import { QueueFullError } from '#server/lib/work-queue';
import {
  discardHighlightMedia,
  lockProfile,
  type HighlightDeps,
  type HighlightRow,
} from './highlight-videos';
import { receiveVideoFile, type ReceivedVideo } from './receive-video-file';

/**
 * The body of PUT /api/me/highlight-video and POST /api/me/highlights is the video itself,
 * nothing around it.
 */
export const HIGHLIGHT_BODY_LIMIT: BodyLimit = {
  maxBytes: HIGHLIGHT_MAX_BYTES,
  message: highlightMessages.tooLarge,
  // The upload is streamed to a temporary file and counted as it arrives.
  countedByRoute: true,
};

export type HighlightUpload = {
  /** The Content-Type header as sent. */
  contentType: string | undefined;
  /** The Content-Length header as sent, if any. */
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
};

/**
 * A new video's row values. Its captions start empty: a video that replaces another drops the
 * old one's captions (written for the old video) with it.
 */
type NewHighlight = Omit<
  HighlightRow,
  'id' | 'profileId' | 'createdAt' | 'title' | 'position' | 'featured'
>;
const noCaptions = { captionsStorageKey: null, captionsUrl: null };

/**
 * Where an upload goes: in place of the featured clip's video (keeping its title and place; the
 * first clip when the reel is empty), or a new clip at the end of the reel.
 */
export type UploadTarget = { replace: 'featured' } | { add: { title: string } };

const reelSize = async (db: Pick<HighlightDeps['db'], 'select'>, profileId: string) =>
  (await db.select({ n: count() }).from(h).where(eq(h.profileId, profileId)))[0]?.n ?? 0;

/** Sends the file to the provider; the asset is processed there and followed lazily. */
async function sendToProvider(
  videoAssets: VideoAssets,
  profileId: string,
  video: ReceivedVideo,
): Promise<NewHighlight> {
  let assetId: string | null = null;
  try {
    const { uploadUrl, asset } = await videoAssets.requestUpload(`highlight-${profileId}`);
    assetId = asset.id;
    await videoAssets.uploadFile(uploadUrl, {
      path: video.path,
      size: video.size,
      contentType: video.format.contentType,
    });
  } catch (error) {
    console.error('[highlights] the provider refused an upload', error);
    if (assetId) await videoAssets.deleteAsset(assetId).catch(() => undefined);
    throw new AppError('UNAVAILABLE', highlightMessages.providerDown);
  }
  return {
    provider: 'livepeer',
    assetId,
    storageKey: null,
    url: null,
    playbackId: null,
    status: 'processing',
    contentType: video.format.contentType,
    sizeBytes: video.size,
    durationSeconds: video.durationSeconds,
    ...noCaptions,
  };
}

async function store(
  deps: HighlightDeps,
  profileId: string,
  video: ReceivedVideo,
): Promise<NewHighlight> {
  if (deps.videoAssets) return sendToProvider(deps.videoAssets, profileId, video);
  // A new name for each upload: the old address may sit in caches, and is deleted below.
  const key = `highlights/${profileId}-${randomBytes(8).toString('hex')}.${video.format.extension}`;
  await deps.storage.putFile(key, video.path, video.format.contentType);
  return {
    provider: 'storage',
    storageKey: key,
    url: deps.storage.publicUrl(key),
    assetId: null,
    playbackId: null,
    status: 'ready',
    contentType: video.format.contentType,
    sizeBytes: video.size,
    durationSeconds: video.durationSeconds,
    ...noCaptions,
  };
}

/** Records the upload where `target` says; returns the row it replaced, if any. */
async function saveRow(
  deps: HighlightDeps,
  profileId: string,
  values: NewHighlight,
  target: UploadTarget,
) {
  return deps.db.transaction(async (tx) => {
    // The profile row is locked so that two uploads at once land in turn, each seeing (and,
    // when replacing, deleting) what the other stored.
    await lockProfile(tx, profileId);
    const rows = await tx
      .select({ featured: h.featured, id: h.id, position: h.position })
      .from(h)
      .where(eq(h.profileId, profileId));
    const featured = rows.find((row) => row.featured);
    const next = rows.reduce((top, row) => Math.max(top, row.position + 1), 0);
    if ('replace' in target && featured) {
      const [old] = await tx.select().from(h).where(eq(h.id, featured.id));
      const [saved] = await tx
        .update(h)
        .set({ ...values, createdAt: new Date(deps.clock.now()) })
        .where(eq(h.id, featured.id))
        .returning();
      return { old: old ?? null, saved: saved! };
    }
    if (rows.length >= HIGHLIGHT_REEL_MAX) {
      throw new AppError('CONFLICT', highlightMessages.reelFull);
    }
    const [saved] = await tx
      .insert(h)
      .values({
        profileId,
        ...values,
        title: 'add' in target ? target.add.title : undefined,
        position: next,
        featured: !featured,
      })
      .returning();
    return { old: null, saved: saved! };
  });
}

/**
 * Takes a video for the signed-in athlete's highlight reel from the request body (MP4, WebM or
 * MOV, at most 200 MB and 5 minutes), stores it (a file, or a provider asset when one is set
 * up) and records it where `target` says, deleting the video it replaces. A refused file, or a
 * full reel, leaves everything as it was.
 */
export async function uploadHighlightVideo(
  deps: HighlightDeps,
  userId: string,
  upload: HighlightUpload,
  {
    maxBytes = HIGHLIGHT_MAX_BYTES,
    tempDir,
    target = { replace: 'featured' },
  }: { maxBytes?: number; tempDir?: string; target?: UploadTarget } = {},
): Promise<HighlightRow> {
  const [profile] = await deps.db.select({ id: p.id }).from(p).where(eq(p.userId, userId));
  if (!profile) throw new AppError('FORBIDDEN', highlightMessages.needsProfile);
  // Checked before the file is read, so a full reel does not take 200 MB first (and again
  // when the row is written, for two uploads at once).
  if ('add' in target && (await reelSize(deps.db, profile.id)) >= HIGHLIGHT_REEL_MAX) {
    throw new AppError('CONFLICT', highlightMessages.reelFull);
  }
  const declaredType = upload.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isHighlightContentType(declaredType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', highlightMessages.wrongType);
  }
  if (Number(upload.contentLength) > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', highlightMessages.tooLarge);
  }

  let result: { old: HighlightRow | null; saved: HighlightRow };
  try {
    // A few at a time per instance (AthleteWork.highlightUploads); the rest come back later.
    result = await deps.work.highlightUploads.run(() =>
      receiveVideoFile(upload.body, { maxBytes, tempDir }, async (video) => {
        const values = await store(deps, profile.id, video);
        try {
          return await saveRow(deps, profile.id, values, target);
        } catch (error) {
          await discardHighlightMedia(deps, values);
          throw error;
        }
      }),
    );
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('UNAVAILABLE', highlightMessages.busy);
    throw error;
  }
  await deps.caches.edited();
  if (result.old) await discardHighlightMedia(deps, result.old);
  return result.saved;
}
