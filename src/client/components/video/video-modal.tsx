import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { TrainingVideo } from '#shared/schemas/training';
import type { TrainingLevel } from '#shared/training/levels';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { VideoPlayer } from './video-player';

/** The training levels' names in the page's language. */
const levelLabels: Record<TrainingLevel, MessageId> = {
  basic: 'homeMore.videoModal.level.basic',
  intermediate: 'homeMore.videoModal.level.intermediate',
  advanced: 'homeMore.videoModal.level.advanced',
  elite: 'homeMore.videoModal.level.elite',
};

/**
 * A video playing over the page (docs/product.md#video-player: the home page's overlay). Escape,
 * the close button and the browser's Back all close it; the caller returns focus to what opened it.
 */
export default function VideoModal({
  video,
  onClose,
  onRetry,
}: {
  video: Pick<
    TrainingVideo,
    | 'id'
    | 'title'
    | 'description'
    | 'src'
    | 'srcType'
    | 'poster'
    | 'level'
    | 'category'
    | 'duration'
  >;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75" />
        <Dialog.Content
          className="bg-card text-foreground fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(64rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-3 shadow-2xl outline-none sm:p-5"
          // The page puts focus back on the card that opened the video.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold sm:text-xl">
                {video.title}
              </Dialog.Title>
              <p className="text-muted-foreground text-sm">
                {t(levelLabels[video.level])} · {video.category} · {video.duration}
              </p>
            </div>
            <Dialog.Close
              aria-label={t('homeMore.videoModal.close')}
              className="hover:bg-muted inline-flex size-10 shrink-0 items-center justify-center rounded-lg"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {video.src ? (
            <VideoPlayer
              src={video.src}
              srcType={video.srcType}
              title={video.title}
              poster={video.poster}
              autoPlay
              onRetry={onRetry}
            />
          ) : null}
          <Dialog.Description className="text-muted-foreground mt-4 text-sm">
            {video.description}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
