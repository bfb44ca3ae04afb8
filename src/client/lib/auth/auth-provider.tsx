import type { UserType } from '#shared/account-fields';
import { isActiveAdmin } from '#shared/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../api';
import type { Locale } from '#shared/locales';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
  userType?: UserType | null;
  twoFactorEnabled?: boolean | null;
  /** the account's language (src/shared/locales.ts); none: the page's */
  language?: Locale | null;
};

export type Session = { id: string; expiresAt: string };

/** An administrator whose account is not banned: the pages for administrators open for them. */
export { isActiveAdmin };

type AuthState = {
  session: Session | null;
  user: SessionUser | null;
  /** True until the first session check has finished. */
  loading: boolean;
  isAdmin: boolean;
  /** The user signed out in this tab (until the next session check or sign-in). */
  signedOut: boolean;
  refresh: () => Promise<void>;
  /** Ends the session on the server and forgets the user here. */
  signOut: () => Promise<void>;
};

type SessionData = { session: Session; user: SessionUser };
/** What the session query holds: a session, none, or none because the user just signed out. */
type SessionState = SessionData | { signedOut: true } | null;

export const sessionQueryKey = ['session'] as const;

async function fetchSession(): Promise<SessionState> {
  try {
    return await apiFetch<{ session: Session; user: SessionUser } | null>('/api/auth/get-session');
  } catch (error) {
    // An unreachable session check leaves the visitor signed out rather than stuck loading.
    console.error('Session check failed', error);
    return null;
  }
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery<SessionState>({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await apiFetch('/api/auth/sign-out', { body: {} });
    } catch (error) {
      // Already signed out on the server: treat as done.
      if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
    }
    // Marked as a sign-out, not a missing session, so members-only pages send the user home
    // rather than to the login form in one and the same update.
    const signedOutState: SessionState = { signedOut: true };
    queryClient.setQueryData(sessionQueryKey, signedOutState);
    queryClient.removeQueries({ predicate: (entry) => entry.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const data = query.data;
    const active = data && 'user' in data ? data : null;
    const user = active?.user ?? null;
    return {
      session: active?.session ?? null,
      user,
      loading: query.isPending,
      isAdmin: isActiveAdmin(user),
      signedOut: Boolean(data && 'signedOut' in data),
      refresh,
      signOut,
    };
  }, [query.data, query.isPending, refresh, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  return context;
}
