import { TypedSignupPage } from '../components/typed-signup-page';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

export function Component() {
  return (
    <TypedSignupPage
      type="coach"
      title="Coach Sign Up"
      description="Create a coach account for your school, college or youth program."
    />
  );
}
