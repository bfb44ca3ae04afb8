import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billing } from '#shared/schemas/payments';
import { api, unwrap, withSignal } from '#client/lib/api-client';

/**
 * The member's plan and receipts (GET /api/me/billing), cached under one key whoever reads it
 * (the billing card on /profile, the test-mode billing portal), keyed by who asks.
 */
export const billingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['billing', userId] as const,
    queryFn: ({ signal }): Promise<Billing> =>
      unwrap(api.me.billing.$get(undefined, withSignal(signal))),
    // Plans change on other pages (the checkout, the billing portal): always checked on return.
    staleTime: 0,
  });

export const useBilling = (userId: string) => useQuery(billingQueryOptions(userId));
