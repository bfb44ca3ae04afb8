import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Terms of Service"
      description="The terms that apply when you use this site."
    />
  );
}
