import type { ReactNode } from 'react';
import type { VideoSourceType } from '#shared/schemas/training';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/** The black 16:9 box every state of the player sits in. */
export function PlayerFrame({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div
      className={cn(
        'relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-black text-white',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function PlayerSpinner() {
  const t = useT();
  return (
    <span role="status" className="pointer-events-none relative">
      <span className="block size-12 animate-spin rounded-full border-4 border-white/25 border-t-white" />
      <span className="sr-only">{t('player.loading')}</span>
    </span>
  );
}

/**
 * The video's poster while the player is on its way: shown as the video element will show it
 * (letterboxed), and asked for first, so a video page paints its largest picture at once. A
 * YouTube video shows none: its embed shows YouTube's own picture.
 */
export function PlayerPoster({ src, srcType }: { src?: string | null; srcType?: VideoSourceType }) {
  if (!src || srcType === 'youtube') return null;
  return (
    <img
      src={src}
      alt=""
      fetchPriority="high"
      decoding="async"
      className="absolute inset-0 size-full object-contain"
    />
  );
}
