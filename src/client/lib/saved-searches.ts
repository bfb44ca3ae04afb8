import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearchCreateInput,
  SavedSearchUpdateInput,
} from '#shared/schemas/saved-searches';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';

// A verified coach's saved athlete searches (docs/product.md#coach-search): the typed calls the
// Athlete Database's "Save this search" and the Recruiting page's list share.

const searchesKey = ['recruiting', 'searches'] as const;

export const savedSearchListQueryOptions = () =>
  queryOptions({
    queryKey: [...searchesKey, 'list'] as const,
    queryFn: ({ signal }) => unwrap(api.recruiting.searches.$get(undefined, withSignal(signal))),
  });

function useSearchesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: searchesKey });
}

export function useCreateSavedSearch() {
  const changed = useSearchesChanged();
  return useMutation({
    mutationFn: (json: SavedSearchCreateInput) => unwrap(api.recruiting.searches.$post({ json })),
    onSuccess: () => changed(),
  });
}

export function useUpdateSavedSearch() {
  const changed = useSearchesChanged();
  return useMutation({
    mutationFn: ({ searchId, ...json }: SavedSearchUpdateInput & { searchId: string }) =>
      unwrap(
        api.recruiting.searches[':searchId'].$patch({
          param: { searchId: pathParam(searchId) },
          json,
        }),
      ),
    onSuccess: () => changed(),
  });
}

export function useDeleteSavedSearch() {
  const changed = useSearchesChanged();
  return useMutation({
    mutationFn: (searchId: string) =>
      unwrap(
        api.recruiting.searches[':searchId'].$delete({ param: { searchId: pathParam(searchId) } }),
      ),
    onSuccess: () => changed(),
  });
}
