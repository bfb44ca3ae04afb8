import type { VideoSourceType } from '#shared/schemas/training';

export type VideoPlayerProps = {
  /** A media URL, or for YouTube the video id (or a YouTube link). */
  src: string;
  srcType: VideoSourceType;
  title: string;
  poster?: string | null;
  /** A WebVTT captions track in English; without one the player says "No captions". */
  captions?: string | null;
  /** Start at once (after the viewer picked the video); falls back to muted if refused. */
  autoPlay?: boolean;
  /** Called with Try again after an error, say to fetch a fresh signed link. */
  onRetry?: () => void;
  /**
   * The source is a live HLS playlist (such as /live-media/channels/main-event/index.m3u8): it
   * starts at the live edge, seeks only inside the playlist's window, shows a LIVE badge and a
   * Go live button, and says the stream is offline when it stops. Ignored for other sources.
   */
  live?: boolean;
  /**
   * Called once when a live stream stops: its playlist ends (#EXT-X-ENDLIST), answers 404 or 410,
   * cannot be played, or the video reaches its end.
   */
  onOffline?: () => void;
  className?: string;
};
