import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
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

/**
 * Only same-site paths are followed after login or sign-up, never another site's address: a path
 * that starts with a single '/'. Backslashes, control characters (browsers drop tabs and line
 * breaks, which can turn '/\t/x' into '//x') and an encoded '/' or '\' in the path are refused,
 * as the server refuses them for the confirmation link's return address.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0]!;
  if (/%2f|%5c/i.test(path)) return null;
  return value;
}

/** An account page's address (login, sign-up) that carries the page to come back to. */
export function withRedirectTo(path: string, back: string | null): string {
  return back ? `${path}?redirectTo=${encodeURIComponent(back)}` : path;
}

/**
 * The page to come back to after logging in or signing up (`?redirectTo=`), when it is a
 * same-site path. The account pages pass it on to each other, and sign-up puts it in the
 * confirmation link.
 */
export function useRedirectTo(): string | null {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirectTo'));
}
