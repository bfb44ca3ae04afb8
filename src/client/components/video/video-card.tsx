import { Coins, Lock, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TrainingVideo } from '#shared/schemas/training';
import type { TrainingLevel } from '#shared/training/levels';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { preloadVideoPlayer } from './video-player';

export type VideoCardVideo = Pick<
  TrainingVideo,
  'id' | 'title' | 'thumbnail' | 'duration' | 'category' | 'level' | 'locked'
>;

/** The training levels' names. */
const levelNames = {
  basic: 'player.level.basic',
  intermediate: 'player.level.intermediate',
  advanced: 'player.level.advanced',
  elite: 'player.level.elite',
} as const satisfies Record<TrainingLevel, MessageId>;

const frame =
  'group border-border bg-card relative flex h-full w-full flex-col overflow-hidden rounded-xl border text-left shadow-sm transition';
const interactive =
  'hover:border-primary hover:shadow-md has-focus-visible:border-primary has-focus-visible:ring-primary/40 has-focus-visible:ring-3';
/** The title's control covers the whole card, so the card is one target for pointer and keyboard. */
const stretched =
  "leading-snug font-semibold outline-none after:absolute after:inset-0 after:content-['']";

function CardBody({
  video,
  showLevel,
  title,
}: {
  video: VideoCardVideo;
  showLevel: boolean;
  title: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <span className="relative block aspect-video overflow-hidden bg-slate-800">
        <img
          src={video.thumbnail}
          alt=""
          loading="lazy"
          decoding="async"
          width={480}
          height={270}
          className={cn(
            'size-full object-cover transition-transform duration-300',
            video.locked ? 'opacity-60 grayscale-[40%]' : 'group-hover:scale-[1.03]',
          )}
        />
        <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          {video.duration}
        </span>
        <span
          aria-hidden
          className={cn(
            'absolute inset-0 flex items-center justify-center transition-opacity',
            video.locked ? 'opacity-100' : 'opacity-0 group-hover:opacity-100',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-black/65 text-white">
            {video.locked ? (
              <Lock className="size-5" />
            ) : (
              <Play className="ml-0.5 size-6" fill="currentColor" />
            )}
          </span>
        </span>
      </span>
      <span className="flex flex-1 flex-col gap-1 p-4">
        <span className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-xs font-medium tracking-wide uppercase">
          <span>{video.category}</span>
          {showLevel ? (
            <>
              <span aria-hidden>·</span>
              <span>{t(levelNames[video.level])}</span>
            </>
          ) : null}
        </span>
        {title}
        {video.locked ? (
          <span className="text-muted-foreground mt-auto inline-flex items-center gap-1 pt-1 text-xs">
            <Lock className="size-3.5" aria-hidden />
            {t('player.card.locked')}
          </span>
        ) : (
          <span className="mt-auto inline-flex items-center gap-1 pt-1 text-xs text-amber-800 dark:text-amber-200">
            <Coins className="size-3.5" aria-hidden />
            {t('player.card.watchAndEarn')}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * A training video's card: thumbnail, title, duration and category. It plays (onPlay), links
 * (to), or, when neither is given, only shows the video. The title is the button or link (its
 * name starts with the title, as seen), stretched over the card.
 */
export function VideoCard({
  video,
  onPlay,
  to,
  showLevel = false,
}: {
  video: VideoCardVideo;
  onPlay?: () => void;
  to?: string;
  showLevel?: boolean;
}): ReactNode {
  const t = useT();
  const label = t('player.card.name', {
    title: video.title,
    duration: video.duration,
    locked: video.locked ? 'yes' : 'no',
  });
  if (onPlay) {
    const title = (
      <button
        type="button"
        data-video-id={video.id}
        aria-label={t('player.card.play', { name: label })}
        onClick={onPlay}
        // The player's code is fetched while the pointer is on its way to a click.
        onPointerEnter={preloadVideoPlayer}
        onFocus={preloadVideoPlayer}
        className={cn(stretched, 'cursor-pointer text-left')}
      >
        {video.title}
      </button>
    );
    return (
      <div className={cn(frame, interactive)}>
        <CardBody video={video} showLevel={showLevel} title={title} />
      </div>
    );
  }
  if (to) {
    const title = (
      <Link to={to} data-video-id={video.id} aria-label={label} className={stretched}>
        {video.title}
      </Link>
    );
    return (
      <div className={cn(frame, interactive)}>
        <CardBody video={video} showLevel={showLevel} title={title} />
      </div>
    );
  }
  return (
    <div data-video-id={video.id} aria-label={label} role="group" className={frame}>
      <CardBody
        video={video}
        showLevel={showLevel}
        title={<span className="leading-snug font-semibold">{video.title}</span>}
      />
    </div>
  );
}

export function VideoCardPlaceholder() {
  return (
    <div aria-hidden className="border-border bg-card overflow-hidden rounded-xl border">
      <div className="bg-muted aspect-video animate-pulse" />
      <div className="space-y-2 p-4">
        <div className="bg-muted h-3 w-1/3 animate-pulse rounded" />
        <div className="bg-muted h-4 w-4/5 animate-pulse rounded" />
        <div className="bg-muted h-3 w-1/4 animate-pulse rounded" />
      </div>
    </div>
  );
}
