import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { piTexts } from '#shared/pi';
import { errorMessage } from '../api';
import { sessionQueryKey } from '../auth/auth-provider';
import { useShownText, useT } from '../i18n/i18n';
import { toast } from '../toast';
import type * as PiSdkModule from './pi-sdk';

/** Where an account with two-step sign-in on is asked for its code. */
export const TWO_STEP_PATH = '/login?step=code';

/**
 * Signing in with Pi from a button: the SDK authenticates, the server signs in (or links), the
 * session is read again and the welcome toast shows; an account with two-step sign-in on is
 * taken to the login page's code step instead (and null returned). A failure is told under
 * `failureTitle` (docs/product.md#texts-pi) and kept in `error` for pages that show it.
 */
export function usePiSignIn(
  sdk: typeof PiSdkModule | null,
  failureTitle: string = piTexts.piAuthenticationFailed,
) {
  const t = useT();
  const shown = useShownText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    if (!sdk) return null;
    setBusy(true);
    setError(null);
    try {
      const answer = await sdk.signInWithPi();
      if (answer.twoFactorRedirect) {
        toast.info(shown(piTexts.twoStepNeeded));
        navigate(TWO_STEP_PATH);
        return null;
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(shown(piTexts.walletConnected), {
        description: t('app.pi.welcome', { name: answer.username }),
      });
      return answer;
    } catch (failure) {
      setError(errorMessage(failure, piTexts.unknownAuthError));
      toast.error(shown(failureTitle), {
        description: shown(errorMessage(failure, piTexts.couldNotAuthenticate)),
      });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { signIn, busy, error };
}
