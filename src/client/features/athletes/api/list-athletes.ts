import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

export type AthleteFilters = {
  q?: string;
  sport?: string;
  gradYear?: string;
  state?: string;
  complete?: boolean;
};

/** The filters a page address asks for; class and state only for signed-in members. */
export function athleteFiltersFromSearch(
  search: URLSearchParams,
  signedIn: boolean,
): AthleteFilters {
  return {
    q: search.get('q') ?? undefined,
    sport: search.get('sport') ?? undefined,
    gradYear: signedIn ? (search.get('gradYear') ?? undefined) : undefined,
    state: signedIn ? (search.get('state') ?? undefined) : undefined,
  };
}

/** The filters as the API's query: empty ones left out. */
function athleteListQuery(filters: AthleteFilters, cursor: string | null) {
  return {
    q: filters.q || undefined,
    sport: filters.sport || undefined,
    gradYear: filters.gradYear || undefined,
    state: filters.state || undefined,
    complete: filters.complete ? ('true' as const) : undefined,
    cursor: cursor ?? undefined,
  };
}

/** Pages of athletes for the filters, loaded one after another as the user asks for more. */
export const athleteListQueryOptions = (filters: AthleteFilters, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: athleteKeys.list(filters, signedIn),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.athletes.$get({ query: athleteListQuery(filters, pageParam) }, { init: { signal } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAthleteList = (filters: AthleteFilters, signedIn: boolean) =>
  useInfiniteQuery({
    ...athleteListQueryOptions(filters, signedIn),
    placeholderData: (previous) => previous,
  });
