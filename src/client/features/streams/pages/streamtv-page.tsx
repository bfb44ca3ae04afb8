import { useQuery } from '@tanstack/react-query';
import { Coins, Crown, Radio } from 'lucide-react';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { channelsQueryOptions } from '../api/channels';
import { useChannelEvents } from '../api/use-channel-events';
import { ChannelGrid, pickChannels } from '../components/channel-grid';
import { StreamSection } from '../components/stream-section';

export const handle: PageHandle = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(channelsQueryOptions()),
};

/**
 * StreamTV (docs/product.md#live-pages): two premium team channels, a trainer session, a
 * tournament, the podcast.
 */
const streamSlugs = [
  'premium-game-day',
  'premium-practice-floor',
  'trainer-led-sessions',
  'hoops-tournament',
  'weekend-podcast',
];

const features: { title: MessageId; text: MessageId; icon: typeof Radio }[] = [
  { title: 'streams.tv.streaming.title', text: 'streams.tv.streaming.text', icon: Radio },
  { title: 'streams.tv.premium.title', text: 'streams.tv.premium.text', icon: Crown },
  { title: 'streams.tv.earn.title', text: 'streams.tv.earn.text', icon: Coins },
];

export function Component() {
  const t = useT();
  useChannelEvents();
  const list = useQuery(channelsQueryOptions());

  return (
    <>
      <PageIntro title={t('streams.tv.title')} description={t('streams.tv.description')} />

      <StreamSection id="live-streams" title={t('streams.tv.liveStreams')} className="pt-0 sm:pt-0">
        <ChannelGrid
          list={list}
          channels={pickChannels(list.data?.items, streamSlugs)}
          placeholders={streamSlugs.length}
          atTop
        />
      </StreamSection>

      <section aria-labelledby="streamtv-features" className="bg-muted/60 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="streamtv-features" className="sr-only">
            {t('streams.tv.why')}
          </h2>
          <ul className="grid gap-8 md:grid-cols-3">
            {features.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="bg-primary/10 text-primary flex size-12 shrink-0 items-center justify-center rounded-xl">
                  <Icon className="size-6" aria-hidden />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{t(title)}</h3>
                  <p className="text-muted-foreground mt-1 text-sm">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
