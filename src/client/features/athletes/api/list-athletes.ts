import { useInfiniteQuery } from '@tanstack/react-query';
import type { AthleteList } from '../../../../shared/athlete';
import { apiFetch } from '../../../lib/api';

export type AthleteFilters = {
  q?: string;
  sport?: string;
  gradYear?: string;
  state?: string;
  complete?: boolean;
};

export function athleteListParams(
  filters: AthleteFilters,
  cursor?: string | null,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

export const listAthletes = (
  filters: AthleteFilters,
  cursor?: string | null,
  signal?: AbortSignal,
) => apiFetch<AthleteList>(`/api/athletes?${athleteListParams(filters, cursor)}`, { signal });

/** Pages of athletes for the filters, loaded one after another as the user asks for more. */
export function useAthleteList(filters: AthleteFilters, signedIn: boolean) {
  return useInfiniteQuery({
    queryKey: ['athletes', 'list', filters, signedIn],
    queryFn: ({ pageParam, signal }) => listAthletes(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}
