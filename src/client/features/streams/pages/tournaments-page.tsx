import { useQuery } from '@tanstack/react-query';
import type { Channel } from '#shared/schemas/streams';
import { PageIntro } from '#client/components/ui/page-intro';
import { errorMessage } from '#client/lib/api';
import type { PageHandle } from '#client/lib/page-prefetch';
import { channelsQueryOptions, replaysQueryOptions } from '../api/channels';
import { useChannelEvents } from '../api/use-channel-events';
import { ChannelGrid } from '../components/channel-grid';
import { ReplayList } from '../components/replay-list';
import { StreamSection } from '../components/stream-section';

export const handle: PageHandle = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(channelsQueryOptions()),
      queryClient.prefetchQuery(replaysQueryOptions()),
    ]),
};

const isTournament = (channel: Channel) =>
  channel.category === 'tournament' || channel.category === 'premium-team';

export function Component() {
  useChannelEvents();
  const list = useQuery(channelsQueryOptions());
  const replays = useQuery(replaysQueryOptions());
  const tournaments = (list.data?.items ?? []).filter(isTournament);
  const slugs = new Set(tournaments.map((channel) => channel.slug));

  return (
    <>
      <PageIntro
        title="Tournaments"
        description="Live and upcoming tournaments streamed on the site."
      />

      <StreamSection
        id="tournament-channels"
        title="Tournament Channels"
        description="Tournament games and premium team channels, with their schedules."
        className="pt-0 sm:pt-0"
      >
        <ChannelGrid
          list={list}
          channels={tournaments}
          placeholders={3}
          emptyText="No tournament channels yet."
        />
      </StreamSection>

      <StreamSection
        id="tournament-replays"
        title="Tournament Replays"
        description="Every tournament broadcast, kept to watch again."
      >
        <ReplayList
          replays={(replays.data?.items ?? []).filter((replay) => slugs.has(replay.channelSlug))}
          pending={replays.isPending || list.isPending}
          error={
            replays.isError ? errorMessage(replays.error, 'The replays could not be loaded.') : null
          }
          onRetry={() => void replays.refetch()}
          emptyText="No tournament replays yet. Games appear here once they end."
        />
      </StreamSection>
    </>
  );
}
