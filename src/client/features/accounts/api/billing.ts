import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api-client';
import { pageNavigation } from '#client/lib/start-checkout';

/**
 * Opens the billing portal (Stripe's, or the built-in test portal): the server answers with its
 * address and the browser goes there.
 */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => unwrap(api.me.billing.portal.$post()),
    onSuccess: ({ url }) => pageNavigation.assign(url),
  });
}
