import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

/** Whether the admin API lets this session in now; the dashboard's gate asks it. */
export const adminAccessQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.access(),
    queryFn: ({ signal }) => unwrap(api.admin.access.$get(undefined, withSignal(signal))),
    retry: false,
  });

export const useAdminAccess = (enabled: boolean) =>
  useQuery({ ...adminAccessQueryOptions(), enabled });
