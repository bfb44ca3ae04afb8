import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal, type ApiData } from '#client/lib/api-client';

export type Account = ApiData<typeof api.me.$get>;

/** The signed-in user's account (GET /api/me). */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['account'] as const,
    queryFn: ({ signal }) => unwrap(api.me.$get(undefined, withSignal(signal))),
  });

export const useAccount = () => useQuery(accountQueryOptions());

/** Reloads the account after a change made elsewhere (two-step sign-in on or off). */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
}
