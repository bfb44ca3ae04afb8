import { useT } from '#client/lib/i18n/i18n';
import { TypedSignupPage } from '../components/typed-signup-page';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

export function Component() {
  const t = useT();
  return (
    <TypedSignupPage
      type="coach"
      title={t('accounts.signupCoach.title')}
      description={t('accounts.signupCoach.description')}
    />
  );
}
