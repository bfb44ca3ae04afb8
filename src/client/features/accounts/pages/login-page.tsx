import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Log In"
      description="Sign in to your account. Administrators sign in here too."
    />
  );
}
