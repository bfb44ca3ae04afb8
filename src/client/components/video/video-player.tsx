import { RotateCcw } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { loadCatalog, pageLocale } from '#client/lib/i18n/catalogs';
import { useT } from '#client/lib/i18n/i18n';
import { loadOnce } from '#client/lib/load-once';
import { PlayerFrame, PlayerPoster, PlayerSpinner } from './player-frame';
import type { VideoPlayerProps } from './video-player-props';

type PlayerCore = ComponentType<VideoPlayerProps>;

// The player (and hls.js, which it loads only for HLS) stays out of the page's first download;
// its words load beside it, wherever the page shows it.
const playerCore = loadOnce(() =>
  Promise.all([import('./video-player-core'), loadCatalog(pageLocale(), 'player')]).then(
    ([module]) => module.default,
  ),
);

/** Starts loading the player, say when the pointer reaches a video card. */
export function preloadVideoPlayer(): void {
  playerCore.load().catch(() => undefined);
}

/**
 * The site's one video player (docs/product.md#video-player): custom controls for files and HLS,
 * the privacy-enhanced YouTube embed for YouTube ids. Used inline, on video pages and in modals.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const t = useT();
  const [Core, setCore] = useState<PlayerCore | undefined>(() => playerCore.get());
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Core) return;
    let active = true;
    playerCore.load().then(
      (core) => active && setCore(() => core),
      () => active && setLoadFailed(true),
    );
    return () => {
      active = false;
    };
  }, [Core, loadAttempt]);

  if (loadFailed) {
    return (
      <PlayerFrame className={props.className}>
        <div className="flex flex-col items-center gap-3 p-6 text-center">
          <p role="alert">{t('player.error.playerNotLoadedShort')}</p>
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-white/90"
            onClick={() => {
              setLoadFailed(false);
              setLoadAttempt((count) => count + 1);
            }}
          >
            <RotateCcw className="size-4" aria-hidden />
            {t('player.tryAgain')}
          </button>
        </div>
      </PlayerFrame>
    );
  }
  if (!Core) {
    return (
      <PlayerFrame className={props.className}>
        <PlayerPoster src={props.poster} srcType={props.srcType} />
        <PlayerSpinner />
      </PlayerFrame>
    );
  }
  return (
    <Core
      // A new source, or Try again, starts from a clean player.
      key={`${props.srcType}:${props.src}#${attempt}`}
      {...props}
      onRetry={() => {
        setAttempt((count) => count + 1);
        props.onRetry?.();
      }}
    />
  );
}
