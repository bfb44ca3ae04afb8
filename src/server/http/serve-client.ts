import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { localeOfPath, localizedPath, locales, type Locale } from '#shared/locales';
import { serverWords } from '#server/adapters/mail/mail-words';
import { prepareText, sendPrepared, type PreparedText } from './compress';
import { decodePath } from './decode-path';
import { withoutComments } from './page-scripts';

/** A file of the built client as sent: its type, its bytes and, for text, its gzip. */
type ClientFile = { type: string; body: Buffer; prepared: PreparedText | null };

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

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type IndexHtmlValues = { siteName: string; publicUrl: string };

/**
 * A page's own title and sharing preview (Open Graph), for links that are shared; or, for a page
 * that must stay out of previews and search engines (an athlete not shown to everyone), a plain
 * title with `noindex`.
 */
export type PageMeta =
  | { title: string; description: string; image?: string | null; url: string; noindex?: never }
  | { title: string; description: string; noindex: true };

/** What a page puts in the head: its title, its description and, shared, its own preview. */
export type PageHead = {
  title: string;
  description?: string | undefined;
  preview?: { url: string; image?: string | null | undefined };
  /** Asks search engines not to index the page or follow its links. */
  noindex?: boolean;
};

/** The head of a page with its own sharing preview (an athlete). */
export const headOf = (meta: PageMeta): PageHead =>
  meta.noindex
    ? { title: meta.title, description: meta.description, noindex: true }
    : {
        title: meta.title,
        description: meta.description,
        preview: { url: meta.url, image: meta.image },
      };

const previewTag = /[ \t]*<meta\s+(?:property="og:[^"]*"|name="twitter:[^"]*")[^>]*>\n?/g;

/**
 * Fills the placeholders of the built index.html and puts the page's own title and description
 * in; a page with its own preview (an athlete) also replaces the site-wide preview tags.
 */
export function renderIndexHtml(
  template: string,
  values: IndexHtmlValues,
  head?: PageHead,
): string {
  let html = template
    .replaceAll('%SITE_NAME%', escapeHtml(values.siteName))
    .replaceAll('%PUBLIC_URL%', escapeHtml(values.publicUrl));
  if (!head) return html;
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  if (head.noindex) {
    html = html.replace(
      '</head>',
      '    <meta name="robots" content="noindex, nofollow" />\n  </head>',
    );
  }
  if (!head.preview) return html;
  const tags = [
    ['og:type', 'profile'],
    ['og:site_name', values.siteName],
    ['og:title', head.title],
    ['og:description', head.description ?? ''],
    ['og:url', head.preview.url],
    ...(head.preview.image ? [['og:image', head.preview.image]] : []),
    ['twitter:card', 'summary'],
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`,
    )
    .join('\n    ');
  html = html.replace(previewTag, '');
  return html.replace('</head>', `    ${tags}\n  </head>`);
}

/** Each language as Open Graph names it (og:locale). */
export const ogLocales: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/**
 * A page's sharing preview in the page's language: its og:locale, the other languages as
 * alternates, and, where the page shows the site's own preview (no preview of its own), that
 * preview's words and address in its language rather than index.html's English.
 */
export function previewInLanguage(
  html: string,
  locale: Locale,
  values: IndexHtmlValues,
  sitePreview: boolean,
): string {
  let out = html;
  if (sitePreview && locale !== 'en') {
    const t = serverWords(locale);
    const { siteName } = values;
    const set = (property: string, content: string) => {
      out = out.replace(
        new RegExp(`(<meta\\s+property="${property}"\\s+content=")[^"]*"`),
        (_, start: string) => `${start}${escapeHtml(content)}"`,
      );
    };
    set('og:title', t('meta.site.title', { siteName }));
    set('og:description', t('meta.site.description'));
    set('og:image:alt', t('meta.site.imageAlt', { siteName }));
    set('og:url', `${values.publicUrl}${localizedPath('/', locale)}`);
  }
  const tags = [
    `<meta property="og:locale" content="${ogLocales[locale]}" />`,
    ...locales
      .filter((other) => other !== locale)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocales[other]}" />`),
  ];
  return out.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

/** Folders this app serves through their own routes, never as plain files of the client. */
const reservedPrefixes = ['/media/', '/uploads/'];

/**
 * The request path as a path inside the client folder, or null when it must not be served: it
 * cannot be decoded safely (see decodePath), holds a `..` segment, or names a folder other routes
 * own (premium media is only ever served through its signed route). Repeated slashes collapse,
 * so `//media/…` is the same path as `/media/…`.
 */
export function clientPath(requestPath: string): string | null {
  const decoded = decodePath(requestPath);
  if (decoded === null) return null;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const joined = `/${segments.filter(Boolean).join('/')}`;
  if (reservedPrefixes.some((prefix) => `${joined}/`.startsWith(prefix))) return null;
  return joined !== '/' && decoded.endsWith('/') ? `${joined}/` : joined;
}

/**
 * Serves the built single-page app: hashed files under /assets are cached for a year, everything
 * else revalidates, and any other GET that is not a file answers index.html so client routes load.
 */
export function serveClient(options: {
  clientDir: string;
  siteName: string;
  publicUrl: string;
  /**
   * The title and preview of a page whose content the server knows (an athlete): its address
   * inside its language, and the language.
   */
  pageMeta?: (pathname: string, locale: Locale) => Promise<PageMeta | null>;
  /** Answers page requests with the page rendered on the server; index.html alone without it. */
  renderPage?: (c: Context) => Promise<Response>;
}): MiddlewareHandler {
  const root = path.resolve(options.clientDir);
  let template: string | undefined;
  /** index.html in each language, with the site's own preview. */
  const indexHtml = new Map<Locale, string>();

  // The built files do not change while the server runs: they are listed once (a page's address
  // is then known to be no file without asking the disk at every request), each is read once, and
  // a text file is compressed once.
  let listed: Promise<Set<string>> | undefined;
  const listFiles = async () => {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return new Set(
      entries
        .filter((entry) => entry.isFile() && entry.name !== 'index.html')
        .map((entry) => {
          const relative = path.relative(root, path.join(entry.parentPath, entry.name));
          return `/${relative.split(path.sep).join('/')}`;
        }),
    );
  };
  const files = new Map<string, Promise<ClientFile | null>>();
  async function loadClientFile(pathname: string): Promise<ClientFile | null> {
    listed ??= listFiles();
    if (!(await listed).has(pathname)) return null;
    const filePath = path.join(root, pathname);
    const body = await readFile(filePath);
    const type = contentTypes[path.extname(filePath)] ?? 'application/octet-stream';
    const text = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
    return { type, body, prepared: text ? prepareText(body.toString('utf8')) : null };
  }
  function readClientFile(pathname: string): Promise<ClientFile | null> {
    let file = files.get(pathname);
    if (!file) {
      file = loadClientFile(pathname);
      // Only files that exist are kept: a request for a missing one must not grow the map.
      void file.then((found) => found ?? files.delete(pathname));
      files.set(pathname, file);
    }
    return file;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = clientPath(c.req.path);
    if (pathname === null) return c.text('Not found', 404);
    if (pathname.startsWith('/api/') || pathname === '/api') return next();

    if (!pathname.endsWith('/')) {
      const file = await readClientFile(pathname);
      if (file) {
        const headers = {
          'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        };
        if (file.prepared) return sendPrepared(c, file.prepared, file.type, 200, headers);
        return new Response(new Uint8Array(file.body), {
          headers: { ...headers, 'Content-Type': file.type },
        });
      }
      // A missing file (an old hashed chunk, a typo) is a 404, not the app's HTML.
      if (path.extname(pathname) !== '') return next();
    }

    if (options.renderPage) return options.renderPage(c);
    template ??= withoutComments(await readFile(path.join(root, 'index.html'), 'utf8'));
    const values = { siteName: options.siteName, publicUrl: options.publicUrl };
    const page = localeOfPath(pathname);
    c.header('Cache-Control', REVALIDATE);
    const meta = await options.pageMeta?.(page.path, page.locale).catch((error: unknown) => {
      console.error('[meta] page preview failed', error);
      return null;
    });
    if (meta) {
      const html = renderIndexHtml(template, values, headOf(meta));
      return c.html(previewInLanguage(html, page.locale, values, Boolean(meta.noindex)));
    }
    let html = indexHtml.get(page.locale);
    if (html === undefined) {
      html = previewInLanguage(renderIndexHtml(template, values), page.locale, values, true);
      indexHtml.set(page.locale, html);
    }
    return c.html(html);
  };
}
