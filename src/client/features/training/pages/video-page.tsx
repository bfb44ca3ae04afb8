import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Training Video"
      description="One training video, its level and its category."
    />
  );
}
