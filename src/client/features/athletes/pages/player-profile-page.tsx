import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Your Athlete Profile"
      description="Build the profile recruiters and coaches see: sport, position, school, class and more."
    />
  );
}
