import { useQuery } from '@tanstack/react-query';
import type { Channel } from '#shared/schemas/streams';
import { PageIntro } from '#client/components/ui/page-intro';
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
  useChannelEvents();
  useScrollToHash();
  const list = useQuery(channelsQueryOptions());
  const channels = list.data?.items ?? [];

  return (
    <>
      <PageIntro title="Live" description="Every live channel and partner stream in one place." />

      <StreamSection
        id="live-now"
        title="Live Now"
        description="Channels broadcasting right now. The list updates by itself when a stream starts or stops."
        className="pt-0 sm:pt-0"
      >
        <ChannelGrid
          list={list}
          channels={liveNow(list.data?.items)}
          placeholders={1}
          atTop
          emptyText="No channel is live right now. Check the schedules below for the next broadcast."
        />
      </StreamSection>

      <StreamSection
        id="all-partners"
        title="All Channels"
        description="Every partner channel, team, tournament, training session and podcast."
      >
        <ChannelGrid list={list} channels={channels} placeholders={6} atTop />
      </StreamSection>
    </>
  );
}
