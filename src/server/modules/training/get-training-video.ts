import type { VideoDetail } from '#shared/schemas/training';
import { isTrainingLevel } from '#shared/training/levels';
import { lockedLevelMessage, type SubscriptionStatus } from '#shared/training/video-access';
import { AppError } from '#server/http/app-error';
import type { TrainingShelf } from './training-shelf';
import type { MediaLinks } from './media-links';
import { toTrainingVideo } from './to-training-video';

/**
 * One video with the rest of its level. A video the caller may not watch is refused with the
 * reason (docs/product.md#training-access), so its source never leaves the server.
 */
export async function getTrainingVideo(
  shelf: TrainingShelf,
  id: string,
  status: SubscriptionStatus,
  links: MediaLinks,
): Promise<VideoDetail> {
  // A video a moderator holds is not on the shelf: it reads as missing (see modules/reports).
  const videos = await shelf.videos();
  const row = videos.find((video) => video.id === id);
  if (!row || !isTrainingLevel(row.level)) {
    throw new AppError('NOT_FOUND', 'There is no training video with this id.');
  }
  const locked = lockedLevelMessage(row.level, status);
  if (locked) throw new AppError('FORBIDDEN', locked);

  const related = videos
    .filter((video) => video.sport === row.sport && video.level === row.level && video.id !== id)
    .map(({ id, title, duration, category, thumbnail }) => ({
      id,
      title,
      duration,
      category,
      thumbnail,
    }));
  return {
    video: toTrainingVideo(row, status, links),
    related: related.map((video) => ({ ...video, thumbnail: links.publicUrl(video.thumbnail) })),
  };
}
