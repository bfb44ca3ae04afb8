import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Success Stories"
      description="Athletes who used their profiles and training here to reach the next level."
    />
  );
}
