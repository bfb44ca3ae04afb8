import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Fetches a page's code when the visitor shows they are about to open it (a pointer over a
 * link, a touch on it, keyboard focus), not on load: the page that is open loads nothing it does
 * not need, and the next one is usually there by the time the click lands.
 */
export function prefetchPagesOnIntent(routes: RouteObject[]) {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (asked.has(link.pathname)) return;
    asked.add(link.pathname);
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      if (typeof route.lazy !== 'function') continue;
      // A failed fetch (offline) may be tried again on the next intent.
      Promise.resolve(route.lazy()).catch(() => asked.delete(link.pathname));
    }
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
