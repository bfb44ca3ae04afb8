import type { KeyboardEvent } from 'react';
import type { MediaState } from './use-media-state';

const SEEK_SECONDS = 5;
const VOLUME_KEY_STEP = 0.05;

/**
 * The player's keys, as a keydown handler for its container: Space or K plays and pauses, M
 * mutes, F goes full screen, C turns captions on and off (when the video has them), the left
 * and right arrows seek 5 s (a live stream inside its window), up and down change the volume,
 * and on a live stream End or L goes back to live.
 * `onHandled` runs after any key the player used.
 */
export function usePlayerKeyboard({
  media,
  toggleFullscreen,
  toggleCaptions,
  onHandled,
}: {
  media: MediaState;
  toggleFullscreen: () => Promise<void>;
  /** absent when the video has no captions */
  toggleCaptions?: (() => void) | undefined;
  onHandled: () => void;
}) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onRange = target instanceof HTMLInputElement && target.type === 'range';
    const onButton = target instanceof HTMLButtonElement;
    let handled = true;
    switch (event.key) {
      case ' ':
        if (onButton) return; // a focused button is pressed with space, as everywhere
        media.togglePlay();
        break;
      case 'k':
      case 'K':
        media.togglePlay();
        break;
      case 'm':
      case 'M':
        media.toggleMute();
        break;
      case 'f':
      case 'F':
        void toggleFullscreen();
        break;
      case 'c':
      case 'C':
        if (!toggleCaptions) return;
        toggleCaptions();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onRange) return; // the slider moves itself
        media.seekBy(event.key === 'ArrowLeft' ? -SEEK_SECONDS : SEEK_SECONDS);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onRange) return;
        media.changeVolumeBy(event.key === 'ArrowDown' ? -VOLUME_KEY_STEP : VOLUME_KEY_STEP);
        break;
      case 'End':
        if (onRange || !media.live) return; // a slider's End is its own
        media.goLive();
        break;
      case 'l':
      case 'L':
        if (!media.live) return;
        media.goLive();
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      onHandled();
    }
  };
}
