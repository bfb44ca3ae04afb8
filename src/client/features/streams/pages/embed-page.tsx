import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Channel } from '#shared/schemas/streams';
import { streamBadge } from '#shared/streams';
import { ExternalLink } from '#client/components/ui/external-link';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { getSiteName } from '#client/lib/site-name';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { channelQueryOptions } from '../api/channels';
import { useChannelEvents } from '../api/use-channel-events';
import { ChannelPlayer, OfflineFrame } from '../components/channel-player';
import { LiveStatusAnnouncement, StreamBadge } from '../components/stream-badge';

// The player other sites frame (`/embed/{slug}`): an unknown, archived or held channel is not
// found (404), as on its channel page.
export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, channelQueryOptions(params.slug ?? '')),
};

/** The bar under the player: height the player leaves for it (see `playerWidth`). */
const BAR_HEIGHT = '3rem';
/** The widest 16:9 player that fits in the frame with the bar under it. */
const playerWidth = `min(100%, calc((100dvh - ${BAR_HEIGHT}) * 16 / 9))`;

export function Component() {
  const t = useT();
  const shown = useShownText();
  useChannelEvents();
  const { slug = '' } = useParams();
  const page = useQuery(channelQueryOptions(slug));
  const channel = page.data?.channel;
  useDocumentTitle(channel?.title ?? t('streams.liveChannel'), channel?.description);
  const siteName = getSiteName();

  if (!channel) {
    return (
      <EmbedFrame>
        <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-black p-6 text-center text-sm text-white">
          {page.isPending ? (
            <span role="status">{t('streams.loadingChannelEllipsis')}</span>
          ) : (
            <p role="alert">{shown(errorMessage(page.error, t('streams.loadError')))}</p>
          )}
        </div>
      </EmbedFrame>
    );
  }

  const passOnly = channel.offer === 'pass';
  return (
    <EmbedFrame
      bar={
        <>
          <StreamBadge label={streamBadge(channel.status, true)} className="shrink-0" />
          <LiveStatusAnnouncement title={channel.title} isActive={channel.isActive} />
          <h1 className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">
            {channel.title}
          </h1>
          <WatchOnSite channel={channel} siteName={siteName} />
        </>
      }
    >
      {passOnly ? (
        <OfflineFrame
          channel={channel}
          icon={<Lock className="size-6" aria-hidden />}
          // A channel sold as a pass plays on the site only.
          message={t('streams.embed.passOnly', { siteName })}
        />
      ) : (
        <ChannelPlayer channel={channel} autoPlay />
      )}
    </EmbedFrame>
  );
}

/** "Watch on {site}": the channel's own page, in a new tab. */
function WatchOnSite({ channel, siteName }: { channel: Pick<Channel, 'slug'>; siteName: string }) {
  const t = useT();
  return (
    <ExternalLink
      href={`/live/${encodeURIComponent(channel.slug)}`}
      className="text-primary inline-flex shrink-0 items-center gap-1 text-sm font-medium hover:underline"
    >
      {t('streams.embed.watchOn', { siteName })}
    </ExternalLink>
  );
}

/** The player as wide as fits, centred, with the channel's bar under it. */
function EmbedFrame({ children, bar }: { children: ReactNode; bar?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center">
      <div className="w-full" style={{ maxWidth: playerWidth }}>
        {children}
        <div className="flex items-center gap-2 px-2" style={{ minHeight: BAR_HEIGHT }}>
          {bar}
        </div>
      </div>
    </div>
  );
}
