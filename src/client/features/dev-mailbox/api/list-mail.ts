import { queryOptions } from '@tanstack/react-query';
import { devMailboxApi, unwrap, withSignal } from '#client/lib/api-client';

/** Mail the site sent, newest first; checked every five seconds while the page is open. */
export const devMailQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mailbox'] as const,
    queryFn: ({ signal }) => unwrap(devMailboxApi.index.$get(undefined, withSignal(signal))),
    refetchInterval: 5000,
    retry: false,
  });
