import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeOfPath, localePrefix } from '#shared/locales';
import { RENDER_STATE_ID } from '#shared/page-rendering';
import { AuthProvider } from './lib/auth/auth-provider';
import { startLanguage } from './lib/i18n/catalogs';
import { prefetchPagesOnIntent } from './lib/prefetch-on-intent';
import { queryClient } from './lib/query-client';
import { routes } from './routes';
import './styles.css';

type RenderState = { router: HydrationState; queries: DehydratedState };

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * The matched pages' modules, loaded before hydrating: the first render must be the page the
 * server rendered, not the loading state a lazy route shows while it loads.
 */
async function loadMatchedPages() {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: what the browser has waiting (a tap, a frame) runs before the next step.
 * Taking over a page is a few steps of some milliseconds each (evaluating the code, restoring the
 * data, loading the page's modules, making the router); run back to back, they would hold the
 * main thread for all of that at once on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's language is in its address (/es/… is Spanish): its pages' links stay in it.
const locale = localeOfPath(window.location.pathname).locale;
const basename = localePrefix(locale) || undefined;
const languageReady = startLanguage(locale);

const root = document.getElementById('root')!;
const rendered = document.getElementById(RENDER_STATE_ID);
if (rendered?.textContent) {
  // The server rendered this page: take it over with the data it was rendered from.
  await nextTask();
  const state = JSON.parse(rendered.textContent) as RenderState;
  hydrate(queryClient, state.queries);
  // The router reads the tab's session storage when it is made. A page's first read of it waits
  // for the browser to hand the storage over, so it happens here, in a step of its own.
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage turned off: the router copes, as it does without this read.
  }
  await Promise.all([languageReady, loadMatchedPages()]);
  await nextTask();
  const router = createBrowserRouter(routes, { basename, hydrationData: state.router });
  await nextTask();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done: a tap is answered while it runs.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
} else {
  await languageReady;
  createRoot(root).render(app(createBrowserRouter(routes, { basename })));
}
prefetchPagesOnIntent(routes);
