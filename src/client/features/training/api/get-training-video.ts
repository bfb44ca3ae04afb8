import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoDetail } from '#shared/schemas/training';
import { ApiError } from '#client/lib/api';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { trainingKeys } from './training-keys';

export type TrainingVideoAnswer =
  | { kind: 'playable'; detail: VideoDetail }
  /** The server refused it; the message says why (docs/product.md#training-access). */
  | { kind: 'locked'; message: string };

/**
 * One video with a fresh playable link, fetched when it is about to play: premium links expire
 * after ten minutes, so they are not taken from a list loaded long before.
 */
export const trainingVideoQueryOptions = (id: string, userId: string | null) =>
  queryOptions({
    queryKey: trainingKeys.video(id, userId),
    queryFn: async ({ signal }): Promise<TrainingVideoAnswer> => {
      try {
        const detail = await unwrap(
          api.training.videos[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal)),
        );
        return { kind: 'playable', detail };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          return { kind: 'locked', message: error.message };
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

export function useTrainingVideo(id: string | null) {
  const { user, loading } = useAuth();
  return useQuery({
    ...trainingVideoQueryOptions(id ?? '', user?.id ?? null),
    enabled: Boolean(id) && !loading,
  });
}
