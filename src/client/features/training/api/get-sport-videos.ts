import { useQuery } from '@tanstack/react-query';
import type { SportVideos } from '../../../../shared/schemas/training';
import type { TrainingSportId } from '../../../../shared/training-sports';
import { apiFetch } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-provider';

export function fetchSportVideos(sport: TrainingSportId, signal?: AbortSignal) {
  return apiFetch<SportVideos>(`/api/training/${sport}`, { signal });
}

/** A sport's library as the server shows it to this visitor (locks decided there). */
export function useSportVideos(sport: TrainingSportId) {
  const { user, loading } = useAuth();
  return useQuery({
    // Per person: what is locked, and the links, depend on who is asking.
    queryKey: ['training', 'sport', sport, user?.id ?? null],
    queryFn: ({ signal }) => fetchSportVideos(sport, signal),
    enabled: !loading,
    staleTime: 5 * 60_000,
  });
}
