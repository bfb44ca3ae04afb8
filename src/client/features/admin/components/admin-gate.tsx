import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { pathWithoutAccount } from '#client/lib/auth/guards';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';

function Forbidden() {
  useDocumentTitle('Administrators only');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert className="text-primary mx-auto size-10" aria-hidden />
      <p className="text-primary mt-4 text-sm font-semibold">403</p>
      <h1 className="mt-2 text-3xl font-bold">Administrators only</h1>
      <p className="text-muted-foreground mt-4">
        This page is for site administrators. If you think you should have access, contact the site
        team.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
        Back to the home page
      </Link>
    </section>
  );
}

/** Lets administrators in; sends signed-out visitors to log in and shows everyone else a 403. */
export function AdminGate({ children }: { children: (overview: AdminOverview) => ReactNode }) {
  const location = useLocation();
  const { user, loading, isAdmin, signedOut } = useAuth();
  // The API decides; asking it only for administrators keeps everyone else's console clean.
  const overview = useAdminOverview(isAdmin);
  if (!loading && !user) return <Navigate to={pathWithoutAccount(location, signedOut)} replace />;
  if (!loading && !isAdmin) return <Forbidden />;
  if (loading || overview.isPending) {
    return (
      <p role="status" className="text-muted-foreground py-24 text-center">
        Checking your access...
      </p>
    );
  }
  if (overview.error instanceof ApiError && overview.error.status === 401) {
    return <Navigate to={pathWithoutAccount(location, false)} replace />;
  }
  if (overview.error instanceof ApiError && overview.error.status === 403) return <Forbidden />;
  if (overview.error || !overview.data) {
    return (
      <p role="alert" className="py-24 text-center">
        The administration data could not be loaded. Please reload the page.
      </p>
    );
  }
  return children(overview.data);
}
