import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import { logOutMessages } from '#shared/log-out-messages';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';

/** Log Out: signs out, says so and returns to the home page. */
export function useLogOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      toast.success(logOutMessages.loggedOut);
      await navigate('/');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, logOutMessages.logoutFallback) });
    }
  };
}
