import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { decodePath } from './decode-path';
import { serveMediaFile } from './serve-media-file';

const types: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Highlight videos: streamed from disk with byte ranges (browsers seek with Range requests). */
const videoExtensions = new Set(['.mp4', '.webm', '.mov']);

/** Files of the local storage adapter at /uploads/…; addresses carry a version, so cache long. */
export function serveUploads(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    const relative = decodePath(c.req.path.replace(/^\/uploads\//, ''));
    if (relative === null) return next();
    const file = path.resolve(base, relative);
    const extension = path.extname(file);
    const type = types[extension];
    const isVideo = videoExtensions.has(extension);
    if ((!type && !isVideo) || !file.startsWith(base + path.sep)) return next();
    if (isVideo) return (await serveMediaFile(c, file, 'public, max-age=86400')) ?? next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    c.header('Content-Type', type!);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await readFile(file));
  };
}
