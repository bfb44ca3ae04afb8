import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { accountMessages } from '../../../shared/account-messages';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/auth-provider';

/** Longest wait for the home page before the session is forgotten anyway. */
const ARRIVAL_TIMEOUT_MS = 3000;

/** Log Out: signs out, says so and returns to the home page. */
export function useLogOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const arrived = useRef<(() => void) | null>(null);

  // navigate() settles when the router has the new location, but React shows the new page later
  // (routes change in a transition). Forgetting the session before that lets the members-only
  // page still on screen send the user to /login, so wait until the home page is committed, or
  // this component is gone with the page it was on.
  useLayoutEffect(() => {
    if (pathname === '/') arrived.current?.();
  }, [pathname]);
  useLayoutEffect(() => () => arrived.current?.(), []);

  const goHome = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => arrived.current?.(), ARRIVAL_TIMEOUT_MS);
      arrived.current = () => {
        clearTimeout(timer);
        arrived.current = null;
        resolve();
      };
      void navigate('/');
    });

  return async () => {
    try {
      await signOut(pathname === '/' ? undefined : goHome);
      toast.success(accountMessages.loggedOut);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, accountMessages.logoutFallback) });
    }
  };
}
