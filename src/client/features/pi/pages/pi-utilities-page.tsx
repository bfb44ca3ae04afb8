import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Pi Utilities"
      description="Sandbox switches, SDK status and a demo of wallet sign-in and payments."
    />
  );
}
