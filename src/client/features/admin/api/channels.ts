import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminChannelInput, AdminChannelUpdate } from '#shared/schemas/admin-channels';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

// Channels & training: every channel with its owner and state, the actions on it, and the
// training catalogue's counts. Every action refetches the dashboard (the list, the audit log).

/** A LIVE badge appears without a reload, as on the public lists. */
const LIVE_REFRESH_MS = 30_000;

export const adminChannelsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.channels(),
    queryFn: ({ signal }) => unwrap(api.admin.channels.$get(undefined, withSignal(signal))),
    refetchInterval: LIVE_REFRESH_MS,
  });

export const useAdminChannels = () => useQuery(adminChannelsQueryOptions());

export const trainingCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.trainingCatalogue(),
    queryFn: ({ signal }) =>
      unwrap(api.admin.training.catalogue.$get(undefined, withSignal(signal))),
    // Product data in the code: it changes with a new version of the site only.
    staleTime: Infinity,
  });

export const useTrainingCatalogue = () => useQuery(trainingCatalogueQueryOptions());

/** A channel run by the administrator; the answer holds its stream key, never sent again. */
export function useCreateAdminChannel() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: AdminChannelInput) => unwrap(api.admin.channels.$post({ json: input })),
    onSettled,
  });
}

export function useUpdateAdminChannel() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ slug, changes }: { slug: string; changes: AdminChannelUpdate }) =>
      unwrap(
        api.admin.channels[':slug'].$patch({ param: { slug: pathParam(slug) }, json: changes }),
      ),
    onSettled,
  });
}

const param = (slug: string) => ({ param: { slug: pathParam(slug) } });

export function useArchiveChannel() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: (slug: string) => unwrap(api.admin.channels[':slug'].archive.$post(param(slug))),
    onSettled,
  });
}

export function useUnarchiveChannel() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: (slug: string) => unwrap(api.admin.channels[':slug'].unarchive.$post(param(slug))),
    onSettled,
  });
}

/** A new stream key, in the answer only: the old one stops working, a broadcast ends. */
export function useRotateChannelKey() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: (slug: string) =>
      unwrap(api.admin.channels[':slug']['rotate-key'].$post(param(slug))),
    onSettled,
  });
}

export function useEndBroadcast() {
  const onSettled = useInvalidateAdmin();
  return useMutation({
    mutationFn: (slug: string) =>
      unwrap(api.admin.channels[':slug']['end-broadcast'].$post(param(slug))),
    onSettled,
  });
}
