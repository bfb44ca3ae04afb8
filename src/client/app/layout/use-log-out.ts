import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import { accountMessages } from '#shared/account-messages';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';

/** Log Out: signs out, says so and returns to the home page. */
export function useLogOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      toast.success(accountMessages.loggedOut);
      await navigate('/');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, accountMessages.logoutFallback) });
    }
  };
}
