import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { decodePath } from './decode-path';
import { serveMediaFile } from './serve-media-file';

/**
 * What the local storage adapter holds: pictures, highlight videos (served with ranges) and the
 * WebVTT captions of clips and replays.
 */
const uploadExtensions = new Set([
  '.webp',
  '.svg',
  '.png',
  '.jpg',
  '.mp4',
  '.webm',
  '.mov',
  '.vtt',
]);

/** Addresses of uploads carry a version, so they are cached long. */
const UPLOAD_CACHE = 'public, max-age=86400';

/** Files of the local storage adapter at /uploads/…, streamed from disk. */
export function serveUploads(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    const relative = decodePath(c.req.path.replace(/^\/uploads\//, ''));
    if (relative === null) return next();
    const file = path.resolve(base, relative);
    if (!uploadExtensions.has(path.extname(file)) || !file.startsWith(base + path.sep)) {
      return next();
    }
    return (await serveMediaFile(c, file, UPLOAD_CACHE)) ?? next();
  };
}
