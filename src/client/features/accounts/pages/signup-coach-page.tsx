import { TypedSignupPage } from '../components/typed-signup-page';

export function Component() {
  return (
    <TypedSignupPage
      type="coach"
      title="Coach Sign Up"
      description="Create a coach account for your school, college or youth program."
    />
  );
}
