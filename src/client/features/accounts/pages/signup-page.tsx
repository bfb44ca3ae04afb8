import { PageIntro } from '../../../components/ui/page-intro';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';

export function Component() {
  return (
    <>
      <PageIntro
        title="Sign Up"
        description="Create an account as an athlete, a coach or an organization. Pick the kind of account below."
      />
      <SignupTypeSwitcher />
    </>
  );
}
