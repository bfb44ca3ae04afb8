import { PageIntro } from '../../../components/ui/page-intro';
import { RequireAuth } from '../../../lib/auth/guards';

export function Component() {
  return (
    <RequireAuth>
      <PageIntro
        title="Your Athlete Profile"
        description="Build the profile recruiters and coaches see: sport, position, school, class and more."
      />
    </RequireAuth>
  );
}
