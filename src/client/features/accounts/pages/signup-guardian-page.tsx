import { useSearchParams } from 'react-router';
import { useT } from '#client/lib/i18n/i18n';
import { TypedSignupPage } from '../components/typed-signup-page';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

/**
 * /signup/guardian: a parent or guardian creates an account with the address their child named
 * (the link in our mails fills it in), then looks after their child from /guardian.
 */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <TypedSignupPage
      type="guardian"
      title={t('accounts.signupGuardian.title')}
      description={t('accounts.signupGuardian.description')}
      defaultEmail={params.get('email') ?? ''}
      defaultBack="/guardian"
    />
  );
}
