import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RENDER_STATE_ID } from '#shared/page-rendering';
import { AuthProvider } from './lib/auth/auth-provider';
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
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const root = document.getElementById('root')!;
const rendered = document.getElementById(RENDER_STATE_ID);
if (rendered?.textContent) {
  // The server rendered this page: take it over with the data it was rendered from.
  const state = JSON.parse(rendered.textContent) as RenderState;
  hydrate(queryClient, state.queries);
  await loadMatchedPages();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is done: a tap is answered while it runs.
  startTransition(() => {
    hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: state.router })));
  });
} else {
  createRoot(root).render(app(createBrowserRouter(routes)));
}
prefetchPagesOnIntent(routes);
