import { useQuery } from '@tanstack/react-query';
import { RecentAthletesSection } from '#client/features/athletes/components/recent-athletes-section';
import { pickHomeTrainingVideos } from '#client/features/marketing/home-training-videos';
import { HomePage } from '#client/features/marketing/pages/home-page';
import { featuredAthletesQueryOptions } from '#client/features/athletes/api/featured-athletes';
import { sportVideosQueryOptions } from '#client/features/training/api/get-sport-videos';
import { useAuth } from '#client/lib/auth/auth-provider';
import type { PageHandle } from '#client/lib/page-prefetch';

export const handle: PageHandle = {
  prefetch: ({ queryClient, userId }) =>
    Promise.all([
      queryClient.prefetchQuery(featuredAthletesQueryOptions('recent', Boolean(userId))),
      queryClient.prefetchQuery(sportVideosQueryOptions('basketball', userId)),
    ]),
};

/** The home page is the one page several features contribute to; it is put together here. */
export function Component() {
  // While the session check runs, visitors see the signed-out page: most of them are.
  const { user, loading } = useAuth();
  const trainingVideos = useQuery({
    ...sportVideosQueryOptions('basketball', user?.id ?? null),
    enabled: !loading,
    select: pickHomeTrainingVideos,
  });
  return (
    <HomePage
      signedIn={Boolean(user)}
      recentAthletes={<RecentAthletesSection />}
      trainingVideos={trainingVideos}
    />
  );
}
