import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingSportId } from '#shared/sports';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { trainingKeys } from './training-keys';

/**
 * A sport's library as the server shows it to this visitor: what is locked, and the links,
 * depend on who is asking, so the key carries the user.
 */
export const sportVideosQueryOptions = (sport: TrainingSportId, userId: string | null) =>
  queryOptions({
    queryKey: trainingKeys.sport(sport, userId),
    queryFn: ({ signal }) =>
      unwrap(api.training[':sport'].$get({ param: { sport } }, withSignal(signal))),
    staleTime: 5 * 60_000,
  });

export function useSportVideos(sport: TrainingSportId) {
  const { user, loading } = useAuth();
  return useQuery({ ...sportVideosQueryOptions(sport, user?.id ?? null), enabled: !loading });
}
