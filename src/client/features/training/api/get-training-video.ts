import { useQuery } from '@tanstack/react-query';
import type { VideoDetail } from '../../../../shared/schemas/training';
import { ApiError, apiFetch } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-provider';

export type TrainingVideoAnswer =
  | { kind: 'playable'; detail: VideoDetail }
  /** The server refused it; the message says why (SPEC §6). */
  | { kind: 'locked'; message: string };

async function fetchTrainingVideo(id: string, signal: AbortSignal): Promise<TrainingVideoAnswer> {
  try {
    const detail = await apiFetch<VideoDetail>(`/api/training/videos/${encodeURIComponent(id)}`, {
      signal,
    });
    return { kind: 'playable', detail };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return { kind: 'locked', message: error.message };
    }
    throw error;
  }
}

/**
 * One video with a fresh playable link, fetched when it is about to play: premium links expire
 * after ten minutes, so they are not taken from a list loaded long before.
 */
export function useTrainingVideo(id: string | null) {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['training', 'video', id, user?.id ?? null],
    queryFn: ({ signal }) => fetchTrainingVideo(id!, signal),
    enabled: Boolean(id) && !loading,
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
