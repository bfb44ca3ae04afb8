import { TypedSignupPage } from '../components/typed-signup-page';

export function Component() {
  return (
    <TypedSignupPage
      type="organization"
      title="Organization Sign Up"
      description="Register your school, club or league and bring its teams on board."
    />
  );
}
