import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Athlete Profile"
      description="One athlete's sport, position, school, class and highlights."
    />
  );
}
