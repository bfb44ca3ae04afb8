import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { decodePath } from './decode-path';

const types: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Files of the local storage adapter at /uploads/…; addresses carry a version, so cache long. */
export function serveUploads(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    const relative = decodePath(c.req.path.replace(/^\/uploads\//, ''));
    if (relative === null) return next();
    const file = path.resolve(base, relative);
    const type = types[path.extname(file)];
    if (!type || !file.startsWith(base + path.sep)) return next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await readFile(file));
  };
}
