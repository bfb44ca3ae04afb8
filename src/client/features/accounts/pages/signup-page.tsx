import { Link } from 'react-router';
import { RedirectIfSignedIn, useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { useT } from '#client/lib/i18n/i18n';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

export function Component() {
  const t = useT();
  const back = useRedirectTo();
  return (
    <RedirectIfSignedIn>
      <AuthCard
        wide
        title={t('accounts.signup.title')}
        description={t('accounts.signup.description')}
        footer={
          <>
            {t('accounts.haveAccount')}{' '}
            <Link
              to={withRedirectTo('/login', back)}
              className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
            >
              {t('accounts.logIn')}
            </Link>
          </>
        }
      >
        <SignupForm />
      </AuthCard>
      <div className="-mt-4 pb-8">
        <p className="text-muted-foreground mb-3 text-center text-sm">
          {t('accounts.signup.otherForms')}
        </p>
        <SignupTypeSwitcher />
      </div>
    </RedirectIfSignedIn>
  );
}
