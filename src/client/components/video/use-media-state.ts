import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
  type VideoHTMLAttributes,
} from 'react';
import { attachHls, type HlsAttachment, type LiveHlsOptions } from './attach-hls';
import {
  clampToWindow,
  DEFAULT_TARGET_DURATION,
  liveWindowOf,
  livePosition,
  sameLiveWindow,
  type LiveWindow,
} from './live-window';
import { useSettling } from './use-settling';
import type { VideoPlayerProps } from './video-player-props';

// Unmuting at zero volume comes back at 0.7 (docs/product.md#video-player).
const RESTORED_VOLUME = 0.7;

// A paused live stream sends no time updates while its window moves on.
const LIVE_WINDOW_POLL_MS = 1000;

const errorMessages: Record<number, string> = {
  2: 'The video could not be loaded. Check your connection and try again.',
  3: 'This video could not be played.',
  4: 'This video could not be played. The link may have expired.',
};

export type MediaState = ReturnType<typeof useMediaState>;

/**
 * A file or HLS source played in the <video> element `videoRef` holds: attaches the source
 * (hls.js where needed), mirrors the element's playback, time, volume, buffering and errors as
 * state, and offers the actions the controls and keys need. Spread `mediaEvents` on the element.
 *
 * A live HLS source (`live`) also tracks the seekable window and the distance to its live edge,
 * starts at that edge, keeps seeks inside the window and reports when the stream stops (`offline`).
 */
export function useMediaState(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    src,
    srcType,
    autoPlay,
    live,
    onOffline,
  }: Pick<VideoPlayerProps, 'src' | 'srcType' | 'autoPlay' | 'live' | 'onOffline'>,
) {
  const liveMode = Boolean(live) && srcType === 'hls';
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [liveWindow, setLiveWindow] = useState<LiveWindow | null>(null);
  const [targetDuration, setTargetDuration] = useState(DEFAULT_TARGET_DURATION);
  const [offline, setOffline] = useState(false);
  const settling = useSettling(src);
  const scriptedHls = useRef(false);
  const hlsAttachment = useRef<HlsAttachment | undefined>(undefined);
  const startedAtLiveEdge = useRef(false);
  const offlineReported = useRef(false);
  const latestOnOffline = useRef(onOffline);

  useEffect(() => {
    latestOnOffline.current = onOffline;
  }, [onOffline]);

  const goOffline = useCallback(() => {
    if (offlineReported.current) return;
    offlineReported.current = true;
    setOffline(true);
    setLoading(false);
    videoRef.current?.pause();
    latestOnOffline.current?.();
  }, [videoRef]);

  const readLiveWindow = useCallback(() => {
    const video = videoRef.current;
    if (!video || !liveMode) return;
    const next = liveWindowOf(video.seekable);
    setLiveWindow((previous) => (sameLiveWindow(previous, next) ? previous : next));
  }, [videoRef, liveMode]);

  useEffect(() => {
    if (!liveMode) return;
    const timer = setInterval(readLiveWindow, LIVE_WINDOW_POLL_MS);
    return () => clearInterval(timer);
  }, [liveMode, readLiveWindow]);

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
      const liveOptions: LiveHlsOptions | undefined = liveMode
        ? {
            onOffline: goOffline,
            onPlaylistUpdate: (playlist) => {
              if (playlist.targetDuration > 0) setTargetDuration(playlist.targetDuration);
              readLiveWindow();
            },
          }
        : undefined;
      attachHls(video, src, fail, { live: liveOptions }).then(
        (attached) => {
          if (cancelled) attached.destroy();
          else {
            attachment = attached;
            hlsAttachment.current = attached;
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
      hlsAttachment.current = undefined;
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, src, srcType, autoPlay, liveMode, goOffline, readLiveWindow]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || error || offline) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }, [videoRef, error, offline]);

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

  /** Moves the playhead; a live stream only inside its seekable window. */
  const seekTo = (time: number) => {
    const video = videoRef.current;
    if (!video) return;
    if (liveMode) {
      const seekableWindow = liveWindowOf(video.seekable);
      if (!seekableWindow) return;
      video.currentTime = clampToWindow(time, seekableWindow);
    } else {
      if (!Number.isFinite(video.duration)) return;
      video.currentTime = Math.min(video.duration, Math.max(0, time));
    }
    setCurrentTime(video.currentTime);
  };

  /**
   * Native playback (Safari) of a live stream starts at the end of the seekable window, as soon as
   * there is one; hls.js starts at its own sync position.
   */
  const startNativeAtLiveEdge = (video: HTMLVideoElement) => {
    if (!liveMode || scriptedHls.current || startedAtLiveEdge.current) return;
    const edge = liveWindowOf(video.seekable)?.end;
    if (edge === undefined) return;
    startedAtLiveEdge.current = true;
    video.currentTime = edge;
    setCurrentTime(video.currentTime);
  };

  /** Jumps to where a live stream plays live: hls.js's sync position, else the window's end. */
  const goLive = () => {
    const video = videoRef.current;
    if (!video || !liveMode || offline) return;
    const edge = hlsAttachment.current?.liveSyncPosition() ?? liveWindowOf(video.seekable)?.end;
    if (edge === undefined) return;
    video.currentTime = edge;
    setCurrentTime(video.currentTime);
    readLiveWindow();
    if (video.paused) video.play().catch(() => undefined);
  };

  const seekBy = (seconds: number) => {
    const video = videoRef.current;
    if (video) seekTo(video.currentTime + seconds);
  };

  const changeVolumeBy = (step: number) => {
    const video = videoRef.current;
    if (video) setVolumeLevel((video.muted ? 0 : video.volume) + step);
  };

  const mediaEvents = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      if (liveMode) goOffline();
    },
    onVolumeChange: (event) => {
      setMuted(event.currentTarget.muted);
      setVolume(event.currentTarget.volume);
    },
    onTimeUpdate: (event) => {
      setCurrentTime(event.currentTarget.currentTime);
      readLiveWindow();
    },
    onDurationChange: (event) => {
      setDuration(event.currentTarget.duration);
      readLiveWindow();
    },
    onLoadedMetadata: (event) => {
      setDuration(event.currentTarget.duration);
      setLoading(false);
      startNativeAtLiveEdge(event.currentTarget);
      readLiveWindow();
    },
    onWaiting: () => setLoading(true),
    onCanPlay: (event) => {
      setLoading(false);
      startNativeAtLiveEdge(event.currentTarget);
    },
    onPlaying: () => setLoading(false),
    onError: (event) => {
      // hls.js recovers from what it can and reports the rest itself.
      if (scriptedHls.current) return;
      // Natively the cause is not told (a playlist that answers 404 looks like any other failure):
      // a live stream that fails is offline or unavailable either way.
      if (liveMode) {
        goOffline();
        return;
      }
      setError(errorMessages[event.currentTarget.error?.code ?? 0] ?? errorMessages[3]!);
      setLoading(false);
    },
  } satisfies VideoHTMLAttributes<HTMLVideoElement>;

  return {
    mediaEvents,
    playing,
    muted,
    volume,
    currentTime,
    duration,
    error,
    /** A live stream that stopped (or never started); nothing more will play. */
    offline,
    /** In live mode: the seekable window and how far behind its live edge the viewer is. */
    live: liveMode
      ? { window: liveWindow, ...livePosition(liveWindow, currentTime, targetDuration) }
      : null,
    /** Settling after a new source, or waiting for data; never while an error or offline shows. */
    busy: !error && !offline && (settling || loading),
    togglePlay,
    toggleMute,
    setVolumeLevel,
    seekTo,
    seekBy,
    goLive,
    changeVolumeBy,
  };
}
