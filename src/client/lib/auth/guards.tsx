import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-provider';

function Checking() {
  return (
    <div className="flex justify-center py-24" role="status" aria-live="polite">
      <span className="border-muted border-t-primary size-8 animate-spin rounded-full border-4" />
      <span className="sr-only">Checking your session…</span>
    </div>
  );
}

/**
 * Where a page that needs an account sends someone without one: the login form (and back here
 * afterwards), or the home page when they have just logged out.
 */
export function pathWithoutAccount(
  location: { pathname: string; search: string },
  signedOut: boolean,
) {
  if (signedOut) return '/';
  return `/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Signed-out visitors go to /login, and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) return <Checking />;
  if (!user) return <Navigate to={pathWithoutAccount(location, signedOut)} replace />;
  return children;
}

/** Signed-in users have no business on the sign-up forms: they go to their athlete profile. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <Checking />;
  if (user) return <Navigate to="/player-profile" replace />;
  return children;
}

/** Only same-site paths are followed after login, never another site's address. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
