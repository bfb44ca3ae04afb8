/** What the player needs back from an HLS attachment. */
export type HlsAttachment = {
  /** True when hls.js plays the stream; it then reports errors itself, not the element. */
  scripted: boolean;
  destroy: () => void;
};

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Safari plays HLS itself, and does it better than script. Chrome also answers "maybe" for HLS,
 * but there hls.js is the tried path, so native playback is used only where the browser has
 * ManagedMediaSource (Safari 17+) or no MediaSource at all (older iOS).
 */
export function prefersNativeHls(video: HTMLVideoElement): boolean {
  if (video.canPlayType(HLS_TYPE) === '') return false;
  return 'ManagedMediaSource' in window || !('MediaSource' in window);
}

/**
 * Plays an HLS playlist in the element: natively where that is best, else with hls.js, which is
 * loaded only now (it is a large script, and most pages never play HLS). Calls onFatal when the
 * stream cannot be played after hls.js's own recovery.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (message: string) => void,
): Promise<HlsAttachment> {
  if (prefersNativeHls(video)) {
    video.src = url;
    return { scripted: false, destroy: () => undefined };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    onFatal('This browser cannot play this video.');
    return { scripted: false, destroy: () => undefined };
  }
  // No worker: the site's CSP allows no blob: scripts, and these short streams need none.
  const hls = new Hls({ enableWorker: false });
  let networkRetries = 0;
  let mediaRecoveries = 0;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && networkRetries < 1) {
      networkRetries += 1;
      hls.startLoad();
    } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 1) {
      mediaRecoveries += 1;
      hls.recoverMediaError();
    } else {
      onFatal(
        data.type === Hls.ErrorTypes.NETWORK_ERROR
          ? 'The video could not be loaded. Check your connection and try again.'
          : 'This video could not be played.',
      );
      hls.destroy();
    }
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { scripted: true, destroy: () => hls.destroy() };
}
