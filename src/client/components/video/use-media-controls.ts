import type { RefObject } from 'react';
import { clampToWindow, liveWindowOf } from './live-window';

// Unmuting at zero volume comes back at 0.7 (docs/product.md#video-player).
const RESTORED_VOLUME = 0.7;

/**
 * What the controls and keys change on the <video> element `videoRef` holds: volume and mute,
 * which the element reports back through its events, and the playhead, which `setCurrentTime`
 * shows at once.
 */
export function useMediaControls(
  videoRef: RefObject<HTMLVideoElement | null>,
  { liveMode, setCurrentTime }: { liveMode: boolean; setCurrentTime: (time: number) => void },
) {
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

  const seekBy = (seconds: number) => {
    const video = videoRef.current;
    if (video) seekTo(video.currentTime + seconds);
  };

  const changeVolumeBy = (step: number) => {
    const video = videoRef.current;
    if (video) setVolumeLevel((video.muted ? 0 : video.volume) + step);
  };

  return { setVolumeLevel, toggleMute, seekTo, seekBy, changeVolumeBy };
}
