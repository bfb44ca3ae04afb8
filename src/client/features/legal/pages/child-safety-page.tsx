import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Child Safety Statement"
      description="How we protect athletes aged 13 to 17, and how to report a concern."
    />
  );
}
