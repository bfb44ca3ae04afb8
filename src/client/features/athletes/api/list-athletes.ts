import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

/** The filters only verified coaches have (docs/product.md#coach-search), as address text. */
export const coachFilterKeys = [
  'position',
  'heightMin',
  'heightMax',
  'weightMin',
  'weightMax',
  'hasHighlight',
  'updatedWithinDays',
] as const;
export type CoachFilterKey = (typeof coachFilterKeys)[number];

export type AthleteFilters = {
  q?: string;
  sport?: string;
  gradYear?: string;
  state?: string;
  complete?: boolean;
} & { [key in CoachFilterKey]?: string };

/**
 * The filters a page address asks for; class and state only for signed-in members, the coach
 * filters only for verified coaches (the server refuses them to anyone else).
 */
export function athleteFiltersFromSearch(
  search: URLSearchParams,
  signedIn: boolean,
  verifiedCoach = false,
): AthleteFilters {
  const filters: AthleteFilters = {
    q: search.get('q') ?? undefined,
    sport: search.get('sport') ?? undefined,
    gradYear: signedIn ? (search.get('gradYear') ?? undefined) : undefined,
    state: signedIn ? (search.get('state') ?? undefined) : undefined,
  };
  if (verifiedCoach) {
    for (const key of coachFilterKeys) filters[key] = search.get(key) ?? undefined;
  }
  return filters;
}

/** The filters as the API's query: empty ones left out. */
function athleteListQuery(filters: AthleteFilters, cursor: string | null) {
  return {
    q: filters.q || undefined,
    sport: filters.sport || undefined,
    gradYear: filters.gradYear || undefined,
    state: filters.state || undefined,
    position: filters.position || undefined,
    heightMin: filters.heightMin || undefined,
    heightMax: filters.heightMax || undefined,
    weightMin: filters.weightMin || undefined,
    weightMax: filters.weightMax || undefined,
    hasHighlight: filters.hasHighlight === 'true' ? ('true' as const) : undefined,
    updatedWithinDays: filters.updatedWithinDays || undefined,
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
