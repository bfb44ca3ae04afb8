import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Billing } from '#shared/schemas/payments';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { pageNavigation } from '#client/lib/start-checkout';

/** The member's subscription and receipts (GET /api/me/billing), keyed by who asks. */
export const billingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['billing', userId] as const,
    queryFn: ({ signal }): Promise<Billing> =>
      unwrap(api.me.billing.$get(undefined, withSignal(signal))),
    // Plans change on other pages (the checkout, the billing portal): always checked on return.
    staleTime: 0,
  });

export const useBilling = (userId: string) => useQuery(billingQueryOptions(userId));

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
