import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultLocale, languageQuery, type Locale } from '#shared/locales';
import type { VideoDetail } from '#shared/schemas/training';
import { ApiError } from '#client/lib/api';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useLocale } from '#client/lib/i18n/i18n';
import { trainingKeys } from './training-keys';

export type TrainingVideoAnswer =
  | { kind: 'playable'; detail: VideoDetail }
  /** The server refused it; the message says why (docs/product.md#training-access). */
  | { kind: 'locked'; message: string };

/**
 * One video with a fresh playable link, fetched when it is about to play: premium links expire
 * after ten minutes, so they are not taken from a list loaded long before.
 */
export const trainingVideoQueryOptions = (
  id: string,
  userId: string | null,
  locale: Locale = defaultLocale,
) =>
  queryOptions({
    queryKey: trainingKeys.video(id, userId, locale),
    queryFn: async ({ signal }): Promise<TrainingVideoAnswer> => {
      try {
        const request = { param: { id: pathParam(id) }, query: languageQuery(locale) };
        const detail = await unwrap(api.training.videos[':id'].$get(request, withSignal(signal)));
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
  const locale = useLocale();
  return useQuery({
    ...trainingVideoQueryOptions(id ?? '', user?.id ?? null, locale),
    enabled: Boolean(id) && !loading,
  });
}
