import { Play, Star } from 'lucide-react';
import { useState } from 'react';
import { formatDuration } from '#shared/format-duration';
import type { HighlightClip, HighlightVideo } from '#shared/schemas/athletes';
import { VideoPlayer } from '#client/components/video/video-player';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/**
 * An athlete's highlight reel on their page: the featured clip in the player, and when there
 * are more, the list of clips beneath it; choosing one plays it in the same player.
 */
export function HighlightReelPlayer({
  name,
  featured,
  reel,
}: {
  /** the athlete's name, for the player's label */
  name: string;
  featured: Pick<HighlightVideo, 'url' | 'srcType' | 'captionsUrl'>;
  reel: HighlightClip[];
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const clip = reel.find((one) => one.id === chosen);
  const playing = clip ?? featured;
  const label =
    clip && !clip.featured
      ? t('athletes.highlights.clipTitle', { name, title: clip.title })
      : t('athletes.highlights.title', { name });
  return (
    <div className="grid gap-3">
      <VideoPlayer
        key={playing.url}
        src={playing.url!}
        srcType={playing.srcType}
        title={label}
        captions={playing.captionsUrl}
        autoPlay={Boolean(clip)}
      />
      {reel.length > 1 ? (
        <ol aria-label={t('athletes.highlights.clips')} className="grid gap-2 sm:grid-cols-2">
          {reel.map((one) => {
            const current = one.id === (clip?.id ?? reel[0]?.id);
            return (
              <li key={one.id}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => setChosen(one.id)}
                  className={cn(
                    'border-border hover:bg-muted focus-visible:ring-primary/40 flex min-h-11 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm outline-none focus-visible:ring-3',
                    current && 'border-primary/60 bg-primary/5',
                  )}
                >
                  <Play className="text-primary size-4 shrink-0" aria-hidden />
                  <span className="min-w-0 flex-1 font-medium break-words">{one.title}</span>
                  {one.featured ? (
                    <Star
                      className="text-primary size-4 shrink-0"
                      aria-label={t('athletes.highlights.featured')}
                    />
                  ) : null}
                  {one.durationSeconds ? (
                    <span className="text-muted-foreground shrink-0 tabular-nums">
                      {formatDuration(one.durationSeconds)}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
