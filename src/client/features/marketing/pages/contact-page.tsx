import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Contact Us"
      description="Questions about your account, partnerships or safety: this is where to reach the team."
    />
  );
}
