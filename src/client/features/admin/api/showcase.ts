import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AthleteOfTheMonthInput,
  AthletePickInput,
  AthletePickOrder,
  AthletePicks,
} from '#shared/schemas/admin-showcase';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

// Athletes on show: the picks and the athlete search. Every change answers the picks as they
// now are; the rest of the dashboard (the audit log, the search's states) is refetched.

export const athletePicksQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.picks(),
    queryFn: ({ signal }) => unwrap(api.admin.athletes.picks.$get(undefined, withSignal(signal))),
  });

/** The Athlete of the Month, the special mentions and the featured athletes, with their states. */
export const useAthletePicks = () => useQuery(athletePicksQueryOptions());

/** Any athlete by part of their name, hidden and unlisted ones too (at least 2 characters). */
export const useAthleteSearch = (q: string) =>
  useQuery({
    queryKey: adminKeys.athleteSearch(q),
    queryFn: ({ signal }) =>
      unwrap(api.admin.athletes.search.$get({ query: { q } }, withSignal(signal))),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });

/** After a change: the picks as the server answered them, everything else of the dashboard refetched. */
function usePicksChanged() {
  const queryClient = useQueryClient();
  const invalidateAdmin = useInvalidateAdmin();
  return (picks: AthletePicks) => {
    queryClient.setQueryData(adminKeys.picks(), picks);
    return invalidateAdmin();
  };
}

export function useChooseAthleteOfTheMonth() {
  const onSuccess = usePicksChanged();
  return useMutation({
    mutationFn: (input: AthleteOfTheMonthInput) =>
      unwrap(api.admin.athletes['athlete-of-the-month'].$put({ json: input })),
    onSuccess,
  });
}

export function useClearAthleteOfTheMonth() {
  const onSuccess = usePicksChanged();
  return useMutation({
    mutationFn: () => unwrap(api.admin.athletes['athlete-of-the-month'].$delete()),
    onSuccess,
  });
}

/** Adds an athlete at the end of the special mentions or the featured athletes. */
export function useAddPick() {
  const onSuccess = usePicksChanged();
  return useMutation({
    mutationFn: (input: AthletePickInput) =>
      unwrap(api.admin.athletes.picks.$post({ json: input })),
    onSuccess,
  });
}

export function useRemovePick() {
  const onSuccess = usePicksChanged();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.admin.athletes.picks[':id'].$delete({ param: { id: pathParam(id) } })),
    onSuccess,
  });
}

/** A list in its new order: every pick of it, first to last. */
export function useReorderPicks() {
  const onSuccess = usePicksChanged();
  const refetch = useInvalidateAdmin();
  return useMutation({
    mutationFn: (order: AthletePickOrder) =>
      unwrap(api.admin.athletes.picks.order.$put({ json: order })),
    onSuccess,
    // Refused because the list changed meanwhile: show it as it is now.
    onError: refetch,
  });
}

/**
 * Hides a profile from every list and page, with the reason its owner reads. The picks show an
 * athlete's state too, so the whole dashboard is refetched.
 */
export function useHideAthlete() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ profileId, reason }: { profileId: string; reason: string }) =>
      unwrap(
        api.admin.athletes[':profileId'].hide.$post({
          param: { profileId: pathParam(profileId) },
          json: { reason },
        }),
      ),
    onSuccess,
  });
}

export function useUnhideAthlete() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: (profileId: string) =>
      unwrap(
        api.admin.athletes[':profileId'].unhide.$post({
          param: { profileId: pathParam(profileId) },
        }),
      ),
    onSuccess,
  });
}
