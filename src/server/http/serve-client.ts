import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type IndexHtmlValues = { siteName: string; publicUrl: string };

/** Fills the placeholders of the built index.html. */
export function renderIndexHtml(template: string, values: IndexHtmlValues): string {
  return template
    .replaceAll('%SITE_NAME%', escapeHtml(values.siteName))
    .replaceAll('%PUBLIC_URL%', escapeHtml(values.publicUrl));
}

/**
 * Serves the built single-page app: hashed files under /assets are cached for a year, everything
 * else revalidates, and any other GET that is not a file answers index.html so client routes load.
 */
export function serveClient(options: {
  clientDir: string;
  siteName: string;
  publicUrl: string;
}): MiddlewareHandler {
  const root = path.resolve(options.clientDir);
  let indexHtml: string | undefined;

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (pathname.startsWith('/api/') || pathname === '/api') return next();

    const filePath = path.resolve(root, `.${pathname}`);
    if (filePath.startsWith(root + path.sep) && !pathname.endsWith('/')) {
      const info = await stat(filePath).catch(() => undefined);
      if (info?.isFile() && path.basename(filePath) !== 'index.html') {
        const body = await readFile(filePath);
        c.header(
          'Content-Type',
          contentTypes[path.extname(filePath)] ?? 'application/octet-stream',
        );
        c.header('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        return c.body(body);
      }
      // A missing file (an old hashed chunk, a typo) is a 404, not the app's HTML.
      if (path.extname(pathname) !== '') return next();
    }

    indexHtml ??= renderIndexHtml(await readFile(path.join(root, 'index.html'), 'utf8'), {
      siteName: options.siteName,
      publicUrl: options.publicUrl,
    });
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  };
}
