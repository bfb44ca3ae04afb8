import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Admin Dashboard"
      description="An overview of members, subscriptions and activity for administrators."
    />
  );
}
