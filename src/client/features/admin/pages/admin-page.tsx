import { PageIntro } from '../../../components/ui/page-intro';

export function Component() {
  return (
    <PageIntro
      title="Administration"
      description="Tools for administrators to manage members, access and content."
    />
  );
}
