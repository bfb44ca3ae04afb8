import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  DEFAULT_TARGET_DURATION,
  liveWindowOf,
  sameLiveWindow,
  type LiveWindow,
} from './live-window';

// A paused live stream sends no time updates while its window moves on.
const LIVE_WINDOW_POLL_MS = 1000;

/**
 * What a live stream adds to the player (`liveMode`): the seekable window, read again with each
 * playlist, every second and whenever the player calls `readLiveWindow`; the playlist's target
 * duration; and the stream's end (`goOffline`), reported once to `onOffline`. An offline stream
 * is no longer loading: `setLoading` is the player's.
 */
export function useLiveStream(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    liveMode,
    onOffline,
    setLoading,
  }: {
    liveMode: boolean;
    onOffline: (() => void) | undefined;
    setLoading: (loading: boolean) => void;
  },
) {
  const [liveWindow, setLiveWindow] = useState<LiveWindow | null>(null);
  const [targetDuration, setTargetDuration] = useState(DEFAULT_TARGET_DURATION);
  const [offline, setOffline] = useState(false);
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
  }, [videoRef, setLoading]);

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

  const onPlaylistUpdate = useCallback(
    (playlist: { targetDuration: number }) => {
      if (playlist.targetDuration > 0) setTargetDuration(playlist.targetDuration);
      readLiveWindow();
    },
    [readLiveWindow],
  );

  return { liveWindow, targetDuration, offline, goOffline, readLiveWindow, onPlaylistUpdate };
}
