import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { localeOfPath } from '#shared/locales';
import type { Channel } from '#shared/schemas/streams';
import { buttonClasses } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { channelsQueryOptions, vodQueryOptions } from '../api/channels';
import { useChannelEvents } from '../api/use-channel-events';
import { ChannelGrid, pickChannels } from '../components/channel-grid';
import { FeaturedStreamCard } from '../components/featured-stream-card';
import { PromoCard, PromoCardPlaceholder } from '../components/promo-card';
import { channelPath } from '../components/stream-card';
import { StreamSection } from '../components/stream-section';
import { VodLibrary } from '../components/vod-library';

export const handle: PageHandle = {
  prefetch: ({ queryClient, url }) =>
    Promise.all([
      queryClient.prefetchQuery(channelsQueryOptions()),
      // The server's address carries the language's prefix (/es/live-vod).
      queryClient.prefetchQuery(vodQueryOptions(localeOfPath(url.pathname).locale)),
    ]),
};

const promos = [
  { slug: 'weekend-podcast', tagline: 'streams.liveVod.promo.podcast' },
  { slug: 'premium-game-day', tagline: 'streams.liveVod.promo.gameDay' },
  { slug: 'premium-practice-floor', tagline: 'streams.liveVod.promo.practice' },
] as const satisfies readonly { slug: string; tagline: MessageId }[];

const tournamentSlugs = ['premium-game-day', 'premium-practice-floor', 'hoops-tournament'];
const trainingSlugs = ['trainer-led-sessions', 'team-training'];
const EXPLORE_COUNT = 3;

const shownAbove = new Set([...tournamentSlugs, ...trainingSlugs]);

/**
 * Live channels first, then the channels no section above shows (the podcast, partners' own
 * channels); the main event has the top of the page.
 */
const exploreChannels = (channels: Channel[] | undefined) =>
  (channels ?? [])
    .filter((channel) => !channel.featured && (channel.isActive || !shownAbove.has(channel.slug)))
    .sort((a, b) => Number(b.isActive) - Number(a.isActive))
    .slice(0, EXPLORE_COUNT);

export function Component() {
  const t = useT();
  useChannelEvents();
  const list = useQuery(channelsQueryOptions());
  const channels = list.data?.items;

  return (
    <>
      <PageIntro title={t('streams.liveVod')} description={t('streams.liveVod.description')} />

      <section aria-label={t('streams.liveVod.featured')} className="mx-auto max-w-7xl px-4">
        <FeaturedStreamCard list={list} />
      </section>

      <section aria-label={t('streams.liveVod.toFollow')} className="mx-auto max-w-7xl px-4 pt-10">
        <ListState
          // once loaded, a list that fails to refresh keeps its cards
          query={{ isPending: list.isPending, error: list.data ? null : list.error }}
          skeleton={
            <ul className="grid gap-6 md:grid-cols-3">
              {promos.map((promo) => (
                <li key={promo.slug}>
                  <PromoCardPlaceholder />
                </li>
              ))}
            </ul>
          }
          // the featured card above says the list failed, with Try again
          renderError={() => null}
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {promos.map((promo) => {
              const channel = channels?.find((item) => item.slug === promo.slug);
              return channel ? (
                <li key={promo.slug}>
                  <PromoCard channel={channel} tagline={t(promo.tagline)} />
                </li>
              ) : null;
            })}
          </ul>
        </ListState>
      </section>

      <StreamSection
        id="live-tournaments"
        className="below-fold"
        title={t('streams.liveVod.tournamentsTitle')}
        description={t('streams.liveVod.tournamentsDescription')}
      >
        <ChannelGrid
          list={list}
          channels={pickChannels(channels, tournamentSlugs)}
          placeholders={tournamentSlugs.length}
        />
      </StreamSection>

      <StreamSection
        id="live-training"
        className="below-fold"
        title={t('streams.liveVod.trainingTitle')}
        description={t('streams.liveVod.trainingDescription')}
        action={
          <Link to="/training-options" className={buttonClasses({ variant: 'secondary' })}>
            <MapPin className="size-4" aria-hidden />
            {t('streams.liveVod.inPerson')}
          </Link>
        }
      >
        <ChannelGrid
          list={list}
          channels={pickChannels(channels, trainingSlugs)}
          placeholders={trainingSlugs.length}
          columns="md:grid-cols-2"
          actions={(channel) => (
            <Link
              to={channelPath(channel.slug)}
              aria-label={t('streams.liveVod.allDatesLabel', { title: channel.title })}
              className={buttonClasses({
                variant: 'secondary',
                className: 'flex-1 whitespace-nowrap',
              })}
            >
              <CalendarCheck className="size-4" aria-hidden />
              {t('streams.liveVod.allDates')}
            </Link>
          )}
        />
      </StreamSection>

      <StreamSection
        id="explore-live"
        className="below-fold"
        title={t('streams.liveVod.exploreTitle')}
        description={t('streams.liveVod.exploreDescription')}
        action={
          <Link
            to="/live#all-partners"
            className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
          >
            {t('streams.liveVod.viewAll')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        }
      >
        <ChannelGrid
          list={list}
          channels={exploreChannels(channels)}
          placeholders={EXPLORE_COUNT}
        />
        <div className="mt-12">
          <h3 className="mb-4 text-xl font-bold tracking-tight">{t('streams.liveVod.onDemand')}</h3>
          <VodLibrary />
        </div>
      </StreamSection>
    </>
  );
}
