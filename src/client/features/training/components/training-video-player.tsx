import { AlertTriangle, Lock, RotateCcw } from 'lucide-react';
import type { VideoSourceType } from '#shared/schemas/training';
import { PlayerFrame, PlayerPoster, PlayerSpinner } from '#client/components/video/player-frame';
import { VideoPlayer } from '#client/components/video/video-player';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useTrainingVideo } from '../api/get-training-video';

/**
 * Plays a catalogue video with a link fetched for it now; shows the server's reason when it is
 * locked, and a retry when the video cannot be loaded.
 */
export function TrainingVideoPlayer({
  videoId,
  title,
  poster,
  srcType,
  autoPlay = false,
}: {
  videoId: string;
  title: string;
  poster?: string | null;
  /** The catalogue's source type, so the waiting frame shows what the player will. */
  srcType?: VideoSourceType;
  autoPlay?: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  const answer = useTrainingVideo(videoId);

  if (answer.isPending) {
    return (
      <PlayerFrame>
        <PlayerPoster src={poster} srcType={srcType} />
        <PlayerSpinner />
      </PlayerFrame>
    );
  }
  if (answer.isError) {
    return (
      <PlayerFrame>
        <div className="flex flex-col items-center gap-3 p-6 text-center">
          <AlertTriangle className="size-8 text-amber-300" aria-hidden />
          <p role="alert">{shown(errorMessage(answer.error, t('training.player.loadFailed')))}</p>
          <button
            type="button"
            onClick={() => void answer.refetch()}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-white/90"
          >
            <RotateCcw className="size-4" aria-hidden />
            {t('training.player.tryAgain')}
          </button>
        </div>
      </PlayerFrame>
    );
  }
  if (answer.data.kind === 'locked') {
    return (
      <PlayerFrame>
        {poster ? (
          <img
            src={poster}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-25 blur-[2px]"
          />
        ) : null}
        <div className="relative flex flex-col items-center gap-3 p-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-black/70">
            <Lock className="size-6" aria-hidden />
          </span>
          <p className="max-w-md font-medium">{shown(answer.data.message)}</p>
        </div>
      </PlayerFrame>
    );
  }
  const { video } = answer.data.detail;
  return (
    <VideoPlayer
      src={video.src!}
      srcType={video.srcType}
      title={title}
      poster={video.poster}
      captions={video.captions}
      autoPlay={autoPlay}
      onRetry={() => void answer.refetch()}
    />
  );
}
