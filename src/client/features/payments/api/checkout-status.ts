import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { paymentKeys } from './payments-keys';

/** How often the success page asks whether the payment has been confirmed. */
export const CHECKOUT_STATUS_POLL_MS = 1_500;

/**
 * A checkout's outcome, asked again until access is granted or the checkout has ended: the
 * provider's confirmation can arrive a few seconds after the buyer is sent back.
 */
export const checkoutStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.status(sessionId),
    queryFn: ({ signal }) =>
      unwrap(api.checkout.status.$get({ query: { session_id: sessionId } }, withSignal(signal))),
    staleTime: 0,
    // A checkout that is not there (or not the caller's) will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (query) => {
      const status = query.state.data;
      if (query.state.status === 'error') return false;
      const settled =
        status &&
        (status.active ||
          status.refundDue ||
          status.status === 'canceled' ||
          status.status === 'expired');
      if (settled) return false;
      return CHECKOUT_STATUS_POLL_MS;
    },
  });
