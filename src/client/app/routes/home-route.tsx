import { useQuery } from '@tanstack/react-query';
import { hasDetails, type Athlete } from '#shared/athlete';
import { localeOfPath } from '#shared/locales';
import { RecentAthletesSection } from '#client/features/athletes/components/recent-athletes-section';
import { playableHighlight } from '#client/features/athletes/playable-highlight';
import type { SpotlightAthlete } from '#client/features/marketing/components/athlete-spotlight';
import { pickHomeTrainingVideos } from '#client/features/marketing/home-training-videos';
import { HomePage } from '#client/features/marketing/pages/home-page';
import {
  athleteOfTheMonthQueryOptions,
  featuredAthletesQueryOptions,
} from '#client/features/athletes/api/featured-athletes';
import { channelsQueryOptions } from '#client/features/streams/api/channels';
import { useChannelEvents } from '#client/features/streams/api/use-channel-events';
import { sportVideosQueryOptions } from '#client/features/training/api/get-sport-videos';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useLocale } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';

export const handle: PageHandle = {
  prefetch: ({ queryClient, url, userId }) =>
    Promise.all([
      queryClient.prefetchQuery(featuredAthletesQueryOptions('recent', Boolean(userId))),
      queryClient.prefetchQuery(athleteOfTheMonthQueryOptions(Boolean(userId))),
      queryClient.prefetchQuery(
        sportVideosQueryOptions('basketball', userId, localeOfPath(url.pathname).locale),
      ),
      queryClient.prefetchQuery(channelsQueryOptions()),
    ]),
};

const notSet = (value: string | null) => (value && value !== 'Not specified' ? value : null);

/** The Athlete of the Month as the marketing spotlight shows them. */
function toSpotlight(athlete: Athlete | null): SpotlightAthlete | null {
  if (!athlete) return null;
  const details = hasDetails(athlete) ? athlete : null;
  const highlight = playableHighlight(details);
  return {
    name: `${athlete.firstName} ${athlete.lastName}`,
    sport: athlete.sport,
    avatarUrl: athlete.avatarUrl,
    profileHref: `/athlete/${athlete.id}`,
    details: details && {
      position: notSet(details.position),
      graduationYear: details.graduationYear,
      location: notSet(details.location),
    },
    highlight: highlight && {
      src: highlight.url,
      srcType: highlight.srcType,
      captions: highlight.captionsUrl,
    },
  };
}

/** The channels behind the two premium cards, in the order of the site's premium stream links. */
const premiumSlugs = ['premium-game-day', 'premium-practice-floor'] as const;

/** The home page is the one page several features contribute to; it is put together here. */
export function Component() {
  // While the session check runs, visitors see the signed-out page: most of them are.
  const { user, loading } = useAuth();
  const locale = useLocale();
  const trainingVideos = useQuery({
    ...sportVideosQueryOptions('basketball', user?.id ?? null, locale),
    enabled: !loading,
    select: pickHomeTrainingVideos,
  });
  const spotlight = useQuery({
    ...athleteOfTheMonthQueryOptions(Boolean(user)),
    select: toSpotlight,
  });
  const channels = useQuery(channelsQueryOptions());
  // The hero's stream button and the premium cards follow a broadcast as it starts and stops.
  useChannelEvents();
  const channelList = channels.data?.items;
  // Until the list is in, the hero keeps the button's place; a failed list reads unavailable.
  const mainEvent = channels.isPending
    ? undefined
    : (channelList?.find((item) => item.featured) ?? null);
  const premiumChannels = premiumSlugs.map(
    (slug) => channelList?.find((item) => item.slug === slug) ?? null,
  );
  return (
    <HomePage
      signedIn={Boolean(user)}
      recentAthletes={<RecentAthletesSection />}
      trainingVideos={trainingVideos}
      spotlight={spotlight.data}
      mainEvent={mainEvent}
      premiumChannels={premiumChannels}
    />
  );
}
