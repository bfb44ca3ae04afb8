import { posix } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiErrorBody } from '#shared/api-error';
import type { Database } from '#server/db/client';
import { decodePath } from '#server/http/decode-path';
import { trainingVideos } from '#server/db/schema/training';
import { videoHeld, videoOnSite } from '#server/modules/reports';
import { isAbsoluteUrl, isPublicMediaPath, type MediaLinks } from './media-links';
import { resolveMediaFile, serveMediaFile } from '#server/http/serve-media-file';
import type { Clock } from '#server/lib/clock';
import { TtlCache } from '#server/lib/ttl-cache';

const PUBLIC_CACHE = 'public, max-age=3600';
/** How long the list of held videos' files is kept; a hold placed or released clears it. */
export const HELD_MEDIA_TTL_MS = 30_000;
const SIGNED_CACHE = 'private, max-age=600';

const forbidden: ApiErrorBody = {
  code: 'FORBIDDEN',
  message: 'This video link has expired or is not valid. Reload the page to get a new one.',
};

/** The media paths of the videos a moderator holds: files, and folders (with a trailing /). */
type HeldMedia = { files: Set<string>; folders: string[] };

/**
 * What a held video plays and shows on its own: its source (an HLS source: the folder of its
 * playlists and segments) and its thumbnail. Media several videos share, as the demo's sample
 * clips are, goes with the hold.
 */
async function loadHeldMedia(db: Database): Promise<HeldMedia> {
  const rows = await db
    .select({
      source: trainingVideos.source,
      sourceType: trainingVideos.sourceType,
      thumbnail: trainingVideos.thumbnail,
    })
    .from(trainingVideos)
    .where(videoHeld());
  const held: HeldMedia = { files: new Set(), folders: [] };
  for (const row of rows) {
    if (!isAbsoluteUrl(row.thumbnail)) held.files.add(posix.normalize(row.thumbnail));
    if (row.sourceType === 'youtube' || isAbsoluteUrl(row.source)) continue;
    const source = posix.normalize(row.source);
    if (row.sourceType === 'hls') held.folders.push(`${posix.dirname(source)}/`);
    else held.files.add(source);
  }
  return held;
}

const isHeldMedia = (held: HeldMedia, relative: string) => {
  const path = posix.normalize(relative);
  return held.files.has(path) || held.folders.some((folder) => path.startsWith(folder));
};

/**
 * The training media under /media: thumbnails, posters and basic clips for anyone; premium
 * clips only through a signed link for that video (see media-links.ts). A held video's files
 * answer 404, as its page does.
 */
export function mediaRoutes({
  db,
  links,
  mediaDir,
  onHoldChange,
  clock,
}: {
  db: Database;
  links: MediaLinks;
  mediaDir: string;
  clock: Clock;
  /** registers what to clear when a moderator holds or releases content */
  onHoldChange: (clear: () => void) => void;
}) {
  const notFound = () => new Response('Not found', { status: 404 });
  const heldMedia = new TtlCache<HeldMedia>(HELD_MEDIA_TTL_MS, 1, { now: clock.now });
  onHoldChange(() => heldMedia.clear());

  return new Hono()
    .on(['GET', 'HEAD'], '/s/:videoId/:expires/:signature/*', async (c) => {
      const { videoId, expires, signature } = c.req.param();
      if (!links.verify(videoId, expires, signature)) {
        c.header('Cache-Control', 'no-store');
        return c.json(forbidden, 403);
      }
      const [video] = await db
        .select({ source: trainingVideos.source, sourceType: trainingVideos.sourceType })
        .from(trainingVideos)
        // A link given out before a moderator held the video stops playing it.
        .where(and(eq(trainingVideos.id, videoId), videoOnSite()));
      if (!video || video.sourceType === 'youtube' || isAbsoluteUrl(video.source)) {
        return notFound();
      }
      // Everything after the signature is a path inside the folder of this video's source.
      const prefix = `/${expires}/${signature}/`;
      const at = c.req.path.indexOf(prefix);
      if (at === -1) return notFound();
      // The rest may still hold encoded characters (`..%2f`); decoded, it must stay in the folder.
      const rest = decodePath(c.req.path.slice(at + prefix.length));
      if (rest === null) return notFound();
      const folder = posix.dirname(posix.normalize(video.source));
      const target = posix.normalize(posix.join(folder, rest));
      const file = target.startsWith(`${folder}/`) ? resolveMediaFile(mediaDir, target) : null;
      if (!file) return notFound();
      return (await serveMediaFile(c, file, SIGNED_CACHE)) ?? notFound();
    })
    .on(['GET', 'HEAD'], '/*', async (c) => {
      // Hono decodes the path but leaves `%2F` as it is; decoded whole, it must name a public file.
      const relative = decodePath(c.req.path.replace(/^\/media\//, ''));
      if (relative === null || !isPublicMediaPath(relative)) {
        c.header('Cache-Control', 'no-store');
        return c.json(forbidden, 403);
      }
      const file = resolveMediaFile(mediaDir, relative);
      if (!file) return notFound();
      if (isHeldMedia(await heldMedia.get('held', () => loadHeldMedia(db)), relative)) {
        c.header('Cache-Control', 'no-store');
        return c.text('Not found', 404);
      }
      return (await serveMediaFile(c, file, PUBLIC_CACHE)) ?? notFound();
    });
}
