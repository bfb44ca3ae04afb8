import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Athlete Database"
      description="Search registered athletes by name, sport, graduation year and state."
    />
  );
}
