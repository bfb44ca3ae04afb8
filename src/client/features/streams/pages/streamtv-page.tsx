import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="StreamTV"
      description="Live channels from teams, trainers, tournaments and the weekend podcast."
    />
  );
}
