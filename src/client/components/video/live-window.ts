import { formatDuration } from '#shared/format-duration';

/** The part of a live stream the viewer can seek in (the DVR window), in media seconds. */
export type LiveWindow = { start: number; end: number };

/** Where the viewer is in a live stream: seconds behind the window's end, and whether that is live. */
export type LivePosition = { behind: number; atEdge: boolean };

/**
 * The target duration assumed until hls.js reports the playlist's own (native playback never
 * does): the site's broadcasts, local ingest and the provider's, are cut into 2-second segments.
 */
export const DEFAULT_TARGET_DURATION = 2;

/**
 * Players hold back about three target durations from the playlist's end (hls.js with
 * `liveSyncDurationCount: 3`, Safari by the HLS rules), and the end moves a segment at a time:
 * up to four target durations behind still counts as live.
 */
const LIVE_EDGE_TARGET_DURATIONS = 4;

/** A window shorter than this is too short to scrub through: the seek slider hides. */
export const MIN_SEEKABLE_WINDOW_SECONDS = 10;

/** The element's seekable range (its last part), or null while it has none. */
export function liveWindowOf(seekable: TimeRanges): LiveWindow | null {
  if (seekable.length === 0) return null;
  const start = seekable.start(0);
  const end = seekable.end(seekable.length - 1);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return null;
  return { start, end };
}

export function sameLiveWindow(a: LiveWindow | null, b: LiveWindow | null): boolean {
  return a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);
}

/** True when the window is long enough for a seek slider. */
export function isScrubbable(liveWindow: LiveWindow): boolean {
  return liveWindow.end - liveWindow.start >= MIN_SEEKABLE_WINDOW_SECONDS;
}

/** `time` moved inside the window. */
export function clampToWindow(time: number, liveWindow: LiveWindow): number {
  return Math.min(liveWindow.end, Math.max(liveWindow.start, time));
}

/**
 * How far `currentTime` is behind the live edge (the window's end). Before the window is known
 * the viewer counts as live: the player starts there.
 */
export function livePosition(
  liveWindow: LiveWindow | null,
  currentTime: number,
  targetDuration: number,
): LivePosition {
  if (!liveWindow) return { behind: 0, atEdge: true };
  const behind = Math.max(0, liveWindow.end - currentTime);
  const target = targetDuration > 0 ? targetDuration : DEFAULT_TARGET_DURATION;
  return { behind, atEdge: behind <= LIVE_EDGE_TARGET_DURATIONS * target };
}

/** The player's clock in live mode: null at the edge (it reads LIVE), else how far behind, -0:12. */
export function formatLiveTime({ behind, atEdge }: LivePosition): string | null {
  return atEdge ? null : `-${formatDuration(behind)}`;
}
