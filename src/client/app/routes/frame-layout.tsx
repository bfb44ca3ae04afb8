import { useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { replayHeldInput } from '#client/lib/held-input';
import { useT } from '#client/lib/i18n/i18n';
import { isPageStatus } from '#client/lib/page-status';
import { getSiteName } from '#client/lib/site-name';
import { ToastHost } from '#client/lib/toast';
import { useDocumentTitle } from '#client/lib/use-document-title';

/**
 * The layout of pages other sites show in a frame (`/embed/…`), loaded only with them: the page
 * alone, without the site's header, footer or support chat. Like the site's own layout, it replays what was pressed before the
 * page's code ran and marks the page as taken over.
 */
/** The page is the browser's now: what was pressed before is replayed, and the page says so. */
function useTakenOver() {
  useEffect(() => {
    replayHeldInput();
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function Component() {
  useTakenOver();
  return (
    <main id="main" className="bg-background text-foreground min-h-dvh">
      <Outlet />
      <ToastHost />
    </main>
  );
}

/**
 * A framed page that cannot be shown: an unknown or removed channel (404), or a failure. Short,
 * with a way to the site in a new tab, since the frame has no navigation of its own.
 */
export function ErrorBoundary() {
  useTakenOver();
  const t = useT();
  const error = useRouteError();
  const missing = isPageStatus(error) && error.status === 404;
  const title = missing ? t('app.frame.channelNotFound') : t('app.failed.title');
  useDocumentTitle(title);
  if (!missing) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="text-muted-foreground max-w-sm text-sm">
        {missing ? t('app.frame.channelMissing') : t('app.frame.playerFailed')}
      </p>
      <a
        href="/live-vod"
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary text-sm font-medium underline underline-offset-4"
      >
        {t('app.frame.findChannels', { siteName: getSiteName() })}
        <span className="sr-only"> {t('app.newTab')}</span>
      </a>
    </div>
  );
}
