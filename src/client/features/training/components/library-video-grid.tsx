import type { TrainingVideo } from '#shared/schemas/training';
import { ListState, type ListQuery } from '#client/components/ui/list-state';
import { VideoCard, VideoCardPlaceholder } from '#client/components/video/video-card';
import { useT } from '#client/lib/i18n/i18n';

/**
 * The videos of one level as cards, with four placeholder cards while the library loads and a
 * Try again box when it could not be loaded. A locked video's card does not play.
 */
export function LibraryVideoGrid({
  query,
  videos,
  onOpen,
}: {
  query: ListQuery;
  videos: TrainingVideo[];
  onOpen: (video: TrainingVideo) => void;
}) {
  const t = useT();
  return (
    <ListState
      query={query}
      skeleton={
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <VideoCardPlaceholder />
            </li>
          ))}
        </ul>
      }
      errorStyle="box"
      errorFallback={t('training.library.loadFailed')}
      retry
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onPlay={video.locked ? undefined : () => onOpen(video)} />
          </li>
        ))}
      </ul>
    </ListState>
  );
}
