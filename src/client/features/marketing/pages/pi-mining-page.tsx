import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Mine Pi"
      description="How to start mining Pi on your phone, and how your security circle and referrals help."
    />
  );
}
