import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Privacy Policy"
      description="What we collect, why, who we share it with and the rights you have over your data."
    />
  );
}
