import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pathWithoutAccount } from '#client/lib/auth/guards';
import type { PageAudience } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { buttonClasses } from './ui/button';

/** The site's not-found page: an unknown address, or a page about something that is not there. */
export function NotFoundPage() {
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

const forbiddenTexts: Record<PageAudience, { title: string; text: string }> = {
  admin: {
    title: 'Administrators only',
    text: 'This page is for site administrators. Log in with an administrator account to open it; if you think yours should have access, contact the site team.',
  },
};

/** A page this account may not open (403): who may, and a way to log in as them or go home. */
export function ForbiddenPage({ audience }: { audience: PageAudience }) {
  const { title, text } = forbiddenTexts[audience];
  useDocumentTitle(title);
  const location = useLocation();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert className="text-primary mx-auto size-10" aria-hidden />
      <p className="text-primary mt-4 text-sm font-semibold">403</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground mt-4">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={pathWithoutAccount(location, false)} className={buttonClasses()}>
          Log In
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
