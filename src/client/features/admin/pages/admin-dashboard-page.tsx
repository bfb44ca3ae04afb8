import { PageIntro } from '../../../components/ui/page-intro';
import { AdminGate } from '../components/admin-gate';

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
