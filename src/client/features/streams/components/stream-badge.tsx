import { Eye } from 'lucide-react';
import type { featuredStreamBadge, StreamBadge as StreamBadgeLabel } from '#shared/streams';
import { Announcement, useChangeAnnouncement } from '#client/components/announcement';
import { cn } from '#client/lib/cn';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';

export type BadgeLabel = StreamBadgeLabel | ReturnType<typeof featuredStreamBadge>;

const tones: Record<BadgeLabel, string> = {
  LIVE: 'bg-red-600 text-white',
  'LIVE NOW': 'bg-red-600 text-white',
  UPCOMING: 'bg-amber-400 text-slate-950',
  REPLAY: 'bg-indigo-600 text-white',
  'ON DEMAND': 'bg-emerald-700 text-white',
  OFFLINE: 'bg-slate-700 text-white dark:bg-slate-600',
  'STREAM OFFLINE': 'bg-slate-700 text-white dark:bg-slate-600',
};

/** Each badge in the page's language. */
const badgeLabels = {
  LIVE: 'streams.badge.live',
  'LIVE NOW': 'streams.badge.liveNow',
  UPCOMING: 'streams.badge.upcoming',
  REPLAY: 'streams.badge.replay',
  'ON DEMAND': 'streams.badge.onDemand',
  OFFLINE: 'streams.badge.offline',
  'STREAM OFFLINE': 'streams.badge.streamOffline',
} as const satisfies Record<BadgeLabel, MessageId>;

const isLive = (label: BadgeLabel) => label === 'LIVE' || label === 'LIVE NOW';

/** A stream's status (docs/product.md#stream-badges); the live ones carry a pulsing red dot. */
export function StreamBadge({ label, className }: { label: BadgeLabel; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-0.5 text-xs font-bold tracking-wide shadow-sm',
        tones[label],
        className,
      )}
    >
      {isLive(label) ? (
        <span aria-hidden className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/80 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-white" />
        </span>
      ) : null}
      {t(badgeLabels[label])}
    </span>
  );
}

/** "{n} watching", as every stream card and page says it. */
export const watchingText = (t: Translate, viewers: number) =>
  t('streams.watching', { count: viewers });

/** What a screen reader hears when a channel goes live or offline while its page is open. */
export const liveStatusAnnouncement = (t: Translate, title: string, isActive: boolean) =>
  isActive ? t('streams.announce.live', { title }) : t('streams.announce.offline', { title });

/** Announces a channel going live or offline while it is on screen (not its status on load). */
export function LiveStatusAnnouncement({ title, isActive }: { title: string; isActive: boolean }) {
  const t = useT();
  const message = useChangeAnnouncement(isActive, (now) => liveStatusAnnouncement(t, title, now));
  return <Announcement message={message} />;
}

/**
 * A channel's badge and, while it is live, how many are watching (channel pages, main event);
 * going live or offline is announced to screen readers.
 */
export function StreamStatusRow({
  title,
  label,
  isActive,
  viewers,
}: {
  title: string;
  label: BadgeLabel;
  isActive: boolean;
  viewers: number;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StreamBadge label={label} />
      <LiveStatusAnnouncement title={title} isActive={isActive} />
      {isActive ? (
        <span className="text-muted-foreground inline-flex items-center gap-1 text-sm tabular-nums">
          <Eye className="size-4" aria-hidden />
          {watchingText(t, viewers)}
        </span>
      ) : null}
    </div>
  );
}
