import { youTubeEmbedUrl, youTubeIdFrom } from '#shared/youtube';
import { useT } from '#client/lib/i18n/i18n';
import { PlayerFrame, PlayerSpinner } from './player-frame';
import { useSettling } from './use-settling';
import type { VideoPlayerProps } from './video-player-props';

/** A YouTube id or link, played in the privacy-enhanced embed. */
export function YouTubeEmbed({ src, title, className }: VideoPlayerProps) {
  const t = useT();
  const settling = useSettling(src);
  const id = youTubeIdFrom(src);
  if (!id) {
    return (
      <PlayerFrame className={className}>
        <p role="alert" className="p-6 text-center">
          {t('player.youtube.invalidLink')}
        </p>
      </PlayerFrame>
    );
  }
  return (
    <PlayerFrame className={className}>
      <iframe
        src={youTubeEmbedUrl(id)}
        title={title}
        className="absolute inset-0 size-full border-0"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {settling ? <PlayerSpinner /> : null}
    </PlayerFrame>
  );
}
