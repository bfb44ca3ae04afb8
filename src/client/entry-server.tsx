// Server rendering: built on its own (dist/ssr/entry-server.js) and called by the server for
// every page request (src/server/http/render-pages.ts). It renders the same route table as the
// browser, with the data each page's first view needs fetched beforehand, so the browser shows
// the page at once and takes it over without fetching that data again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { localeOfPath, localePrefix, locales, type Locale } from '#shared/locales';
import { scriptSafeJson, type RenderPage, type RenderResult } from '#shared/page-rendering';
import { renderWithFetch } from './lib/api';
import {
  AuthProvider,
  isActiveAdmin,
  sessionQueryKey,
  type SessionUser,
} from './lib/auth/auth-provider';
import { pathWithoutAccount } from './lib/auth/guards';
import type { PageHandle } from './lib/page-prefetch';
import { isPageStatus, pageForbidden, type PageStatus } from './lib/page-status';
import { loadDeferredSections } from './lib/deferred-section';
import { I18nContext } from './lib/i18n/i18n';
import { i18nByLocale } from './lib/i18n/every-catalog';
import { createQueryClient } from './lib/query-client';
import { setRenderedSiteName } from './lib/site-name';
import { PageHeadContext, type PageHead } from './lib/use-document-title';
import { findRouteFiles } from './route-files';
import { routes } from './routes';

// Each request's API calls are answered by its own fetch (its cookies), found through the
// async context the render runs in: requests rendered at the same time never mix.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
renderWithFetch(() => requestFetch.getStore());

/** Each language's pages under its own prefix (src/shared/locales.ts): `/es/athletes`. */
const handlers = Object.fromEntries(
  locales.map((locale) => [
    locale,
    createStaticHandler(routes, { basename: localePrefix(locale) || undefined }),
  ]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;
const i18ns = i18nByLocale();

/** A redirect inside the site stays in the page's language. */
function inLocale(location: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix || !location.startsWith('/') || location.startsWith('//')) return location;
  if (localeOfPath(location.replace(/[?#].*$/, '')).locale === locale) return location;
  return location === '/' ? prefix : `${prefix}${location}`;
}
/** Route id → its page's source file, found once before the first page is rendered. */
const routeFiles = findRouteFiles(routes);

async function toHtml(element: React.ReactNode): Promise<string> {
  // Inline every boundary: React would otherwise send a large one apart with a script to put it
  // in place, and the site's Content-Security-Policy runs no inline script.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

type Match = StaticHandlerContext['matches'][number];

function handleOf(match: Match): PageHandle | undefined {
  return match.route.handle as PageHandle | undefined;
}

/**
 * Shows the route error page (the not-found or forbidden page) in place of the page, with its
 * status, as React Router does for a loader that throws: at the nearest route with an error
 * element above the page that threw (or the page's own).
 */
function showStatusPage(context: StaticHandlerContext, from: Match, status: PageStatus): void {
  const index = context.matches.indexOf(from);
  const boundary =
    context.matches
      .slice(0, index + 1)
      .reverse()
      .find((match) => match.route.errorElement || match.route.ErrorBoundary) ?? from;
  context.errors = { [boundary.route.id]: status };
  context.statusCode = status.status;
}

export const render: RenderPage = async ({
  request,
  fetchApi,
  session: ownSession,
  audienceSession,
  siteName,
}) => {
  setRenderedSiteName(siteName);
  const fetchForRequest: typeof fetch = (input, init) =>
    fetchApi(input instanceof Request ? input.url : String(input), init);

  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname).locale;
  const handler = handlers[locale];
  const i18n = i18ns[locale];
  const redirect = (status: number, location: string): RenderResult => ({
    kind: 'redirect',
    status,
    location: inLocale(location, locale),
  });

  return requestFetch.run(fetchForRequest, async (): Promise<RenderResult> => {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return redirect(context.status, context.headers.get('location') ?? '/');
    }

    // Sections whose code the browser loads later are rendered in full here (their modules
    // register once the matched pages have loaded).
    await loadDeferredSections();
    const files = await routeFiles;
    const guarded = context.matches.find((match) => handleOf(match)?.audience);
    const audience = guarded && handleOf(guarded)?.audience;
    if ((audience === 'member' || audience === 'admin') && !ownSession) {
      // Paths inside the page's language, as the browser's router sees them.
      const inner = { pathname: localeOfPath(url.pathname).path, search: url.search };
      return redirect(302, pathWithoutAccount(inner, false));
    }
    if (audience === 'visitor' && ownSession) return redirect(302, '/player-profile');
    // A page that renders alike for its whole audience renders with the stand-in session, so
    // that the server can keep it for all of them and fill in each viewer's own.
    const leaf = context.matches.at(-1);
    const forAudience = Boolean(audienceSession && leaf && handleOf(leaf)?.sameForAudience);
    const session = forAudience ? audienceSession! : ownSession;
    const user = (session?.user ?? null) as SessionUser | null;

    // One query client per request: nothing fetched for one visitor reaches another.
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, session);
    // A member who is not an administrator gets the forbidden page: nothing of the page below
    // the guard is fetched, the shell above it is.
    const forbidden = guarded && audience === 'admin' && !isActiveAdmin(user) ? guarded : null;
    const fetched = forbidden
      ? context.matches.slice(0, context.matches.indexOf(forbidden))
      : context.matches;
    // A prefetch that finds its page's subject missing answers with the not-found page.
    const userId = user?.id ?? null;
    const statuses = await Promise.all(
      fetched.map(async (match) => {
        try {
          await handleOf(match)?.prefetch?.({ queryClient, params: match.params, url, userId });
          return null;
        } catch (error) {
          if (isPageStatus(error)) return { match, status: error };
          throw error;
        }
      }),
    );
    const missing = statuses.find((found) => found !== null);
    if (forbidden) showStatusPage(context, forbidden, pageForbidden('admin'));
    else if (missing) showStatusPage(context, missing.match, missing.status);

    let head: PageHead = {};
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await toHtml(
      <StrictMode>
        <I18nContext.Provider value={i18n}>
          <PageHeadContext.Provider value={(reported) => (head = reported)}>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AuthProvider>
            </QueryClientProvider>
          </PageHeadContext.Provider>
        </I18nContext.Provider>
      </StrictMode>,
    );

    const notFound = context.matches.some((match) => match.route.id === 'not-found');
    return {
      kind: 'page',
      status: notFound ? 404 : context.statusCode,
      locale,
      title: head.title ? `${head.title} · ${siteName}` : siteName,
      // index.html's description is the English one.
      description:
        head.description ?? (locale === 'en' ? undefined : i18n.format('app.site.description')),
      html,
      state: scriptSafeJson(
        JSON.stringify({
          router: {
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: context.errors,
          },
          queries: dehydrate(queryClient),
        }),
      ),
      modules: context.matches
        .map((match) => files[match.route.id])
        .filter((module): module is string => Boolean(module)),
      forAudience,
    };
  });
};
