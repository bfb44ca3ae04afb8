import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Plans and Pricing"
      description="Basic access is free; the All Training Subscription and the Recruiting Profile unlock more."
    />
  );
}
