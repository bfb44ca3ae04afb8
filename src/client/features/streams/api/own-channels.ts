import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelUpdate } from '#shared/schemas/streams';
import { STREAM_REFETCH_MS } from '#shared/streams';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { channelKeys } from './channel-keys';

/**
 * The channels the signed-in user runs (an administrator: every channel), with their status.
 * Refetched every minute like the public lists, so a LIVE badge appears without a reload.
 */
export const ownChannelsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: channelKeys.own(userId),
    queryFn: ({ signal }) => unwrap(api.me.channels.$get(undefined, withSignal(signal))),
    refetchInterval: STREAM_REFETCH_MS,
  });

export const useOwnChannels = (userId: string) => useQuery(ownChannelsQueryOptions(userId));

/** One channel's broadcasts, newest first, for its owner. */
export const channelBroadcastsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: channelKeys.broadcasts(slug),
    queryFn: ({ signal }) =>
      unwrap(
        api.me.channels[':slug'].broadcasts.$get(
          { param: { slug: pathParam(slug) } },
          withSignal(signal),
        ),
      ),
  });

export const useChannelBroadcasts = (slug: string) => useQuery(channelBroadcastsQueryOptions(slug));

/** Every write refreshes every channel list: the owner's, the public ones and the pages. */
function useInvalidateChannels() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: channelKeys.all });
}

/** Creates a channel; the answer holds its stream key, which is never sent again. */
export function useCreateChannel() {
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: (input: ChannelInput) => unwrap(api.me.channels.$post({ json: input })),
    onSettled: invalidate,
  });
}

export function useUpdateChannel() {
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: ({ slug, changes }: { slug: string; changes: ChannelUpdate }) =>
      unwrap(api.me.channels[':slug'].$patch({ param: { slug: pathParam(slug) }, json: changes })),
    onSettled: invalidate,
  });
}

/** Deletes a channel with its broadcasts and replays. */
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: (slug: string) =>
      unwrap(api.me.channels[':slug'].$delete({ param: { slug: pathParam(slug) } })),
    // Its broadcasts are gone too: dropped rather than fetched again into a 404.
    onSuccess: (_answer, slug) =>
      queryClient.removeQueries({ queryKey: channelKeys.broadcasts(slug) }),
    onSettled: invalidate,
  });
}

/** A new stream key: the old one stops working at once and a running broadcast ends. */
export function useRotateStreamKey() {
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: (slug: string) =>
      unwrap(api.me.channels[':slug']['stream-key'].$post({ param: { slug: pathParam(slug) } })),
    onSettled: invalidate,
  });
}

/** Adds or replaces a replay's WebVTT captions (the file's text, checked again by the server). */
export function useSetBroadcastCaptions(slug: string) {
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: ({ id, vtt }: { id: string; vtt: string }) =>
      unwrap(
        api.me.channels[':slug'].broadcasts[':id'].captions.$put({
          param: { slug: pathParam(slug), id: pathParam(id) },
          json: { vtt },
        }),
      ),
    // The owner's list and the public replays and channel pages.
    onSettled: invalidate,
  });
}

export function useRemoveBroadcastCaptions(slug: string) {
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.me.channels[':slug'].broadcasts[':id'].captions.$delete({
          param: { slug: pathParam(slug), id: pathParam(id) },
        }),
      ),
    onSettled: invalidate,
  });
}
