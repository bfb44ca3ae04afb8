import { Outlet } from 'react-router';
import type { PageHandle } from '#client/lib/page-prefetch';
import { AdminGate } from '../components/admin-gate';
import { AdminNav } from '../components/admin-nav';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

/** The dashboard's frame: its sections beside (or above, on phones) the one open. */
export function Component() {
  return (
    <AdminGate>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-6 pb-16 lg:flex-row lg:gap-10">
        <AdminNav />
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </AdminGate>
  );
}
