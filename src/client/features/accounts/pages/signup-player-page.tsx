import { Link } from 'react-router';
import { RedirectIfSignedIn, useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { AthleteSignupForm } from '../components/athlete-signup-form';
import { PlanCards } from '../components/plan-cards';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

export function Component() {
  const t = useT();
  useDocumentTitle(t('accounts.signupPlayer.title'));
  const back = useRedirectTo();
  return (
    <RedirectIfSignedIn>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <SignupTypeSwitcher />
        <header className="mt-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('accounts.signupPlayer.title')}
          </h1>
          <p className="text-muted-foreground mx-auto mt-3 max-w-2xl">
            {t('accounts.signupPlayer.lead')}
          </p>
        </header>
        <div className="mt-10">
          <PlanCards />
        </div>
        <section
          id="athlete-registration"
          aria-labelledby="athlete-registration-title"
          className="border-border bg-card mx-auto mt-12 max-w-2xl scroll-mt-24 rounded-2xl border p-6 shadow-sm sm:p-8"
        >
          <h2 id="athlete-registration-title" className="text-xl font-semibold">
            {t('accounts.signupPlayer.formTitle')}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            {t('accounts.signupPlayer.formNote')}
          </p>
          <div className="mt-6">
            <AthleteSignupForm />
          </div>
        </section>
        <p className="text-muted-foreground mt-6 text-center text-sm">
          {t('accounts.haveAccount')}{' '}
          <Link
            to={withRedirectTo('/login', back)}
            className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
          >
            {t('accounts.logIn')}
          </Link>
        </p>
      </div>
    </RedirectIfSignedIn>
  );
}
