import type { VideoSourceType } from '#shared/schemas/training';

export type VideoPlayerProps = {
  /** A media URL, or for YouTube the video id (or a YouTube link). */
  src: string;
  srcType: VideoSourceType;
  title: string;
  poster?: string | null;
  /** Start at once (after the viewer picked the video); falls back to muted if refused. */
  autoPlay?: boolean;
  /** Called with Try again after an error, say to fetch a fresh signed link. */
  onRetry?: () => void;
  className?: string;
};
