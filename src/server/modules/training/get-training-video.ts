import { and, asc, eq, ne } from 'drizzle-orm';
import type { VideoDetail } from '#shared/schemas/training';
import { isTrainingLevel } from '#shared/training/levels';
import { lockedLevelMessage, type SubscriptionStatus } from '#shared/training/video-access';
import type { Database } from '#server/db/client';
import { trainingVideos } from '#server/db/schema/training';
import { AppError } from '#server/http/app-error';
import { videoOnSite } from '#server/modules/reports';
import type { MediaLinks } from './media-links';
import { toTrainingVideo } from './to-training-video';

/**
 * One video with the rest of its level. A video the caller may not watch is refused with the
 * reason (docs/product.md#training-access), so its source never leaves the server.
 */
export async function getTrainingVideo(
  db: Database,
  id: string,
  status: SubscriptionStatus,
  links: MediaLinks,
): Promise<VideoDetail> {
  // A video a moderator holds reads as missing (see modules/reports).
  const [row] = await db
    .select()
    .from(trainingVideos)
    .where(and(eq(trainingVideos.id, id), videoOnSite()));
  if (!row || !isTrainingLevel(row.level)) {
    throw new AppError('NOT_FOUND', 'There is no training video with this id.');
  }
  const locked = lockedLevelMessage(row.level, status);
  if (locked) throw new AppError('FORBIDDEN', locked);

  const related = await db
    .select({
      id: trainingVideos.id,
      title: trainingVideos.title,
      duration: trainingVideos.duration,
      category: trainingVideos.category,
      thumbnail: trainingVideos.thumbnail,
    })
    .from(trainingVideos)
    .where(
      and(
        eq(trainingVideos.sport, row.sport),
        eq(trainingVideos.level, row.level),
        ne(trainingVideos.id, row.id),
        videoOnSite(),
      ),
    )
    .orderBy(asc(trainingVideos.sortOrder));
  return {
    video: toTrainingVideo(row, status, links),
    related: related.map((video) => ({ ...video, thumbnail: links.publicUrl(video.thumbnail) })),
  };
}
