import { PageIntro } from '../../../components/ui/page-intro';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';

export function Component() {
  return (
    <>
      <PageIntro
        title="Coach Sign Up"
        description="Create a coach account for your school, college or youth program."
      />
      <SignupTypeSwitcher />
    </>
  );
}
