import { useCallback, useRef, useState, type RefObject, type VideoHTMLAttributes } from 'react';
import { liveWindowOf, livePosition } from './live-window';
import { useLiveStream } from './use-live-stream';
import { useMediaControls } from './use-media-controls';
import { useMediaSource } from './use-media-source';
import { useSettling } from './use-settling';
import type { MessageId } from '#client/lib/i18n/i18n';
import type { VideoPlayerProps } from './video-player-props';

/** What the player says for each MediaError code (the message shown over the video). */
const errorMessages: Record<number, MessageId> = {
  2: 'player.error.network',
  3: 'player.error.playback',
  4: 'player.error.expired',
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
  /** The message to show over the video, when it cannot be played. */
  const [error, setError] = useState<MessageId | null>(null);
  const settling = useSettling(src);
  const startedAtLiveEdge = useRef(false);
  const stream = useLiveStream(videoRef, { liveMode, onOffline, setLoading });
  const { offline, goOffline, readLiveWindow } = stream;

  const fail = useCallback((message: MessageId) => {
    setError(message);
    setLoading(false);
  }, []);

  const { scriptedHls, hlsAttachment } = useMediaSource(videoRef, {
    src,
    srcType,
    autoPlay,
    liveMode,
    onOffline: goOffline,
    onPlaylistUpdate: stream.onPlaylistUpdate,
    onFail: fail,
  });

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video || error || offline) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }, [videoRef, error, offline]);

  const controls = useMediaControls(videoRef, { liveMode, setCurrentTime });

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
      fail(errorMessages[event.currentTarget.error?.code ?? 0] ?? errorMessages[3]!);
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
      ? {
          window: stream.liveWindow,
          ...livePosition(stream.liveWindow, currentTime, stream.targetDuration),
        }
      : null,
    /** Settling after a new source, or waiting for data; never while an error or offline shows. */
    busy: !error && !offline && (settling || loading),
    togglePlay,
    toggleMute: controls.toggleMute,
    setVolumeLevel: controls.setVolumeLevel,
    seekTo: controls.seekTo,
    seekBy: controls.seekBy,
    goLive,
    changeVolumeBy: controls.changeVolumeBy,
  };
}
