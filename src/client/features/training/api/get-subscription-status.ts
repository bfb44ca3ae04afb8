import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSubscriptionStatus, type SubscriptionStatus } from '#shared/training/video-access';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { trainingKeys } from './training-keys';

/**
 * The signed-in member's subscription status; a failed lookup counts as the default
 * (docs/product.md#training-access).
 */
export const subscriptionStatusQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: trainingKeys.subscription(userId),
    queryFn: async ({ signal }): Promise<SubscriptionStatus> => {
      try {
        return await unwrap(api.me.subscription.$get(undefined, withSignal(signal)));
      } catch (error) {
        console.error('Subscription status check failed', error);
        return defaultSubscriptionStatus;
      }
    },
    staleTime: 60_000,
  });

/**
 * The signed-in member's subscription status; asked for only when signed in
 * (docs/product.md#plan-states).
 */
export function useSubscriptionStatus(): { status: SubscriptionStatus; loading: boolean } {
  const { user, loading } = useAuth();
  const query = useQuery({
    ...subscriptionStatusQueryOptions(user?.id ?? null),
    enabled: Boolean(user),
  });
  return {
    status: (user ? query.data : undefined) ?? defaultSubscriptionStatus,
    loading: loading || (Boolean(user) && query.isPending),
  };
}
