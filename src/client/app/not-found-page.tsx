import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundContent() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-primary text-sm font-semibold">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground mt-4">
        We could not find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to the home page
      </Link>
    </section>
  );
}
