import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { streamBadge } from '#shared/streams';
import { Button, buttonClasses } from '#client/components/ui/button';
import { ShareButton } from '#client/components/ui/share-button';
import { ApiError, errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { ReportAction } from '#client/lib/report-action';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { channelQueryOptions } from '../api/channels';
import { useChannelEvents } from '../api/use-channel-events';
import { ChannelFacts } from '../components/channel-facts';
import { categoryLabels } from '../components/category-labels';
import { ChannelPlayer } from '../components/channel-player';
import { EmbedButton } from '../components/embed-button';
import { PassStatus, SessionList } from '../components/purchase-actions';
import { ReplayList } from '../components/replay-list';
import { StreamStatusRow } from '../components/stream-badge';
import { channelPrice, premiumGlow } from '../components/stream-card';

// A channel that does not exist (or was archived or held) is not found (404).
export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, channelQueryOptions(params.slug ?? '')),
};

/** "Showcase Live · Main Event", but not "Premium Team Channel · Premium Team". */
const channelEyebrow = (name: string, category: string, eyebrow: string) =>
  name.toLowerCase().includes(category.toLowerCase()) ? name : eyebrow;

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/live-vod"
      className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('streams.liveVod')}
    </Link>
  );
}

export function Component() {
  const t = useT();
  const shown = useShownText();
  useChannelEvents();
  const { slug = '' } = useParams();
  const page = useQuery(channelQueryOptions(slug));
  const missing = page.error instanceof ApiError && page.error.status === 404;
  const channel = page.data?.channel;
  useDocumentTitle(
    channel?.title ?? (missing ? t('streams.channel.notFound') : t('streams.liveChannel')),
    channel?.description,
  );

  if (page.isPending) return <ChannelPagePlaceholder />;
  if (!channel) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">
          {missing ? t('streams.channel.notFound') : t('streams.channel.somethingWrong')}
        </h1>
        <p className="text-muted-foreground mt-4">
          {missing
            ? t('streams.channel.notFoundText')
            : shown(errorMessage(page.error, t('streams.loadError')))}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/live-vod" className={buttonClasses()}>
            {t('streams.channel.goToLiveVod')}
          </Link>
          {missing ? null : (
            <Button variant="secondary" onClick={() => void page.refetch()}>
              <RotateCcw className="size-4" aria-hidden />
              {t('streams.tryAgain')}
            </Button>
          )}
        </div>
      </section>
    );
  }

  const price = channelPrice(channel, t);
  const category = t(categoryLabels[channel.category]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <BackLink />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className={cn('rounded-xl', channel.premium && `border ${premiumGlow}`)}>
          <ChannelPlayer channel={channel} autoPlay />
        </div>
        <div className="flex flex-col items-start gap-4">
          <StreamStatusRow
            title={channel.title}
            label={streamBadge(channel.status, true)}
            isActive={channel.isActive}
            viewers={channel.viewers}
          />
          <div>
            <p className="text-primary text-sm font-semibold tracking-wide uppercase">
              {channelEyebrow(
                channel.channel,
                category,
                t('streams.channel.eyebrow', { name: channel.channel, category }),
              )}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {channel.title}
            </h1>
          </div>
          <p className="text-muted-foreground">{channel.description}</p>
          <ChannelFacts schedule={channel.schedule} price={price} size="base" />
          <PassStatus passUntil={channel.passUntil} />
          <div className="flex flex-wrap items-center gap-3">
            <ShareButton title={channel.title} />
            {channel.offer === 'pass' ? null : <EmbedButton channel={channel} />}
            <ReportAction targetType="channel" targetId={channel.slug} targetName={channel.title} />
          </div>
        </div>
      </div>

      {channel.offer === 'booking' ? (
        <section aria-labelledby="channel-sessions" className="mt-14">
          <h2 id="channel-sessions" className="text-2xl font-bold tracking-tight">
            {t('streams.channel.bookTitle')}
          </h2>
          <p className="text-muted-foreground mt-2 mb-6">{t('streams.channel.bookText')}</p>
          <SessionList channel={channel} className="sm:grid-cols-2" withPi />
        </section>
      ) : null}

      <section aria-labelledby="channel-replays" className="mt-14">
        <h2 id="channel-replays" className="mb-6 text-2xl font-bold tracking-tight">
          {t('streams.channel.replays')}
        </h2>
        <ReplayList
          replays={page.data?.replays ?? []}
          emptyText={t('streams.channel.replaysEmpty')}
        />
      </section>
    </div>
  );
}

function ChannelPagePlaceholder() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <BackLink />
      <p role="status" className="sr-only">
        {t('streams.loadingChannel')}
      </p>
      <div aria-hidden className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="aspect-video w-full animate-pulse rounded-xl bg-slate-800" />
        <div className="space-y-4">
          <div className="bg-muted h-6 w-20 animate-pulse rounded" />
          <div className="bg-muted h-9 w-4/5 animate-pulse rounded" />
          <div className="bg-muted h-20 w-full animate-pulse rounded" />
          <div className="bg-muted h-10 w-28 animate-pulse rounded-lg" />
        </div>
      </div>
    </div>
  );
}
