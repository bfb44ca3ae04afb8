import { RotateCcw } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { ForbiddenPage, NotFoundPage } from '../components/status-pages';
import { Button, buttonClasses } from '../components/ui/button';
import { useT } from '../lib/i18n/i18n';
import { isPageStatus } from '../lib/page-status';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Replaces a page that cannot be shown: the not-found or forbidden page when the server said so
 * (lib/page-status.ts), otherwise a way back from a page that failed (a lost connection while
 * loading it, a bug).
 */
export function RouteError() {
  const error = useRouteError();
  if (isPageStatus(error)) {
    return error.status === 403 && error.data ? (
      <ForbiddenPage audience={error.data.audience} />
    ) : (
      <NotFoundPage />
    );
  }
  return <PageFailed error={error} />;
}

function PageFailed({ error }: { error: unknown }) {
  const t = useT();
  useDocumentTitle(t('app.failed.title'));
  console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">{t('app.failed.title')}</h1>
      <p className="text-muted-foreground mt-4">{t('app.failed.page')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          {t('app.tryAgain')}
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('app.goHome')}
        </Link>
      </div>
    </section>
  );
}
