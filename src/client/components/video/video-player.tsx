import { RotateCcw } from 'lucide-react';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { VideoSourceType } from '../../../shared/schemas/training';
import { PlayerFrame, PlayerSpinner } from './player-frame';

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

// The player and hls.js stay out of the page's first download: they load with the first video.
const loadCore = () => import('./video-player-core');

class LoadFailure extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PlayerFrame>
        <div className="flex flex-col items-center gap-3 p-6 text-center">
          <p role="alert">The video player could not be loaded.</p>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-white/90"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            <RotateCcw className="size-4" aria-hidden />
            Try again
          </button>
        </div>
      </PlayerFrame>
    );
  }
}

/**
 * The site's one video player (SPEC §2 Video player): custom controls for files and HLS, the
 * privacy-enhanced YouTube embed for YouTube ids. Used inline, on video pages and in modals.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  // A fresh lazy component on retry: a failed import is otherwise remembered for good.
  const [Core, setCore] = useState(() => lazy(loadCore));
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadFailure onRetry={() => setCore(() => lazy(loadCore))}>
      <Suspense
        fallback={
          <PlayerFrame className={props.className}>
            <PlayerSpinner />
          </PlayerFrame>
        }
      >
        <Core
          // A new source, or Try again, starts from a clean player.
          key={`${props.srcType}:${props.src}#${attempt}`}
          {...props}
          onRetry={() => {
            setAttempt((count) => count + 1);
            props.onRetry?.();
          }}
        />
      </Suspense>
    </LoadFailure>
  );
}
