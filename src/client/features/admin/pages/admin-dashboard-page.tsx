import { Outlet } from 'react-router';
import type { PageHandle } from '#client/lib/page-prefetch';
import { AdminGate } from '../components/admin-gate';
import { AdminNav } from '../components/admin-nav';

/**
 * For administrators only: the server sends visitors to log in first and answers other members
 * with the 403 page.
 */
export const handle: PageHandle = { audience: 'admin' };

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
