import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Training Programs"
      description="Video training for eight sports, from fundamentals to elite level."
    />
  );
}
