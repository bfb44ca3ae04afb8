import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import type { PageHandle } from '#client/lib/page-prefetch';
import {
  athleteOfTheMonthQueryOptions,
  featuredAthletesQueryOptions,
  useAthleteOfTheMonth,
  useFeaturedAthletes,
  useMostImproved,
} from '../api/featured-athletes';
import { athleteListQueryOptions, useAthleteList } from '../api/list-athletes';
import { AllAthletesSection } from '../components/all-athletes-section';
import { AthleteOfTheMonthSection } from '../components/athlete-of-the-month-section';
import { EliteAthletesSection } from '../components/elite-athletes-section';
import { FeaturedAthletesSection } from '../components/featured-athletes-section';
import { MostImprovedSection } from '../components/most-improved-section';

export const handle: PageHandle = {
  prefetch: ({ queryClient, userId }) => {
    const signedIn = Boolean(userId);
    return Promise.all([
      queryClient.prefetchQuery(featuredAthletesQueryOptions('featured', signedIn)),
      queryClient.prefetchQuery(athleteOfTheMonthQueryOptions(signedIn)),
      queryClient.prefetchQuery(featuredAthletesQueryOptions('most-improved', signedIn)),
      queryClient.prefetchInfiniteQuery(athleteListQueryOptions({}, signedIn)),
    ]);
  },
};

export function Component() {
  const t = useT();
  useDocumentTitle(t('athletes.explore.title'));
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const featured = useFeaturedAthletes(signedIn);
  const ofTheMonth = useAthleteOfTheMonth(signedIn);
  const improved = useMostImproved(signedIn);
  const all = useAthleteList({}, signedIn);

  return (
    <div className="pb-16">
      <h1 className="sr-only">{t('athletes.explore.title')}</h1>
      <FeaturedAthletesSection athletes={featured.data} />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-14 px-4 pt-12">
        <AthleteOfTheMonthSection athlete={ofTheMonth.data} />
        <MostImprovedSection athletes={improved.data} loading={improved.isPending} />
        <EliteAthletesSection signedIn={signedIn} />
        <AllAthletesSection athletes={all.data?.pages.flatMap((page) => page.items) ?? []} />
      </div>
    </div>
  );
}
