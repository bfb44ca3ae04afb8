import { useEffect, useRef, type RefObject } from 'react';
import type { MessageId } from '#client/lib/i18n/i18n';
import { attachHls, type HlsAttachment, type LiveHlsOptions } from './attach-hls';
import type { VideoPlayerProps } from './video-player-props';

/**
 * Loads `src` into the <video> element `videoRef` holds, with hls.js where needed, and starts it
 * when `autoPlay` says so. A live source (`liveMode`) reports its end to `onOffline` and each
 * playlist to `onPlaylistUpdate`; a source that cannot be played goes to `onFail`. The callbacks
 * are kept stable by the caller: a new one loads the source again.
 */
export function useMediaSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    src,
    srcType,
    autoPlay,
    liveMode,
    onOffline,
    onPlaylistUpdate,
    onFail,
  }: Pick<VideoPlayerProps, 'src' | 'srcType' | 'autoPlay'> & {
    liveMode: boolean;
    onOffline: LiveHlsOptions['onOffline'];
    onPlaylistUpdate: NonNullable<LiveHlsOptions['onPlaylistUpdate']>;
    onFail: (message: MessageId) => void;
  },
) {
  /** True when hls.js plays the source: it then reports errors itself, not the element. */
  const scriptedHls = useRef(false);
  const hlsAttachment = useRef<HlsAttachment | undefined>(undefined);

  // Load the source; the parent gives each source (and each retry) a fresh component.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let attachment: HlsAttachment | undefined;
    const fail = (message: MessageId) => {
      if (cancelled) return;
      onFail(message);
    };
    const start = () => {
      if (!autoPlay || cancelled) return;
      video.play().catch((reason: unknown) => {
        // Sound may be refused until the viewer interacts with this page: start muted then.
        if (reason instanceof DOMException && reason.name === 'NotAllowedError') {
          video.muted = true;
          video.play().catch(() => undefined);
        }
      });
    };
    if (srcType === 'hls') {
      const liveOptions: LiveHlsOptions | undefined = liveMode
        ? { onOffline, onPlaylistUpdate }
        : undefined;
      attachHls(video, src, fail, { live: liveOptions }).then(
        (attached) => {
          if (cancelled) attached.destroy();
          else {
            attachment = attached;
            hlsAttachment.current = attached;
            scriptedHls.current = attached.scripted;
            start();
          }
        },
        () => fail('player.error.playerNotLoaded'),
      );
    } else {
      video.src = src;
      start();
    }
    return () => {
      cancelled = true;
      attachment?.destroy();
      hlsAttachment.current = undefined;
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, src, srcType, autoPlay, liveMode, onOffline, onPlaylistUpdate, onFail]);

  return { scriptedHls, hlsAttachment };
}
