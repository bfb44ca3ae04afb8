import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const mediaTypes: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The file under root at a relative path, or null when it is not a media file inside root. */
export function resolveMediaFile(root: string, relative: string): string | null {
  const normalized = path.posix.normalize(relative);
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized)) return null;
  if (!(path.extname(normalized).toLowerCase() in mediaTypes)) return null;
  const file = path.resolve(root, normalized);
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

type ByteRange = { start: number; end: number };

/** One `bytes=` range; undefined when absent or not one we serve, 'unsatisfiable' past the end. */
function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Serves one media file with byte ranges (browsers seek in video with Range requests) and the
 * cache policy given; null when there is no such file.
 */
export async function serveMediaFile(
  c: Context,
  file: string,
  cacheControl: string,
): Promise<Response | null> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return null;
  const size = info.size;
  const headers: Record<string, string> = {
    'Content-Type': mediaTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Last-Modified': info.mtime.toUTCString(),
  };
  const range = parseRange(c.req.header('range'), size);
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
