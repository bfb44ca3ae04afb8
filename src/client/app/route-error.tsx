import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { NotFoundContent } from './not-found-page';

/** Replaces a page that failed (a lost connection while loading it, a bug) with a way back. */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  console.error(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground mt-4">
        This page could not be shown. Check your connection and try again; if it keeps happening,
        come back a little later.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden />
          Try again
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
