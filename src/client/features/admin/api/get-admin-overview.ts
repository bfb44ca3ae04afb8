import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal, type ApiData } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => unwrap(api.admin.overview.$get(undefined, withSignal(signal))),
    retry: false,
  });

export const useAdminOverview = (enabled: boolean) =>
  useQuery({ ...adminOverviewQueryOptions(), enabled });

export type AdminOverview = ApiData<typeof api.admin.overview.$get>;
