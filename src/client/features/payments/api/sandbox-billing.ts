import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Billing, SandboxPayment } from '#shared/schemas/payments';
import type { PaidPlanId } from '#shared/payments';
import { api, unwrap } from '#client/lib/api-client';
import { billingQueryOptions } from '#client/lib/billing';

/**
 * Each portal action answers with the new billing, shown at once and then checked again (under
 * the one key every page reads the member's billing from).
 */
function usePortalAction<Input>(userId: string, action: (input: Input) => Promise<Billing>) {
  const queryClient = useQueryClient();
  const { queryKey } = billingQueryOptions(userId);
  return useMutation({
    mutationFn: action,
    onSuccess: (billing) => queryClient.setQueryData(queryKey, billing),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
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
