import { ShieldAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pathWithoutAccount } from '#client/lib/auth/guards';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import type { PageAudience } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { buttonClasses } from './ui/button';

/** The site's not-found page: an unknown address, or a page about something that is not there. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('app.notFound.title'));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-primary text-sm font-semibold">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t('app.notFound.title')}</h1>
      <p className="text-muted-foreground mt-4">{t('app.notFound.text')}</p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        {t('app.backHome')}
      </Link>
    </section>
  );
}

const forbiddenTexts: Record<PageAudience, { title: MessageId; text: MessageId }> = {
  admin: {
    title: 'app.forbidden.admin.title',
    text: 'app.forbidden.admin.text',
  },
};

/** A page this account may not open (403): who may, and a way to log in as them or go home. */
export function ForbiddenPage({ audience }: { audience: PageAudience }) {
  const t = useT();
  const title = t(forbiddenTexts[audience].title);
  const text = t(forbiddenTexts[audience].text);
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
          {t('app.nav.logIn')}
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('app.backHome')}
        </Link>
      </div>
    </section>
  );
}
