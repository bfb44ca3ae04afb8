import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="My Profile"
      description="Your account details, security settings and subscription."
    />
  );
}
