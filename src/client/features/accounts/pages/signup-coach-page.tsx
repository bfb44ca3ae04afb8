import { Link } from 'react-router';
import { RedirectIfSignedIn } from '../../../lib/auth/guards';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';

export function Component() {
  return (
    <RedirectIfSignedIn>
      <div className="pt-8">
        <SignupTypeSwitcher />
      </div>
      <AuthCard
        wide
        title="Coach Sign Up"
        description="Create a coach account for your school, college or youth program."
        footer={
          <>
            Already have an account?{' '}
            <Link to="/login" className="text-primary font-medium hover:underline">
              Log in
            </Link>
          </>
        }
      >
        <SignupForm fixedType="coach" />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
