import { useCallback, useEffect, useSyncExternalStore, type RefObject } from 'react';

/** The viewer's choice, kept in this browser for every player (docs/product.md#video-player). */
const STORAGE_KEY = 'player.captions';

function storedChoice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

// Every player on the page (and other tabs, through `storage`) follows one choice.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function storeChoice(on: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private modes may refuse storage: then the choice is not kept.
  }
  for (const listener of listeners) listener();
}

/**
 * Captions for the player's <video>: its one captions track shown or hidden as the viewer last
 * chose (off until they turn them on). `available` is false when the video has no track.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>, src: string | null) {
  // The server's page knows nothing of this browser's choice: off there, then as stored.
  const on = useSyncExternalStore(subscribe, storedChoice, () => false);

  useEffect(() => {
    const tracks = videoRef.current?.textTracks;
    if (!src || !tracks) return;
    const apply = () => {
      for (const track of Array.from(tracks)) {
        if (track.kind === 'captions') track.mode = on ? 'showing' : 'hidden';
      }
    };
    apply();
    // A track element added with the source is listed a moment later in some browsers.
    tracks.addEventListener?.('addtrack', apply);
    return () => tracks.removeEventListener?.('addtrack', apply);
  }, [videoRef, src, on]);

  const toggle = useCallback(() => storeChoice(!storedChoice()), []);

  return { available: Boolean(src), on, toggle };
}

export type CaptionsState = ReturnType<typeof useCaptions>;
