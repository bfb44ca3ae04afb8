import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ReportButton } from '#client/features/safety/components/report-button';
import { replayHeldInput } from '#client/lib/held-input';
import { ReportActionProvider, type ReportActionProps } from '#client/lib/report-action';
import { ToastHost } from '#client/lib/toast';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SupportChat } from './support-chat';
import { useT } from '#client/lib/i18n/i18n';

const renderReportButton = (props: ReportActionProps) => <ReportButton {...props} />;

export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-[70] rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Pages place Report links (lib/report-action.tsx); the safety feature makes them work. */}
        <ReportActionProvider value={renderReportButton}>{children}</ReportActionProvider>
      </main>
      <SiteFooter />
      <SupportChat />
      <ToastHost />
    </div>
  );
}

export function RootLayout() {
  // The page's code is in charge from here: clicks and key presses made on the server's HTML
  // before (held by index.html) are replayed, and the page is marked as taken over.
  useEffect(() => {
    replayHeldInput();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Shell>
      <Outlet />
      <ScrollRestoration />
    </Shell>
  );
}

/** Shown inside the shell while the first page's code loads. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="flex justify-center py-24" role="status" aria-live="polite">
      <span className="border-muted border-t-primary size-8 animate-spin rounded-full border-4" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
