import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { PageHeader } from '#client/components/ui/page-header';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';
import { AdminGate } from '../components/admin-gate';
import type { PageHandle } from '#client/lib/page-prefetch';

/**
 * For administrators only: the server sends visitors to log in first and answers other members
 * with the 403 page.
 */
export const handle: PageHandle = { audience: 'admin' };

export function Component() {
  return (
    <AdminGate>
      <AdminHome />
    </AdminGate>
  );
}

function AdminHome() {
  useDocumentTitle('Administration');
  const overview = useAdminOverview(true);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16">
      <PageHeader title="Administration" description="The site at a glance." />
      <ListState query={overview} isEmpty={false} empty="">
        {overview.data ? <Figures overview={overview.data} /> : null}
      </ListState>
      <div className="mt-8 flex justify-center">
        <Link to="/admin-dashboard" className={buttonClasses({ variant: 'secondary' })}>
          Open the admin dashboard
        </Link>
      </div>
    </div>
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const figures: [string, number][] = [
    ['Members', overview.members],
    ['Players', overview.players],
    ['Coaches', overview.coaches],
    ['Organizations', overview.organizations],
    ['Administrators', overview.admins],
    ['Awaiting email confirmation', overview.unverified],
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map(([label, value]) => (
        <li key={label}>
          <Card>
            <p className="text-muted-foreground text-sm">{label}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{value.toLocaleString()}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
