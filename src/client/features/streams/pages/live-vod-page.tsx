import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="LIVE & VOD"
      description="Catch live games, tournaments, training sessions, and explore our VOD library."
    />
  );
}
