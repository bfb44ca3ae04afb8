import { Link } from 'react-router';
import { RedirectIfSignedIn, useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';
import type { PageHandle } from '#client/lib/page-prefetch';

/** Sign-up forms are for visitors: the server sends signed-in users on to their profile. */
export const handle: PageHandle = { audience: 'visitor' };

export function Component() {
  const back = useRedirectTo();
  return (
    <RedirectIfSignedIn>
      <AuthCard
        wide
        title="Sign Up"
        description="Create an account as an athlete, a coach or an organization. We will email you a link to confirm your address."
        footer={
          <>
            Already have an account?{' '}
            <Link
              to={withRedirectTo('/login', back)}
              className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
            >
              Log in
            </Link>
          </>
        }
      >
        <SignupForm />
      </AuthCard>
      <div className="-mt-4 pb-8">
        <p className="text-muted-foreground mb-3 text-center text-sm">
          Or use the form for your account type:
        </p>
        <SignupTypeSwitcher />
      </div>
    </RedirectIfSignedIn>
  );
}
