import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Developer Sandbox"
      description="Connect a Pi wallet and make test payments in sandbox or live mode."
    />
  );
}
