import { Eye, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { Channel } from '#shared/schemas/streams';
import { streamBadge, type StreamBadge } from '#shared/streams';
import { buttonClasses } from '#client/components/ui/button';
import { ExternalLink } from '#client/components/ui/external-link';
import { SectionHeading } from '#client/components/ui/section-heading';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useSiteInfo } from '#client/lib/site-info';

const cards: { title: MessageId; text: MessageId; icon: LucideIcon; art: string }[] = [
  {
    title: 'home.premium.gameDay.title',
    text: 'home.premium.gameDay.text',
    icon: Trophy,
    art: 'from-orange-500 via-rose-600 to-purple-800',
  },
  {
    title: 'home.premium.practiceFloor.title',
    text: 'home.premium.practiceFloor.text',
    icon: Users,
    art: 'from-sky-500 via-indigo-600 to-slate-900',
  },
];

/** Each status badge in the page's language. */
const badgeLabels: Record<StreamBadge, MessageId> = {
  LIVE: 'home.premium.status.live',
  UPCOMING: 'home.premium.status.upcoming',
  REPLAY: 'home.premium.status.replay',
  'ON DEMAND': 'home.premium.status.onDemand',
  OFFLINE: 'home.premium.status.offline',
};

/** What a premium card shows of its channel: the status badge and, while live, the viewers. */
export type PremiumChannel = Pick<Channel, 'status' | 'isActive' | 'viewers'>;

function StatusBadge({ channel }: { channel: PremiumChannel }) {
  const t = useT();
  const badge = streamBadge(channel.status, true);
  const live = badge === 'LIVE';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-bold tracking-wide text-white shadow-sm ${live ? 'bg-red-600' : 'bg-slate-700'}`}
    >
      {live ? <span aria-hidden className="size-2 animate-pulse rounded-full bg-white" /> : null}
      {t(badgeLabels[badge])}
    </span>
  );
}

/**
 * The two premium live-stream cards with their channel's status (`channels`, in the order of
 * the links); where they lead comes from the server's configuration.
 */
export function PremiumStreams({ channels = [] }: { channels?: (PremiumChannel | null)[] }) {
  const { data } = useSiteInfo();
  const t = useT();
  return (
    <section aria-labelledby="premium-streams" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="premium-streams"
        eyebrow={t('home.premium.eyebrow')}
        title={t('home.premium.title')}
        description={t('home.premium.description')}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {cards.map((channel, index) => {
          const href = data?.links.premiumStreams[index];
          const status = channels[index];
          const Icon = channel.icon;
          return (
            <li
              key={channel.title}
              className="border-border bg-card overflow-hidden rounded-2xl border shadow-sm"
            >
              <div
                className={`relative flex aspect-[16/7] items-center justify-center bg-gradient-to-br ${channel.art}`}
              >
                <div
                  aria-hidden
                  className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.25),transparent_55%)]"
                />
                <Icon className="size-16 text-white/90" aria-hidden />
                <span className="absolute top-3 left-3 flex items-center gap-2">
                  {status ? <StatusBadge channel={status} /> : null}
                  <span className="rounded-full bg-black/45 px-2.5 py-1 text-xs font-semibold text-amber-200">
                    {t('home.premium.badge')}
                  </span>
                </span>
                {status?.isActive ? (
                  <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-md bg-black/60 px-2 py-0.5 text-xs font-medium text-white tabular-nums">
                    <Eye className="size-3.5" aria-hidden />
                    {t('home.premium.watching', { count: status.viewers })}
                  </span>
                ) : null}
                <span className="absolute top-3 right-3 rounded-full bg-black/45 px-2.5 py-1 text-xs font-semibold text-white">
                  {t('home.premium.watchAndEarn')}
                </span>
              </div>
              <div className="p-6">
                <h3 className="text-lg font-semibold">{t(channel.title)}</h3>
                <p className="text-muted-foreground mt-2 text-sm">{t(channel.text)}</p>
                {href ? (
                  <ExternalLink href={href} className={buttonClasses({ className: 'mt-5' })}>
                    {t('home.premium.watchLive')}
                  </ExternalLink>
                ) : (
                  <span
                    aria-disabled="true"
                    className={buttonClasses({ className: 'mt-5 opacity-50' })}
                  >
                    {t('home.premium.watchLive')}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
