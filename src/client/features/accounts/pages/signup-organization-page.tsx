import { PageIntro } from '../../../components/ui/page-intro';
import { SignupTypeSwitcher } from '../components/signup-type-switcher';

export function Component() {
  return (
    <>
      <PageIntro title="Organization Sign Up" description="Register your school, club or league." />
      <SignupTypeSwitcher />
    </>
  );
}
