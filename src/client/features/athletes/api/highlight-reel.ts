import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HighlightClip } from '#shared/schemas/athletes';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

/** How often the editor asks again while the video service processes an upload. */
export const PROCESSING_POLL_MS = 5000;

type Reel = { clips: HighlightClip[] };

/** The signed-in athlete's highlight reel with each clip's status, for the profile editor. */
export const ownReelQueryOptions = () =>
  queryOptions({
    queryKey: athleteKeys.ownReel(),
    queryFn: ({ signal }) => unwrap(api.me.highlights.$get(undefined, withSignal(signal))),
    refetchInterval: (query) =>
      query.state.data?.clips.some((clip) => clip.status === 'processing')
        ? PROCESSING_POLL_MS
        : false,
  });

export const useOwnReel = () => useQuery(ownReelQueryOptions());

/** Every page that shows athletes asks again; the editor keeps what it was just given. */
function useReelChanged() {
  const queryClient = useQueryClient();
  return async (reel?: Reel) => {
    if (reel) queryClient.setQueryData(athleteKeys.ownReel(), reel);
    await queryClient.invalidateQueries({
      queryKey: athleteKeys.all,
      predicate: (query) => !reel || query.queryKey[1] !== 'own-reel',
    });
  };
}

/** After an upload: the new clip shows at once at the end of the reel. */
export function useClipUploaded() {
  const queryClient = useQueryClient();
  const changed = useReelChanged();
  return (clip: HighlightClip) => {
    const current = queryClient.getQueryData<Reel>(athleteKeys.ownReel());
    return changed({ clips: [...(current?.clips ?? []), clip] });
  };
}

export function useUpdateClip() {
  const changed = useReelChanged();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: string; title?: string; featured?: true }) =>
      unwrap(api.me.highlights[':id'].$patch({ param: { id }, json })),
    // Featuring one clip changes another: the reel is asked again.
    onSettled: () => changed(),
  });
}

export function useReorderReel() {
  const changed = useReelChanged();
  return useMutation({
    mutationFn: (ids: string[]) => unwrap(api.me.highlights.order.$put({ json: { ids } })),
    onSuccess: (reel) => changed(reel),
    onError: () => changed(),
  });
}

export function useDeleteClip() {
  const changed = useReelChanged();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.me.highlights[':id'].$delete({ param: { id } })),
    onSettled: () => changed(),
  });
}

/** Adds or replaces a clip's WebVTT captions (the file's text, checked again by the server). */
export function useSetClipCaptions() {
  const changed = useReelChanged();
  return useMutation({
    mutationFn: ({ id, vtt }: { id: string; vtt: string }) =>
      unwrap(api.me.highlights[':id'].captions.$put({ param: { id }, json: { vtt } })),
    onSettled: () => changed(),
  });
}

export function useRemoveClipCaptions() {
  const changed = useReelChanged();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.me.highlights[':id'].captions.$delete({ param: { id } })),
    onSettled: () => changed(),
  });
}
