import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ForbiddenPage } from '#client/components/status-pages';
import { Button } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { pathWithoutAccount } from '#client/lib/auth/guards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useAdminAccess } from '../api/get-admin-access';

/**
 * An administrator whose session is too old (or lacks the two-step sign-in they have on): the
 * server refuses admin calls until they sign in again, and comes back here afterwards.
 */
function SignInAgain({ message }: { message: string }) {
  const t = useT();
  const shown = useShownText();
  useDocumentTitle(t('admin.gate.signInAgain.title'));
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert className="text-primary mx-auto size-10" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{t('admin.gate.signInAgain.title')}</h1>
      <p className="text-muted-foreground mt-4">{shown(message)}</p>
      <Button
        className="mt-8"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await signOut();
          } finally {
            void navigate(pathWithoutAccount(location, false), { replace: true });
          }
        }}
      >
        {t('admin.gate.signInAgain.action')}
      </Button>
    </section>
  );
}

/** Lets administrators in; sends signed-out visitors to log in and shows everyone else a 403. */
export function AdminGate({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const { user, loading, isAdmin, signedOut } = useAuth();
  // The API decides; asking it only for administrators keeps everyone else's console clean.
  const access = useAdminAccess(isAdmin);
  if (!loading && !user) return <Navigate to={pathWithoutAccount(location, signedOut)} replace />;
  if (!loading && !isAdmin) return <ForbiddenPage audience="admin" />;
  if (loading || access.isPending) {
    return (
      <p role="status" className="text-muted-foreground py-24 text-center">
        {t('admin.gate.checking')}
      </p>
    );
  }
  if (access.error instanceof ApiError && access.error.status === 401) {
    return <Navigate to={pathWithoutAccount(location, false)} replace />;
  }
  if (access.error instanceof ApiError && access.error.code === 'SIGN_IN_AGAIN') {
    return <SignInAgain message={access.error.message} />;
  }
  if (access.error instanceof ApiError && access.error.status === 403)
    return <ForbiddenPage audience="admin" />;
  if (access.error) {
    return (
      <p role="alert" className="py-24 text-center">
        {t('admin.gate.loadFailed')}
      </p>
    );
  }
  return children;
}
