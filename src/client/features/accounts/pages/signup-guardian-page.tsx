import { useSearchParams } from 'react-router';
import { TypedSignupPage } from '../components/typed-signup-page';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

/**
 * /signup/guardian: a parent or guardian creates an account with the address their child named
 * (the link in our mails fills it in), then looks after their child from /guardian.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <TypedSignupPage
      type="guardian"
      title="Parent or Guardian Sign Up"
      description="Use the address your child gave as their parent's or guardian's: your child's consent, conversations with coaches and contact settings are then on one page."
      defaultEmail={params.get('email') ?? ''}
      defaultBack="/guardian"
    />
  );
}
