import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatInput } from '#shared/schemas/stats';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

// Self-reported statistics (docs/product.md#evaluations): the athlete's page reads them, the
// profile editor replaces them.

/** The statistics an athlete's page shows, for signed-in members. */
export const athleteStatsQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: [...athleteKeys.all, 'stats', athleteId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.athletes[':id'].stats.$get({ param: { id: pathParam(athleteId) } }, withSignal(signal)),
      ),
  });

const ownStatsKey = [...athleteKeys.all, 'own-stats'] as const;

export const useOwnStats = () =>
  useQuery({
    queryKey: ownStatsKey,
    queryFn: ({ signal }) => unwrap(api.me.stats.$get(undefined, withSignal(signal))),
  });

export function useSaveOwnStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stats: StatInput[]) => unwrap(api.me.stats.$put({ json: { stats } })),
    onSuccess: (data) => {
      queryClient.setQueryData(ownStatsKey, data);
      void queryClient.invalidateQueries({ queryKey: [...athleteKeys.all, 'stats'] });
    },
  });
}
