import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Recruiting Partnership"
      description="Four partnership packages for recruiters and programs that want to grow with us."
    />
  );
}
