import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Explore Athletes"
      description="Featured athletes, the athlete of the month and the most improved athletes."
    />
  );
}
