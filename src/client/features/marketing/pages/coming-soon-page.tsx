import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Athlete NFTs: Coming Soon"
      description="Collectible athlete highlights, achievement badges and tournament drops on the Pi Network."
    />
  );
}
