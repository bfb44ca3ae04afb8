import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from './api-client';

/**
 * Mailboxes and outside links from the server's configuration. They only change when the server
 * restarts, so one fetch per visit is enough. Kept in lib because the shell (support chat) and
 * several features read it, and features may not import each other.
 */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => unwrap(api.site.$get(undefined, withSignal(signal))),
    staleTime: Infinity,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
