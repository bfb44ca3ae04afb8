import { PageIntro } from '#client/components/ui/page-intro';
import { AdminGate } from '../components/admin-gate';
import type { PageHandle } from '#client/lib/page-prefetch';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  return (
    <AdminGate>
      {() => (
        <PageIntro
          title="Admin Dashboard"
          description="Member, subscription and content management for administrators."
        />
      )}
    </AdminGate>
  );
}
