import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="About"
      description="Who we are, the partners we work with and where we are heading."
    />
  );
}
