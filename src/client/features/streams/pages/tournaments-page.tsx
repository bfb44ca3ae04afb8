import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Tournaments"
      description="Live and upcoming tournaments streamed on the site."
    />
  );
}
