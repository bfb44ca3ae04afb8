import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Billing, SandboxPayment } from '#shared/schemas/payments';
import type { PaidPlanId } from '#shared/payments';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { paymentKeys } from './payments-keys';

/** The member's plan and receipts, as the test-mode billing portal shows them. */
export const sandboxBillingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: paymentKeys.billing(userId),
    queryFn: ({ signal }): Promise<Billing> =>
      unwrap(api.me.billing.$get(undefined, withSignal(signal))),
    staleTime: 0,
  });

/** Each portal action answers with the new billing, shown at once and then checked again. */
function usePortalAction<Input>(userId: string, action: (input: Input) => Promise<Billing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (billing) => queryClient.setQueryData(paymentKeys.billing(userId), billing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.billing(userId) }),
  });
}

/** Cancels at the end of the period: access continues until then. */
export const useCancelSandboxSubscription = (userId: string) =>
  usePortalAction(userId, () => unwrap(api.me.billing.sandbox.cancel.$post()));

export const useResumeSandboxSubscription = (userId: string) =>
  usePortalAction(userId, () => unwrap(api.me.billing.sandbox.resume.$post()));

export const useSwitchSandboxPlan = (userId: string) =>
  usePortalAction(userId, (plan: PaidPlanId) =>
    unwrap(api.me.billing.sandbox.switch.$post({ json: { plan } })),
  );

/** Changes the card; a renewal that failed is charged again with the new one. */
export const useChangeSandboxCard = (userId: string) =>
  usePortalAction(userId, (card: SandboxPayment) =>
    unwrap(api.me.billing.sandbox.card.$post({ json: card })),
  );
