import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HighlightVideo } from '#shared/schemas/athletes';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

/** How often the editor asks again while the video service processes an upload. */
export const PROCESSING_POLL_MS = 5000;

/** The signed-in athlete's highlight video with its status, for the profile editor. */
export const ownHighlightQueryOptions = () =>
  queryOptions({
    queryKey: athleteKeys.ownHighlight(),
    queryFn: ({ signal }) => unwrap(api.me['highlight-video'].$get(undefined, withSignal(signal))),
    refetchInterval: (query) =>
      query.state.data?.highlightVideo?.status === 'processing' ? PROCESSING_POLL_MS : false,
  });

export const useOwnHighlight = () => useQuery(ownHighlightQueryOptions());

/**
 * After an upload: the editor shows the new video at once, and every page that shows athletes
 * asks again.
 */
export function useHighlightUploaded() {
  const queryClient = useQueryClient();
  return async (highlightVideo: HighlightVideo) => {
    queryClient.setQueryData(athleteKeys.ownHighlight(), { highlightVideo });
    await queryClient.invalidateQueries({
      queryKey: athleteKeys.all,
      predicate: (query) => query.queryKey[1] !== 'own-highlight',
    });
  };
}

export function useDeleteHighlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me['highlight-video'].$delete()),
    onSuccess: () => queryClient.setQueryData(athleteKeys.ownHighlight(), { highlightVideo: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: athleteKeys.all }),
  });
}
