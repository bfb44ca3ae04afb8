import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageHeader } from '#client/components/ui/page-header';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';
import { useAdminFormats } from '../components/admin-formats';
import { AdminGate } from '../components/admin-gate';
import { AdminListState } from '../components/admin-list-state';
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
  const t = useT();
  useDocumentTitle(t('admin.home.title'));
  const overview = useAdminOverview(true);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16">
      <PageHeader title={t('admin.home.title')} description={t('admin.home.description')} />
      <AdminListState query={overview} isEmpty={false} empty="">
        {overview.data ? <Figures overview={overview.data} /> : null}
      </AdminListState>
      <div className="mt-8 flex justify-center">
        <Link to="/admin-dashboard" className={buttonClasses({ variant: 'secondary' })}>
          {t('admin.home.open')}
        </Link>
      </div>
    </div>
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const t = useT();
  const formats = useAdminFormats();
  const figures: [MessageId, number][] = [
    ['admin.figure.members', overview.members],
    ['admin.figure.players', overview.players],
    ['admin.figure.coaches', overview.coaches],
    ['admin.figure.organizations', overview.organizations],
    ['admin.figure.admins', overview.admins],
    ['admin.figure.unverified', overview.unverified],
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map(([label, value]) => (
        <li key={label}>
          <Card>
            <p className="text-muted-foreground text-sm">{t(label)}</p>
            <p className="mt-1 text-3xl font-bold tabular-nums">{formats.count(value)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
