import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, withSignal, type ApiData } from '#client/lib/api-client';

export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => unwrap(api.admin.overview.$get(undefined, withSignal(signal))),
    retry: false,
  });

export const useAdminOverview = (enabled: boolean) =>
  useQuery({ ...adminOverviewQueryOptions(), enabled });

export type AdminOverview = ApiData<typeof api.admin.overview.$get>;
