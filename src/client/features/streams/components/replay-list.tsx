import type { Replay } from '#shared/schemas/streams';
import { mediumUtcDate } from '#client/lib/format-date';
import { PlayableGrid, type PlayableVideo } from './playable-grid';
import { PassButton } from './purchase-actions';

const FALLBACK_THUMBNAIL = '/images/og-image.jpg';

/** 754 → 12:34; 3723 → 1:02:03. */
export function formatReplayDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export function toPlayableReplay(replay: Replay): PlayableVideo {
  // One time zone and locale on the server and in the browser, so the page hydrates unchanged.
  const day = mediumUtcDate(replay.startedAt);
  return {
    id: replay.id,
    title: replay.title,
    thumbnail: replay.imageUrl ?? FALLBACK_THUMBNAIL,
    duration: formatReplayDuration(replay.durationSeconds),
    category: `${replay.channel} · ${day}`,
    description:
      replay.peakViewers > 0
        ? `Streamed live on ${day} to up to ${replay.peakViewers} viewers.`
        : `Streamed live on ${day}.`,
    src: replay.locked ? null : replay.playbackUrl,
    srcType: 'hls',
    captions: replay.locked ? null : replay.captionsUrl,
    badge: 'REPLAY',
    unlock: replay.locked ? (
      <PassButton channel={{ slug: replay.channelSlug, title: replay.channel, priceCents: null }} />
    ) : undefined,
  };
}

/** Past broadcasts; each plays in place. */
export function ReplayList({
  replays,
  pending = false,
  error = null,
  onRetry,
  emptyText = 'No replays yet. Broadcasts appear here once they end.',
}: {
  replays: Replay[];
  pending?: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
}) {
  return (
    <PlayableGrid
      videos={replays.map(toPlayableReplay)}
      pending={pending}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
    />
  );
}
