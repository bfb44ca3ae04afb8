import {
  AlertTriangle,
  Maximize,
  Minimize,
  Pause,
  Play,
  RotateCcw,
  Volume2,
  VolumeX,
} from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatDuration } from '../../../shared/format-duration';
import { youTubeEmbedUrl, youTubeIdFrom } from '../../../shared/youtube';
import { cn } from '../../lib/cn';
import { attachHls, type HlsAttachment } from './attach-hls';
import { PlayerFrame, PlayerSpinner } from './player-frame';
import type { VideoPlayerProps } from './video-player';

// SPEC §9 Player: progress step 0.1; volume step 1 of 100; restored volume 0.7; spinner 300 ms.
const PROGRESS_STEP = 0.1;
const VOLUME_STEP = 1;
const VOLUME_MAX = 100;
const RESTORED_VOLUME = 0.7;
const SPINNER_MS = 300;
const SEEK_SECONDS = 5;
const VOLUME_KEY_STEP = 0.05;
const CONTROLS_IDLE_MS = 2500;

/** True for the first 300 ms after the source changes (SPEC §2: the loading spinner). */
function useSettling(source: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(source), SPINNER_MS);
    return () => clearTimeout(timer);
  }, [source]);
  return settled !== source;
}

const errorMessages: Record<number, string> = {
  2: 'The video could not be loaded. Check your connection and try again.',
  3: 'This video could not be played.',
  4: 'This video could not be played. The link may have expired.',
};

export default function VideoPlayerCore(props: VideoPlayerProps) {
  return props.srcType === 'youtube' ? <YouTubeEmbed {...props} /> : <NativePlayer {...props} />;
}

function YouTubeEmbed({ src, title, className }: VideoPlayerProps) {
  const settling = useSettling(src);
  const id = youTubeIdFrom(src);
  if (!id) {
    return (
      <PlayerFrame className={className}>
        <p role="alert" className="p-6 text-center">
          This video link is not valid.
        </p>
      </PlayerFrame>
    );
  }
  return (
    <PlayerFrame className={className}>
      <iframe
        src={youTubeEmbedUrl(id)}
        title={title}
        className="absolute inset-0 size-full border-0"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {settling ? <PlayerSpinner /> : null}
    </PlayerFrame>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

function NativePlayer({
  src,
  srcType,
  title,
  poster,
  autoPlay,
  onRetry,
  className,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [active, setActive] = useState(false);
  const settling = useSettling(src);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scriptedHls = useRef(false);

  // Load the source; the parent gives each source (and each retry) a fresh component.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let attachment: HlsAttachment | undefined;
    const fail = (message: string) => {
      if (cancelled) return;
      setError(message);
      setLoading(false);
    };
    const start = () => {
      if (!autoPlay || cancelled) return;
      video.play().catch((reason: unknown) => {
        // Sound may be refused until the viewer interacts with this page: start muted then.
        if (reason instanceof DOMException && reason.name === 'NotAllowedError') {
          video.muted = true;
          video.play().catch(() => undefined);
        }
      });
    };
    if (srcType === 'hls') {
      attachHls(video, src, fail).then(
        (attached) => {
          if (cancelled) attached.destroy();
          else {
            attachment = attached;
            scriptedHls.current = attached.scripted;
            start();
          }
        },
        () => fail('The video player could not be loaded. Check your connection and try again.'),
      );
    } else {
      video.src = src;
      start();
    }
    return () => {
      cancelled = true;
      attachment?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src, srcType, autoPlay]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const wake = () => {
    setActive(true);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setActive(false), CONTROLS_IDLE_MS);
  };

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || error) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }, [error]);

  const setVolumeLevel = (level: number) => {
    const video = videoRef.current;
    if (!video) return;
    const next = Math.min(1, Math.max(0, level));
    video.volume = next;
    video.muted = next === 0;
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.muted || video.volume === 0) {
      // Unmuting at zero volume would stay silent: come back at the default level.
      if (video.volume === 0) video.volume = RESTORED_VOLUME;
      video.muted = false;
    } else {
      video.muted = true;
    }
  };

  const seekTo = (time: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = Math.min(video.duration, Math.max(0, time));
    setCurrentTime(video.currentTime);
  };

  const toggleFullscreen = async () => {
    const container = containerRef.current;
    const video = videoRef.current as
      (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    try {
      if (document.fullscreenElement) {
        await document.exitFullscreen();
      } else if (container?.requestFullscreen) {
        await container.requestFullscreen();
      } else if (video?.webkitEnterFullscreen) {
        // iPhone Safari can only show the video element itself full screen.
        video.webkitEnterFullscreen();
      } else {
        throw new Error('Fullscreen is not supported');
      }
    } catch {
      setNotice('Full screen is not available here.');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onRange = target instanceof HTMLInputElement && target.type === 'range';
    const onButton = target instanceof HTMLButtonElement;
    const video = videoRef.current;
    if (!video) return;
    let handled = true;
    switch (event.key) {
      case ' ':
        if (onButton) return; // a focused button is pressed with space, as everywhere
        togglePlay();
        break;
      case 'k':
      case 'K':
        togglePlay();
        break;
      case 'm':
      case 'M':
        toggleMute();
        break;
      case 'f':
      case 'F':
        void toggleFullscreen();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onRange) return; // the slider moves itself
        seekTo(video.currentTime + (event.key === 'ArrowLeft' ? -SEEK_SECONDS : SEEK_SECONDS));
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onRange) return;
        setVolumeLevel(
          (video.muted ? 0 : video.volume) +
            (event.key === 'ArrowDown' ? -VOLUME_KEY_STEP : VOLUME_KEY_STEP),
        );
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      wake();
    }
  };

  const busy = !error && (settling || loading);
  const shownVolume = muted ? 0 : Math.round(volume * VOLUME_MAX);
  const controlsVisible = !playing || active || Boolean(error);
  const timeText = `${formatDuration(currentTime)} / ${formatDuration(duration)}`;

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={`Video player: ${title}`}
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
        className="size-full object-contain"
        poster={poster ?? undefined}
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={(event) => {
          setMuted(event.currentTarget.muted);
          setVolume(event.currentTarget.volume);
        }}
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          setLoading(false);
        }}
        onWaiting={() => setLoading(true)}
        onCanPlay={() => setLoading(false)}
        onPlaying={() => setLoading(false)}
        onError={(event) => {
          // hls.js recovers from what it can and reports the rest itself.
          if (scriptedHls.current) return;
          setError(errorMessages[event.currentTarget.error?.code ?? 0] ?? errorMessages[3]!);
          setLoading(false);
        }}
      />

      {busy ? (
        <div className="absolute inset-0 flex items-center justify-center bg-black/30">
          <PlayerSpinner />
        </div>
      ) : null}

      {!busy && !error && !playing ? (
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
          <p role="alert">{error}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-white/90"
          >
            <RotateCcw className="size-4" aria-hidden />
            Try again
          </button>
        </div>
      ) : null}

      {notice ? (
        <div
          role="alert"
          className="absolute top-3 left-1/2 -translate-x-1/2 rounded-lg bg-black/80 px-4 py-2 text-sm"
        >
          {notice}
        </div>
      ) : null}

      <div
        className={cn(
          'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pt-8 pb-2 transition-opacity duration-200',
          controlsVisible ? 'opacity-100' : 'opacity-0 focus-within:opacity-100',
          error ? 'hidden' : undefined,
        )}
      >
        <input
          type="range"
          aria-label="Seek"
          aria-valuetext={`${formatDuration(currentTime)} of ${formatDuration(duration)}`}
          min={0}
          max={Number.isFinite(duration) ? duration : 0}
          step={PROGRESS_STEP}
          value={Number.isFinite(duration) ? Math.min(currentTime, duration) : 0}
          onChange={(event) => seekTo(Number(event.currentTarget.value))}
          className="block h-1.5 w-full cursor-pointer accent-[var(--primary)]"
        />
        <div className="mt-1 flex items-center gap-1">
          <ControlButton label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
            {playing ? (
              <Pause className="size-5" fill="currentColor" aria-hidden />
            ) : (
              <Play className="size-5" fill="currentColor" aria-hidden />
            )}
          </ControlButton>
          <ControlButton label={muted || volume === 0 ? 'Unmute' : 'Mute'} onClick={toggleMute}>
            {muted || volume === 0 ? (
              <VolumeX className="size-5" aria-hidden />
            ) : (
              <Volume2 className="size-5" aria-hidden />
            )}
          </ControlButton>
          <input
            type="range"
            aria-label="Volume"
            aria-valuetext={`${shownVolume}%`}
            min={0}
            max={VOLUME_MAX}
            step={VOLUME_STEP}
            value={shownVolume}
            onChange={(event) => setVolumeLevel(Number(event.currentTarget.value) / VOLUME_MAX)}
            className="hidden h-1.5 w-24 cursor-pointer accent-white sm:block"
          />
          <span className="ml-2 text-xs tabular-nums sm:text-sm" aria-hidden>
            {timeText}
          </span>
          <span className="flex-1" />
          <ControlButton
            label={fullscreen ? 'Exit full screen' : 'Full screen'}
            onClick={() => void toggleFullscreen()}
          >
            {fullscreen ? (
              <Minimize className="size-5" aria-hidden />
            ) : (
              <Maximize className="size-5" aria-hidden />
            )}
          </ControlButton>
        </div>
      </div>
    </div>
  );
}
