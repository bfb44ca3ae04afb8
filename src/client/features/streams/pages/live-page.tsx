import { PageIntro } from '#client/components/ui/page-intro';

export function Component() {
  return (
    <PageIntro title="Live" description="Every live channel and partner stream in one place." />
  );
}
