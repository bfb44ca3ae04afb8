import { useEffect, useState, type RefObject } from 'react';
import type { MessageId } from '#client/lib/i18n/i18n';

const NOTICE_MS = 4000;

/**
 * Full screen for the player's container, or for the video element alone where that is all the
 * browser allows. `notice` says so for a few seconds when full screen is not available.
 */
export function useFullscreen(
  containerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);
  const [notice, setNotice] = useState<MessageId | null>(null);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

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
      setNotice('player.fullscreen.unavailable');
    }
  };

  return { fullscreen, notice, toggleFullscreen };
}
