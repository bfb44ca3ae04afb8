import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { decodePath } from './decode-path';

const types: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Highlight videos: streamed from disk, with byte ranges (browsers seek with Range requests). */
const videoTypes: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/** One `bytes=` range of a file of `size` bytes; undefined when absent or not one we serve. */
function byteRange(header: string | undefined, size: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || start > end ? ('unsatisfiable' as const) : { start, end };
}

function sendVideo(c: Context, file: string, size: number, type: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
  };
  const range = byteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers['Content-Length'] = String(end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream;
  return new Response(stream, { status, headers });
}

/** Files of the local storage adapter at /uploads/…; addresses carry a version, so cache long. */
export function serveUploads(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    const relative = decodePath(c.req.path.replace(/^\/uploads\//, ''));
    if (relative === null) return next();
    const file = path.resolve(base, relative);
    const extension = path.extname(file);
    const type = types[extension];
    const videoType = videoTypes[extension];
    if ((!type && !videoType) || !file.startsWith(base + path.sep)) return next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    if (videoType) return sendVideo(c, file, info.size, videoType);
    c.header('Content-Type', type!);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(await readFile(file));
  };
}
