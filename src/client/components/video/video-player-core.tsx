import { AlertTriangle, Play, RadioTower, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { preload } from 'react-dom';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { PlayerControls } from './player-controls';
import { PlayerSpinner } from './player-frame';
import { useCaptions } from './use-captions';
import { useCueClearance } from './use-cue-clearance';
import { useFullscreen } from './use-fullscreen';
import { useMediaState } from './use-media-state';
import { usePlayerKeyboard } from './use-player-keyboard';
import { useRecentActivity } from './use-recent-activity';
import type { VideoPlayerProps } from './video-player-props';
import { YouTubeEmbed } from './youtube-embed';

const CONTROLS_IDLE_MS = 2500;

/** An address on another origin: the storage adapter gives this site's files as paths. */
const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

export default function VideoPlayerCore(props: VideoPlayerProps) {
  return props.srcType === 'youtube' ? <YouTubeEmbed {...props} /> : <NativePlayer {...props} />;
}

function NativePlayer({
  src,
  srcType,
  title,
  poster,
  captions,
  autoPlay,
  onRetry,
  live,
  onOffline,
  className,
}: VideoPlayerProps) {
  // The poster is what a video page shows first (its largest picture): asked for with the page,
  // not when the video element gets to it.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = useMediaState(videoRef, { src, srcType, autoPlay, live, onOffline });
  const { fullscreen, notice, toggleFullscreen } = useFullscreen(containerRef, videoRef);
  const { active, wake } = useRecentActivity(CONTROLS_IDLE_MS);
  const captionState = useCaptions(videoRef, captions ?? null);
  const barRef = useRef<HTMLDivElement>(null);
  const onKeyDown = usePlayerKeyboard({
    media,
    toggleFullscreen,
    toggleCaptions: captionState.available ? captionState.toggle : undefined,
    onHandled: wake,
  });
  const { playing, busy, error, offline, togglePlay } = media;
  // Captions move up while the control bar shows (paused, or the viewer just moved or pressed).
  useCueClearance(videoRef, barRef, captionState.on && (!playing || active));

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={t('player.region', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={wake}
      onPointerDown={wake}
      data-playing={playing ? 'true' : 'false'}
      className={cn(
        'group relative aspect-video w-full overflow-hidden rounded-xl bg-black text-white outline-none focus-visible:ring-4 focus-visible:ring-[var(--ring)]/50 [&:fullscreen]:rounded-none',
        className,
      )}
    >
      <video
        ref={videoRef}
        // Captions from another origin (an S3 bucket) load only when the video asks with CORS;
        // the bucket then allows this site (docs/configuration.md, `S3_BUCKET`). Same-site files need nothing.
        crossOrigin={captions && isAbsoluteUrl(captions) ? 'anonymous' : undefined}
        className="size-full object-contain"
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        onClick={togglePlay}
        {...media.mediaEvents}
      >
        {captions ? (
          <track kind="captions" src={captions} srcLang="en" label={t('player.captions.english')} />
        ) : null}
      </video>

      {busy ? (
        <div className="absolute inset-0 flex items-center justify-center bg-black/30">
          <PlayerSpinner />
        </div>
      ) : null}

      {media.live && !offline ? <LiveBadge atEdge={media.live.atEdge} /> : null}

      {!busy && !error && !offline && !playing ? (
        // A large target for pointers; keyboard users have the Play button in the bar.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={togglePlay}
          className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white shadow-lg hover:bg-black/75"
        >
          <Play className="ml-1 size-8" fill="currentColor" />
        </button>
      ) : null}

      {error ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/90 p-6 text-center">
          <AlertTriangle className="size-8 text-amber-300" aria-hidden />
          <p role="alert">{t(error)}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-white/90"
          >
            <RotateCcw className="size-4" aria-hidden />
            {t('player.tryAgain')}
          </button>
        </div>
      ) : null}

      {offline ? (
        // The stream has stopped: no Try again, it would only find the same.
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/90 p-6 text-center">
          <RadioTower className="size-8 text-white/70" aria-hidden />
          {/* Word for word: docs/product.md#texts-live */}
          <p role="status">{t('player.live.offline')}</p>
        </div>
      ) : null}

      {notice ? (
        <div
          role="alert"
          className="absolute top-3 left-1/2 -translate-x-1/2 rounded-lg bg-black/80 px-4 py-2 text-sm"
        >
          {t(notice)}
        </div>
      ) : null}

      <PlayerControls
        ref={barRef}
        media={media}
        captions={captionState}
        active={active}
        fullscreen={fullscreen}
        onToggleFullscreen={() => void toggleFullscreen()}
      />
    </div>
  );
}

/** Top left over a live stream: a red dot and LIVE, dimmed while the viewer is behind the edge. */
function LiveBadge({ atEdge }: { atEdge: boolean }) {
  const t = useT();
  return (
    <p
      data-at-edge={atEdge ? 'true' : 'false'}
      className={cn(
        'pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1.5 rounded bg-black/60 px-2 py-0.5 text-xs font-bold tracking-wide',
        atEdge ? 'text-white' : 'text-white/60',
      )}
    >
      <span
        aria-hidden
        className={cn('size-2 rounded-full', atEdge ? 'bg-red-600' : 'bg-red-600/50')}
      />
      {t('player.live.badge')}
      {atEdge ? null : <span className="sr-only">{t('player.live.behindEdge')}</span>}
    </p>
  );
}
