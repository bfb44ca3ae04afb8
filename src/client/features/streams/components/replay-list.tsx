import { useMemo } from 'react';
import type { Replay } from '#shared/schemas/streams';
import { mediumUtcDate } from '#client/lib/format-date';
import { useLocale, useLocaleTag, useT, type Translate } from '#client/lib/i18n/i18n';
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

/**
 * A replay as a playable card; `formatDay` writes its day ("Nov 24, 2026"), read in UTC on the
 * server and in the browser so the page hydrates unchanged.
 */
export function toPlayableReplay(
  replay: Replay,
  t: Translate,
  formatDay: (iso: string) => string,
): PlayableVideo {
  const day = formatDay(replay.startedAt);
  return {
    id: replay.id,
    title: replay.title,
    thumbnail: replay.imageUrl ?? FALLBACK_THUMBNAIL,
    duration: formatReplayDuration(replay.durationSeconds),
    category: `${replay.channel} · ${day}`,
    description:
      replay.peakViewers > 0
        ? t('streams.replays.description', { day, count: replay.peakViewers })
        : t('streams.replays.descriptionNoViewers', { day }),
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
  emptyText,
}: {
  replays: Replay[];
  pending?: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  // English days are written out (mediumUtcDate), without the cost of a date format; another
  // language's come from Intl.
  const formatDay = useMemo(() => {
    if (locale === 'en') return mediumUtcDate;
    const format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale, localeTag]);
  return (
    <PlayableGrid
      videos={replays.map((replay) => toPlayableReplay(replay, t, formatDay))}
      pending={pending}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText ?? t('streams.replays.empty')}
    />
  );
}
