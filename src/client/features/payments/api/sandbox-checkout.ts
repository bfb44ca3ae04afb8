import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SandboxPayment } from '#shared/schemas/payments';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { paymentKeys } from './payments-keys';

/** A checkout of the built-in sandbox: the plan, the amount and the buyer's email. */
export const sandboxCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.sandboxCheckout(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.checkout.sandbox[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal)),
      ),
    // A checkout that is not the caller's (or not there) stays that way.
    retry: false,
  });

/** Pays a sandbox checkout with a test card; the answer says where the browser goes next. */
export function usePaySandboxCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: SandboxPayment) =>
      unwrap(
        api.checkout.sandbox[':id'].pay.$post({ param: { id: pathParam(id) }, json: payment }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.sandboxCheckout(id) }),
  });
}

/** Leaves a sandbox checkout without paying. */
export function useCancelSandboxCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.checkout.sandbox[':id'].cancel.$post({ param: { id: pathParam(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.sandboxCheckout(id) }),
  });
}
