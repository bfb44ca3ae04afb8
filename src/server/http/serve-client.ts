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

/** A page's own title and sharing preview (Open Graph), for links that are shared. */
export type PageMeta = { title: string; description: string; image?: string | null; url: string };

const previewTag = /[ \t]*<meta\s+(?:property="og:[^"]*"|name="twitter:[^"]*")[^>]*>\n?/g;

/**
 * Fills the placeholders of the built index.html. With a page's own meta (an athlete), its title,
 * description and preview tags replace the site-wide ones.
 */
export function renderIndexHtml(
  template: string,
  values: IndexHtmlValues,
  meta?: PageMeta,
): string {
  let html = template
    .replaceAll('%SITE_NAME%', escapeHtml(values.siteName))
    .replaceAll('%PUBLIC_URL%', escapeHtml(values.publicUrl));
  if (!meta) return html;
  const tags = [
    ['og:type', 'profile'],
    ['og:site_name', values.siteName],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
    ['twitter:card', 'summary'],
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`,
    )
    .join('\n    ');
  html = html.replace(previewTag, '');
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  html = html.replace(
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  );
  return html.replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * Serves the built single-page app: hashed files under /assets are cached for a year, everything
 * else revalidates, and any other GET that is not a file answers index.html so client routes load.
 */
export function serveClient(options: {
  clientDir: string;
  siteName: string;
  publicUrl: string;
  /** The title and preview of a page whose content the server knows (an athlete). */
  pageMeta?: (pathname: string) => Promise<PageMeta | null>;
}): MiddlewareHandler {
  const root = path.resolve(options.clientDir);
  let template: string | undefined;
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

    template ??= await readFile(path.join(root, 'index.html'), 'utf8');
    const values = { siteName: options.siteName, publicUrl: options.publicUrl };
    indexHtml ??= renderIndexHtml(template, values);
    c.header('Cache-Control', REVALIDATE);
    const meta = await options.pageMeta?.(pathname).catch((error: unknown) => {
      console.error('[meta] page preview failed', error);
      return null;
    });
    return c.html(meta ? renderIndexHtml(template, values, meta) : indexHtml);
  };
}
