import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { programKeys } from './program-keys';

// The program dashboard of /programs (docs/product.md#program-dashboard), for its admins.

/** The program's teams with their counts, pending places, upcoming events and sales. */
export const programDashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: programKeys.dashboard(userId),
    queryFn: ({ signal }) => unwrap(api.me.program.dashboard.$get(undefined, withSignal(signal))),
  });
