import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
  type VideoHTMLAttributes,
} from 'react';
import { attachHls, type HlsAttachment } from './attach-hls';
import { useSettling } from './use-settling';
import type { VideoPlayerProps } from './video-player-props';

// SPEC §9 Player: unmuting at zero volume comes back at 0.7.
const RESTORED_VOLUME = 0.7;

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
 */
export function useMediaState(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, srcType, autoPlay }: Pick<VideoPlayerProps, 'src' | 'srcType' | 'autoPlay'>,
) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const settling = useSettling(src);
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
  }, [videoRef, src, srcType, autoPlay]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || error) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }, [videoRef, error]);

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
    onEnded: () => setPlaying(false),
    onVolumeChange: (event) => {
      setMuted(event.currentTarget.muted);
      setVolume(event.currentTarget.volume);
    },
    onTimeUpdate: (event) => setCurrentTime(event.currentTarget.currentTime),
    onDurationChange: (event) => setDuration(event.currentTarget.duration),
    onLoadedMetadata: (event) => {
      setDuration(event.currentTarget.duration);
      setLoading(false);
    },
    onWaiting: () => setLoading(true),
    onCanPlay: () => setLoading(false),
    onPlaying: () => setLoading(false),
    onError: (event) => {
      // hls.js recovers from what it can and reports the rest itself.
      if (scriptedHls.current) return;
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
    /** Settling after a new source, or waiting for data; never while an error shows. */
    busy: !error && (settling || loading),
    togglePlay,
    toggleMute,
    setVolumeLevel,
    seekTo,
    seekBy,
    changeVolumeBy,
  };
}
