import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSessionCookie } from 'better-auth/cookies';
import type { Context } from 'hono';
import {
  localeOfPath,
  localeTags,
  localizedPath,
  locales,
  preferredLocale,
  type Locale,
} from '#shared/locales';
import {
  RENDER_STATE_ID,
  type RenderedPage,
  type RenderPage,
  type RenderSession,
} from '#shared/page-rendering';
import type { Auth } from '#server/auth/create-auth';
import { RecentKeys } from '#server/lib/recent-keys';
import { TtlCache } from '#server/lib/ttl-cache';
import type { PageEffect, RenderingEnv } from './rendering-context';
import {
  audienceKeyOf,
  audienceSessionOf,
  canFillIn,
  cutPage,
  fillIn,
  PAGE_EDIT_RENDER_GAP_MS,
  PAGE_EDIT_SHOWS_WITHIN_MS,
  sameForAll,
  servedTo,
  type AudienceAnswer,
  type AudiencePageCache,
} from './audience-pages';
import { prepareText, sendPrepared, type PreparedText } from './compress';
import { rememberedLocale } from './page-locale';
import { deferScripts, withoutComments } from './page-scripts';
import {
  escapeHtml,
  headOf,
  previewInLanguage,
  renderIndexHtml,
  type PageMeta,
} from './serve-client';

/**
 * How long a page that could not be kept for an audience is rendered for each viewer without
 * trying again, and how many such addresses a renderer remembers.
 */
const PERSONAL_FOR_MS = 10_000;
const PERSONAL_KEYS_KEPT = 10_000;
/** Thrown by a render for the kept pages that turns out to be its viewer's own. */
const notKept = new Error('not kept for the audience');

/** A rendered answer: a page's HTML or a redirect. */
type RenderedAnswer = { status: number; html: string } | { status: number; location: string };
/**
 * A rendered answer as kept for visitors: the page's HTML and its gzip, made once, and the tags of
 * the kept answers it shows (ttl-cache.ts, refreshTagged).
 */
type PreparedAnswer = (
  { status: number; page: PreparedText } | { status: number; location: string }
) & { tags?: readonly string[] };

const prepare = (answer: RenderedAnswer, tags?: Set<string>): PreparedAnswer =>
  'location' in answer
    ? answer
    : { status: answer.status, page: prepareText(answer.html), tags: tags && [...tags] };

/**
 * Pages rendered for signed-out visitors, kept briefly by address: they are the same for
 * everyone, and most visitors are signed out. A request with a session cookie is never served
 * from here nor stored here. What clears them (a change to an athlete or a channel, on every
 * instance) is wired where the caches are made (caches.ts): the pages know no feature.
 */
export function createRenderedPageCache() {
  return new TtlCache<PreparedAnswer>(10_000, 500, {
    staleForMs: PAGE_EDIT_SHOWS_WITHIN_MS,
    refreshGapMs: PAGE_EDIT_RENDER_GAP_MS,
    tagsOf: (answer) => answer.tags ?? [],
  });
}
export type RenderedPageCache = ReturnType<typeof createRenderedPageCache>;

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The chunks a module needs, with everything they import, as paths from the site's root. */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/** The session as the browser's session check would answer it, without the session's token. */
async function sessionOf(auth: Auth, headers: Headers): Promise<RenderSession> {
  const found = await auth.readSession(headers);
  if (!found) return null;
  const { id, expiresAt } = found.session;
  return JSON.parse(
    JSON.stringify({ session: { id, expiresAt }, user: found.user }),
  ) as RenderSession;
}

/**
 * The browser's first paint waits until the page's HTML has been parsed up to its state (which
 * follows the page): a slow device's parser yields part-way through a large page, and a paint of
 * half a page moved what was shown once the rest arrived (a row stretched to a neighbour's height,
 * a column centred beside a card not yet parsed). The HTML arrives in one piece, so the wait is
 * the parse alone.
 */
const paintWhenParsed = `<link rel="expect" href="#${RENDER_STATE_ID}" blocking="render" />`;

/**
 * The language a request for an English address should be answered in: the one the visitor chose
 * (the switch's cookie), else, on a first visit, the first of ours their browser asks for. An
 * address under a language's prefix (/es/…) is always answered in that language.
 */
export function languageToRedirectTo(c: Context): Locale | null {
  const wanted = rememberedLocale(c) ?? preferredLocale(c.req.header('accept-language'));
  return wanted && wanted !== 'en' ? wanted : null;
}

/**
 * The page's language in its head: `lang` on the document, its address in each language
 * (`hreflang`, English for any other) and its canonical address in its own.
 */
export function languageHead(html: string, locale: Locale, pathname: string, publicUrl: string) {
  const inner = localeOfPath(pathname).path;
  const address = (to: Locale) => `${publicUrl}${localizedPath(inner, to)}`;
  const links = [
    `<link rel="canonical" href="${escapeHtml(address(locale))}" />`,
    ...locales.map(
      (to) =>
        `<link rel="alternate" hreflang="${localeTags[to]}" href="${escapeHtml(address(to))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address('en'))}" />`,
  ];
  return html
    .replace('<html lang="en">', `<html lang="${localeTags[locale]}">`)
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Answers page requests with the page rendered on the server (src/client/entry-server.tsx):
 * its HTML inside the built index.html, its title and description, the chunks it needs preloaded
 * and the state the browser takes it over with. The page's API calls are answered in-process
 * with the visitor's cookies.
 */
export function createPageRenderer(options: {
  render: RenderPage;
  clientDir: string;
  siteName: string;
  publicUrl: string;
  auth: Auth;
  /** The /api routes (better-auth's aside), called in-process for the page's data. */
  api: {
    request: (path: string, init: RequestInit, env: RenderingEnv) => Response | Promise<Response>;
  };
  cache: RenderedPageCache;
  /**
   * A page's own sharing preview (an athlete), when the server knows one: its address inside its
   * language, and the language.
   */
  pageMeta?: (pathname: string, locale: Locale) => Promise<PageMeta | null>;
  /**
   * Pages kept for a signed-in audience (audience-pages.ts): the cache, the viewer's audience as
   * the API decides it, and what each viewer's request does again when served a kept page.
   */
  audiencePages?: {
    cache: AudiencePageCache;
    audienceOf: (user: unknown) => Promise<string>;
    replay: (effects: readonly PageEffect[], user: unknown) => Promise<void>;
  };
}) {
  const template = withoutComments(
    readFileSync(path.join(options.clientDir, 'index.html'), 'utf8'),
  );
  // What every server-rendered page changes in it alike, done once.
  const serverTemplate = template
    .replace('</head>', `  ${paintWhenParsed}\n  </head>`)
    .replace('<noscript>This site needs JavaScript to run.</noscript>', '');
  const manifest = JSON.parse(
    readFileSync(path.join(options.clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const values = { siteName: options.siteName, publicUrl: options.publicUrl };
  function assemble(page: RenderedPage, meta: PageMeta | null, pathname: string): string {
    const pageChunks = new Set<string>();
    for (const module of page.modules) chunksOf(manifest, module, pageChunks);
    const html = languageHead(
      previewInLanguage(
        renderIndexHtml(
          serverTemplate,
          values,
          meta ? headOf(meta) : { title: page.title, description: page.description },
        ),
        page.locale,
        values,
        !meta || Boolean(meta.noindex),
      ),
      page.locale,
      pathname,
      options.publicUrl,
    );
    return deferScripts(html, pageChunks).replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${RENDER_STATE_ID}">${page.state}</script>`,
    );
  }

  async function renderAnswer(
    c: Context,
    session: RenderSession,
    renderingEnv: RenderingEnv = { renderingPage: true, tags: new Set() },
    audienceSession?: RenderSession,
  ): Promise<RenderedAnswer & { forAudience?: boolean }> {
    const cookie = c.req.header('cookie');
    const fetchApi = (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      const url = new URL(input, options.publicUrl);
      if (renderingEnv.audience) renderingEnv.audience.calls += 1;
      if (url.pathname.startsWith('/api/auth/')) {
        return Promise.resolve(options.auth.handler(new Request(url, { ...init, headers })));
      }
      const apiPath = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
      return Promise.resolve(
        options.api.request(`${apiPath}${url.search}`, { ...init, headers }, renderingEnv),
      );
    };
    const result = await options.render({
      request: c.req.raw,
      fetchApi,
      session,
      audienceSession,
      siteName: options.siteName,
    });
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    // The not-found and forbidden pages keep their own title: no preview of what is not shown.
    const page = localeOfPath(c.req.path);
    const meta =
      result.status === 200
        ? await options.pageMeta?.(page.path, page.locale).catch((error: unknown) => {
            console.error('[meta] page preview failed', error);
            return null;
          })
        : null;
    if (result.forAudience && !canFillIn(result)) {
      // The page showed something of its viewer after all: rendered again as their own.
      return renderAnswer(c, session, { renderingPage: true, tags: renderingEnv.tags });
    }
    return {
      status: result.status,
      html: assemble(result, meta ?? null, c.req.path),
      forAudience: result.forAudience,
    };
  }

  /** Keys (address, audience, session shape) whose last render could not be kept. */
  const personal = new RecentKeys(PERSONAL_KEYS_KEPT);

  /**
   * A signed-in viewer's page: kept for their audience when it renders alike for all of it and
   * every answer it shows says so, else rendered for them alone.
   */
  async function memberAnswer(c: Context): Promise<PreparedAnswer> {
    const session = await sessionOf(options.auth, c.req.raw.headers);
    const shared = options.audiencePages;
    if (!session || !shared) return prepare(await renderAnswer(c, session));
    const key = audienceKeyOf(
      c.req.url.slice(new URL(c.req.url).origin.length),
      await shared.audienceOf(session.user),
      session,
    );
    // A page found to be the viewer's own lately skips the kept pages: its viewers neither wait
    // for one another's render nor fill the cache with what cannot be kept.
    if (personal.has(key, performance.now())) {
      return prepare(await renderAnswer(c, session));
    }
    let own: RenderedAnswer | undefined;
    const kept = await shared.cache
      .get(key, async (): Promise<AudienceAnswer> => {
        const marks = { calls: 0, sameForAudience: 0, effects: [] };
        const rendering: RenderingEnv = { renderingPage: true, tags: new Set(), audience: marks };
        const answer = await renderAnswer(c, session, rendering, audienceSessionOf(session));
        own =
          'html' in answer && answer.forAudience
            ? { ...answer, html: fillIn(answer.html, session) }
            : answer;
        if (!('html' in answer) || !answer.forAudience || !sameForAll(marks)) {
          personal.remember(key, performance.now() + PERSONAL_FOR_MS);
          throw notKept;
        }
        return {
          status: answer.status,
          page: cutPage(answer.html),
          tags: [...rendering.tags],
          effects: marks.effects,
        };
      })
      .catch((error: unknown) => {
        if (error === notKept) return null;
        throw error;
      });
    if (own) return prepare(own);
    // Another viewer's render, waited for, could not be kept: this one's own.
    if (!kept) return prepare(await renderAnswer(c, session));
    // What the render's API calls did for their viewer (a view recorded), done for this one.
    await shared.replay(kept.effects, session.user).catch((error: unknown) => {
      console.error('[render] a kept page’s work for its viewer failed', error);
    });
    return { status: kept.status, page: servedTo(kept.page, session) };
  }

  // Without the server's rendering the page still works: the browser renders it from here.

  const browserRendered = prepareText(renderIndexHtml(template, values));

  return async (c: Context): Promise<Response> => {
    if (localeOfPath(c.req.path).locale === 'en') {
      const language = languageToRedirectTo(c);
      if (language) {
        const address = c.req.url.slice(new URL(c.req.url).origin.length);
        return new Response(null, {
          status: 302,
          headers: {
            Location: localizedPath(address, language),
            'Cache-Control': 'no-cache',
            Vary: 'Cookie, Accept-Language',
          },
        });
      }
    }
    const signedIn = Boolean(getSessionCookie(c.req.raw.headers));
    let answer: PreparedAnswer;
    try {
      answer = signedIn
        ? await memberAnswer(c)
        : await options.cache.get(c.req.url.slice(new URL(c.req.url).origin.length), async () => {
            const rendering: RenderingEnv = { renderingPage: true, tags: new Set() };
            return prepare(await renderAnswer(c, null, rendering), rendering.tags);
          });
    } catch (error) {
      console.error(`[render] ${c.req.method} ${c.req.path} is left to the browser`, error);
      answer = { status: 200, page: browserRendered };
    }
    // A signed-in page holds that member's data: never kept by any cache on the way.
    const headers = {
      'Cache-Control': signedIn ? 'private, no-store' : 'no-cache',
      // An English address answers some browsers with their language's instead.
      Vary: 'Cookie, Accept-Language',
    };
    if ('location' in answer) {
      return new Response(null, {
        status: answer.status,
        headers: { ...headers, Location: answer.location },
      });
    }
    return sendPrepared(c, answer.page, 'text/html; charset=UTF-8', answer.status, headers);
  };
}
