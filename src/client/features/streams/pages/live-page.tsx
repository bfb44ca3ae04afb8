import { useQuery } from '@tanstack/react-query';
import type { Channel } from '#shared/schemas/streams';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { useScrollToHash } from '#client/lib/use-scroll-to-hash';
import { channelsQueryOptions } from '../api/channels';
import { useChannelEvents } from '../api/use-channel-events';
import { ChannelGrid } from '../components/channel-grid';
import { StreamSection } from '../components/stream-section';

export const handle: PageHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(channelsQueryOptions()),
};

const liveNow = (channels: Channel[] | undefined) =>
  (channels ?? []).filter((channel) => channel.isActive);

export function Component() {
  const t = useT();
  useChannelEvents();
  useScrollToHash();
  const list = useQuery(channelsQueryOptions());
  const channels = list.data?.items ?? [];

  return (
    <>
      <PageIntro title={t('streams.live.title')} description={t('streams.live.description')} />

      <StreamSection
        id="live-now"
        title={t('streams.live.nowTitle')}
        description={t('streams.live.nowDescription')}
        className="pt-0 sm:pt-0"
      >
        <ChannelGrid
          list={list}
          channels={liveNow(list.data?.items)}
          placeholders={1}
          atTop
          emptyText={t('streams.live.nowEmpty')}
        />
      </StreamSection>

      <StreamSection
        id="all-partners"
        title={t('streams.live.allTitle')}
        description={t('streams.live.allDescription')}
      >
        <ChannelGrid list={list} channels={channels} placeholders={6} atTop />
      </StreamSection>
    </>
  );
}
