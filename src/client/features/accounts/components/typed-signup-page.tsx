import { Link } from 'react-router';
import type { UserType } from '#shared/schemas/accounts';
import { RedirectIfSignedIn, useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { useT } from '#client/lib/i18n/i18n';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';
import { SignupTypeSwitcher } from './signup-type-switcher';

/** /signup/coach, /signup/organization and /signup/guardian: the switcher, then the form for that account type. */
export function TypedSignupPage({
  type,
  title,
  description,
  defaultEmail,
  defaultBack,
}: {
  type: Exclude<UserType, 'player'>;
  title: string;
  description: string;
  defaultEmail?: string;
  defaultBack?: string;
}) {
  const t = useT();
  const back = useRedirectTo();
  return (
    <RedirectIfSignedIn>
      <div className="pt-8">
        <SignupTypeSwitcher />
      </div>
      <AuthCard
        wide
        title={title}
        description={description}
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
        <SignupForm fixedType={type} defaultEmail={defaultEmail} defaultBack={defaultBack} />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
