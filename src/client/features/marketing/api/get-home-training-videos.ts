import { useQuery } from '@tanstack/react-query';
import type { SportVideos, TrainingVideo } from '../../../../shared/schemas/training';
import { apiFetch } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-provider';

/** The four basketball videos on the home page: two basic, then a taste of the premium levels. */
export const homeTrainingVideoIds = ['bb-basic-1', 'bb-basic-2', 'bb-intermediate-1', 'bb-elite-1'];

/**
 * The basketball library as the server shows it to this visitor (the same request, and so the
 * same cache entry, as the /videos page), cut down to the home page's four videos.
 */
export function useHomeTrainingVideos() {
  const { user, loading } = useAuth();
  return useQuery({
    queryKey: ['training', 'sport', 'basketball', user?.id ?? null],
    queryFn: ({ signal }) => apiFetch<SportVideos>('/api/training/basketball', { signal }),
    enabled: !loading,
    staleTime: 5 * 60_000,
    select: (library): TrainingVideo[] =>
      homeTrainingVideoIds
        .map((id) => library.videos.find((video) => video.id === id))
        .filter((video): video is TrainingVideo => Boolean(video)),
  });
}
