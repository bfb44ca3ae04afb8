import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PiOrderRequest } from '#shared/schemas/pi';
import { sessionQueryKey } from '../auth/auth-provider';
import { useSiteInfo } from '../site-info';

/**
 * Paying in Pi from a button: the SDK layer is fetched on the press (no page carries it
 * otherwise), the member signed in with Pi and the payment run; `pending` until it settles.
 * `mode` is the site's Pi mode ('off': no Pi here).
 */
export function usePayInPi() {
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const mode = site.data?.pi ?? 'off';

  async function pay(item: PiOrderRequest, onCompleted: () => void) {
    if (mode === 'off') return;
    setPending(true);
    const { payInPi } = await import('./pay-in-pi');
    await payInPi(item, mode, {
      onSignedIn: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      onCompleted,
      onSettled: () => setPending(false),
    });
  }

  return { mode, pending, pay };
}
