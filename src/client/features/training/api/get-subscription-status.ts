import { useQuery } from '@tanstack/react-query';
import {
  defaultSubscriptionStatus,
  type SubscriptionStatus,
} from '../../../../shared/training/video-access';
import { apiFetch } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-provider';

async function fetchSubscriptionStatus(signal: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await apiFetch<SubscriptionStatus>('/api/me/subscription', { signal });
  } catch (error) {
    // SPEC §8: a failed lookup is logged and counts as not subscribed, access on.
    console.error('Subscription status check failed', error);
    return defaultSubscriptionStatus;
  }
}

/** The signed-in member's subscription status; asked for only when signed in (SPEC §7). */
export function useSubscriptionStatus(): { status: SubscriptionStatus; loading: boolean } {
  const { user, loading } = useAuth();
  const query = useQuery({
    queryKey: ['subscription', user?.id ?? null],
    queryFn: ({ signal }) => fetchSubscriptionStatus(signal),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  return {
    status: (user ? query.data : undefined) ?? defaultSubscriptionStatus,
    loading: loading || (Boolean(user) && query.isPending),
  };
}
