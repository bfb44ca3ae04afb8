import { TypedSignupPage } from '../components/typed-signup-page';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

export function Component() {
  return (
    <TypedSignupPage
      type="organization"
      title="Organization Sign Up"
      description="Register your school, club or league and bring its teams on board."
    />
  );
}
