import { PageIntro } from '../../../components/ui/page-intro';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';

export function Component() {
  return (
    <>
      <PageIntro
        title="Athlete Sign Up"
        description="Choose a plan and create your athlete account."
      />
      <SignupTypeSwitcher />
    </>
  );
}
