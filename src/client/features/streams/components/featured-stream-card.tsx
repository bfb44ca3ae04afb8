import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, Coins, RotateCcw } from 'lucide-react';
import type { Channel } from '#shared/schemas/streams';
import { featuredStreamBadge } from '#shared/streams';
import { Button, buttonClasses } from '#client/components/ui/button';
import { ExternalLink } from '#client/components/ui/external-link';
import { ShareButton } from '#client/components/ui/share-button';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { ChannelPlayer, OfflineFrame } from './channel-player';
import { StreamBadge, StreamStatusRow } from './stream-badge';
import { channelPath } from './stream-card';

/**
 * Beside the text on wide screens the player fills its column from the top instead of being
 * centred in it: its place then does not depend on the text's height, so it stays put while the
 * page is still arriving (a centred player moved down as the text below it was parsed).
 */
const PLAYER_FILLS_COLUMN = 'rounded-none lg:h-full';

/** The main event's status in words, for the card's description. */
export function featuredStatusText(channel: Pick<Channel, 'isActive' | 'viewers'>, t: Translate) {
  return channel.isActive
    ? t('streams.featured.statusLive', { count: channel.viewers })
    : t('streams.featured.statusOffline');
}

/**
 * The featured live stream: the player, LIVE NOW or STREAM OFFLINE, the title and a description
 * with the status; Watch Now opens the channel in a new tab and is disabled while the stream is
 * offline; Share (docs/product.md#stream-badges).
 */
export function FeaturedStreamCard({ list }: { list: UseQueryResult<{ items: Channel[] }> }) {
  const t = useT();
  const channel = list.data?.items.find((item) => item.featured);

  if (list.isPending) return <FeaturedStreamPlaceholder />;
  if (!channel) {
    const title = t('streams.featured.defaultTitle');
    return (
      <div className="border-border bg-card grid overflow-hidden rounded-2xl border shadow-sm lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex bg-black">
          <OfflineFrame
            channel={{ imageUrl: null, schedule: null }}
            className={PLAYER_FILLS_COLUMN}
          />
        </div>
        <div className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <StreamBadge label={featuredStreamBadge(false)} />
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
          <p role="alert">
            {list.isError ? t('streams.loadError') : t('streams.featured.notAvailable', { title })}
          </p>
          <p className="text-muted-foreground">{t('streams.offline')}</p>
          {list.isError ? (
            <Button variant="secondary" onClick={() => void list.refetch()}>
              <RotateCcw className="size-4" aria-hidden />
              {t('streams.tryAgain')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  const href = channelPath(channel.slug);
  return (
    <article
      aria-labelledby="featured-stream-title"
      className="border-border bg-card grid overflow-hidden rounded-2xl border shadow-sm lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="flex bg-black">
        <ChannelPlayer channel={channel} className={PLAYER_FILLS_COLUMN} />
      </div>
      <div className="flex flex-col items-start gap-4 p-6 sm:p-8">
        <StreamStatusRow
          title={channel.title}
          label={featuredStreamBadge(channel.isActive)}
          isActive={channel.isActive}
          viewers={channel.viewers}
        />
        <div>
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">
            {channel.channel}
          </p>
          <h2
            id="featured-stream-title"
            className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {channel.title}
          </h2>
        </div>
        <p className="text-muted-foreground">{channel.description}</p>
        {/* Two lines kept in both states, so nothing below moves when the stream starts or stops. */}
        <p className="min-h-18 font-medium lg:min-h-12">{featuredStatusText(channel, t)}</p>
        {channel.schedule ? (
          <p className="flex items-center gap-2 text-sm">
            <CalendarClock className="text-primary size-4" aria-hidden />
            {channel.schedule}
          </p>
        ) : null}
        <p className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200">
          <Coins className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('streams.watchAndEarn')}
        </p>
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          {channel.isActive ? (
            <ExternalLink href={href} className={buttonClasses({ size: 'lg' })}>
              {t('streams.featured.watchNow')}
            </ExternalLink>
          ) : (
            <Button size="lg" disabled>
              {t('streams.featured.watchNow')}
            </Button>
          )}
          <ShareButton title={channel.title} path={href} />
        </div>
      </div>
    </article>
  );
}

function FeaturedStreamPlaceholder() {
  return (
    <div
      aria-hidden
      className="border-border bg-card grid overflow-hidden rounded-2xl border lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="flex bg-black">
        <div className="aspect-video w-full animate-pulse bg-slate-800 lg:h-full" />
      </div>
      <div className="space-y-4 p-6 sm:p-8">
        <div className="bg-muted h-6 w-28 animate-pulse rounded" />
        <div className="bg-muted h-8 w-4/5 animate-pulse rounded" />
        <div className="bg-muted h-16 w-full animate-pulse rounded" />
        <div className="bg-muted h-12 w-56 animate-pulse rounded-lg" />
      </div>
    </div>
  );
}
