import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Developer Hub"
      description="Pi SDK status, sandbox settings and links for developers."
    />
  );
}
