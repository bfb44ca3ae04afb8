import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PiOrderRequest } from '#shared/schemas/pi';
import { sessionQueryKey } from '../auth/auth-provider';
import { loadCatalog, pageLocale } from '../i18n/catalogs';
import { useShownText } from '../i18n/i18n';
import { useSiteInfo } from '../site-info';

/**
 * Paying in Pi from a button: the SDK layer is fetched on the press (no page carries it
 * otherwise), the member signed in with Pi and the payment run; `pending` until it settles.
 * `mode` is the site's Pi mode ('off': no Pi here).
 */
export function usePayInPi() {
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const shown = useShownText();
  const [pending, setPending] = useState(false);
  const mode = site.data?.pi ?? 'off';

  async function pay(item: PiOrderRequest, onCompleted: () => void) {
    if (mode === 'off') return;
    setPending(true);
    // The toasts' words (the shared Pi texts) come with the SDK layer.
    const [{ payInPi }] = await Promise.all([
      import('./pay-in-pi'),
      loadCatalog(pageLocale(), 'forms'),
    ]);
    await payInPi(
      item,
      mode,
      {
        onSignedIn: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        onCompleted,
        onSettled: () => setPending(false),
      },
      shown,
    );
  }

  return { mode, pending, pay };
}
