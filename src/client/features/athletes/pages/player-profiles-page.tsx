import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Player Profiles"
      description="A gallery of athletes who have completed their profiles."
    />
  );
}
