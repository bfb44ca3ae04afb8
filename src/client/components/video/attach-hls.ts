import type Hls from 'hls.js/light';
import type { HlsConfig } from 'hls.js/light';
import type { MessageId } from '#client/lib/i18n/i18n';

/** What the player needs back from an HLS attachment. */
export type HlsAttachment = {
  /** True when hls.js plays the stream; it then reports errors itself, not the element. */
  scripted: boolean;
  /**
   * Where hls.js plays a live stream from (a little behind the playlist's end); null with native
   * playback, for on-demand videos and before the first playlist.
   */
  liveSyncPosition: () => number | null;
  destroy: () => void;
};

/** What a live stream reports besides playing. */
export type LiveHlsOptions = {
  /**
   * The stream stopped: its playlist ended (#EXT-X-ENDLIST), is gone (404 or 410), or could not
   * be played after hls.js's own recovery. Called at most once, instead of `onFatal`.
   */
  onOffline: () => void;
  /** After every load of the live playlist, with its target duration in seconds. */
  onPlaylistUpdate?: (playlist: { targetDuration: number }) => void;
};

export type AttachHlsOptions = {
  /** Set for a live playlist: live-edge settings and the offline report. */
  live?: LiveHlsOptions;
};

type HlsClass = typeof Hls;

const HLS_TYPE = 'application/vnd.apple.mpegurl';

// No worker: the site's CSP allows no blob: scripts, and these streams need none.
const ON_DEMAND_CONFIG = { enableWorker: false } satisfies Partial<HlsConfig>;

const LIVE_CONFIG = {
  ...ON_DEMAND_CONFIG,
  // The broadcasts are plain HLS: no parts or preload hints to wait for.
  lowLatencyMode: false,
  // Start three segments behind the playlist's end; a viewer who falls ten behind (stalls, a long
  // pause) is brought back, so the window a slider offers stays short.
  liveSyncDurationCount: 3,
  liveMaxLatencyDurationCount: 10,
  // Duration Infinity and `seekable` set to the playlist's window, as Safari plays live streams.
  liveDurationInfinity: true,
  // What was watched is seldom watched again: keep 30 s behind the playhead, not all of it.
  backBufferLength: 30,
} satisfies Partial<HlsConfig>;

/** A playlist answering these is gone, not failing: retrying cannot bring it back. */
const GONE_STATUSES = new Set([404, 410]);

const nativeAttachment: HlsAttachment = {
  scripted: false,
  liveSyncPosition: () => null,
  destroy: () => undefined,
};

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
 * stream cannot be played after hls.js's own recovery; a live stream reports that, and its end,
 * through `options.live` instead.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (message: MessageId) => void,
  options: AttachHlsOptions = {},
): Promise<HlsAttachment> {
  if (prefersNativeHls(video)) {
    video.src = url;
    return nativeAttachment;
  }
  const { default: HlsJs } = await import('hls.js/light');
  return playWithHlsJs(HlsJs, video, url, onFatal, options);
}

/** `attachHls` once hls.js is loaded (the class is passed in, so tests can pass a stand-in). */
export function playWithHlsJs(
  HlsJs: HlsClass,
  video: HTMLVideoElement,
  url: string,
  onFatal: (message: MessageId) => void,
  { live }: AttachHlsOptions = {},
): HlsAttachment {
  if (!HlsJs.isSupported()) {
    onFatal('player.error.unsupported');
    return nativeAttachment;
  }
  const hls = new HlsJs(live ? LIVE_CONFIG : ON_DEMAND_CONFIG);
  let destroyed = false;
  const destroy = () => {
    destroyed = true;
    hls.destroy();
  };
  let offline = false;
  const goOffline = () => {
    if (offline || !live) return;
    offline = true;
    hls.stopLoad();
    live.onOffline();
  };

  if (live) {
    hls.on(HlsJs.Events.LEVEL_LOADED, (_event, { details }) => {
      // A live playlist that ends with #EXT-X-ENDLIST (now or from the start): the broadcast is over.
      if (!details.live) goOffline();
      else live.onPlaylistUpdate?.({ targetDuration: details.targetduration });
    });
  }

  let networkRetries = 0;
  let mediaRecoveries = 0;
  hls.on(HlsJs.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    const network = data.type === HlsJs.ErrorTypes.NETWORK_ERROR;
    if (live && network && GONE_STATUSES.has(data.response?.code ?? 0)) {
      goOffline();
      destroy();
    } else if (network && networkRetries < 1) {
      networkRetries += 1;
      hls.startLoad();
    } else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 1) {
      mediaRecoveries += 1;
      hls.recoverMediaError();
    } else {
      if (live) goOffline();
      else {
        onFatal(network ? 'player.error.network' : 'player.error.playback');
      }
      destroy();
    }
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    scripted: true,
    liveSyncPosition: () => (live && !destroyed ? hls.liveSyncPosition : null),
    destroy,
  };
}
