import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EvaluationUpdate } from '#shared/schemas/evaluations';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';

// Evaluations and profile views (docs/product.md#evaluations, #profile-views): the typed calls
// and queries the athlete page, /profile and /recruiting share.

const evaluationsKey = ['evaluations'] as const;

/** The evaluations an athlete's page shows (the shown ones), for signed-in members. */
export const shownEvaluationsQueryOptions = (athleteId: string) =>
  queryOptions({
    queryKey: [...evaluationsKey, 'athlete', athleteId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.athletes[':id'].evaluations.$get(
          { param: { id: pathParam(athleteId) } },
          withSignal(signal),
        ),
      ),
  });

/** Every evaluation of the signed-in athlete, shown or not. */
export function useOwnEvaluations(userId: string) {
  return useQuery({
    queryKey: [...evaluationsKey, 'own', userId] as const,
    queryFn: ({ signal }) => unwrap(api.me.evaluations.$get(undefined, withSignal(signal))),
  });
}

/** The athlete shows or hides one evaluation on their page. */
export function useSetEvaluationShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shown }: { id: string; shown: boolean }) =>
      unwrap(api.me.evaluations[':id'].$patch({ param: { id: pathParam(id) }, json: { shown } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationsKey }),
  });
}

/** The evaluations the signed-in verified coach wrote. */
export function useWrittenEvaluations(enabled = true) {
  return useQuery({
    queryKey: [...evaluationsKey, 'written'] as const,
    queryFn: ({ signal }) => unwrap(api.recruiting.evaluations.$get(undefined, withSignal(signal))),
    enabled,
  });
}

export function useWriteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluationUpdate & { athleteId: string }) =>
      unwrap(api.recruiting.evaluations.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationsKey }),
  });
}

export function useUpdateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: EvaluationUpdate & { id: string }) =>
      unwrap(
        api.recruiting.evaluations[':id'].$patch({ param: { id: pathParam(id) }, json: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationsKey }),
  });
}

export function useDeleteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.recruiting.evaluations[':id'].$delete({ param: { id: pathParam(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationsKey }),
  });
}

/**
 * "Who viewed me": verified coaches' views in pages, and the count of the others; of the
 * signed-in athlete, or of one of a guardian's children (childProfileId).
 */
export function useProfileViews(userId: string, childProfileId?: string) {
  return useInfiniteQuery({
    queryKey: ['profile-views', userId, childProfileId ?? null] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? { cursor: pageParam } : {};
      return unwrap(
        childProfileId
          ? api.guardian.children[':profileId']['profile-views'].$get(
              { param: { profileId: pathParam(childProfileId) }, query },
              withSignal(signal),
            )
          : api.me['profile-views'].$get({ query }, withSignal(signal)),
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The athletes the signed-in verified coach viewed recently. */
export function useRecentViews(enabled = true) {
  return useQuery({
    queryKey: ['recruiting', 'recent-views'] as const,
    queryFn: ({ signal }) => unwrap(api.recruiting.views.$get(undefined, withSignal(signal))),
    enabled,
  });
}

/** Tells the server the signed-in member played an athlete's highlights (a profile view). */
export function recordHighlightPlay(athleteId: string): Promise<unknown> {
  return unwrap(
    api.athletes[':id']['highlight-plays'].$post({ param: { id: pathParam(athleteId) } }),
  );
}
