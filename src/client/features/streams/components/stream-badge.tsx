import type { featuredStreamBadge, StreamBadge as StreamBadgeLabel } from '#shared/streams';
import { cn } from '#client/lib/cn';

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

const isLive = (label: BadgeLabel) => label === 'LIVE' || label === 'LIVE NOW';

/** A stream's status (SPEC §4 badges); the live ones carry a pulsing red dot. */
export function StreamBadge({ label, className }: { label: BadgeLabel; className?: string }) {
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
      {label}
    </span>
  );
}
