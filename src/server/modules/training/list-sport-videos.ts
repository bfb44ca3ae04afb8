import { and, asc, eq } from 'drizzle-orm';
import type { SportVideos } from '#shared/schemas/training';
import { canWatchLevel, lockedLevelMessage } from '#shared/training/video-access';
import type { SubscriptionStatus } from '#shared/training/video-access';
import type { TrainingSport } from '#shared/sports';
import type { Database } from '#server/db/client';
import { trainingVideos } from '#server/db/schema/training';
import { videoOnSite } from '#server/modules/reports';
import type { MediaLinks } from './media-links';
import { toTrainingVideo } from './to-training-video';

/** A sport's library for this caller: every video's details, sources only where unlocked. */
export async function listSportVideos(
  db: Database,
  sport: TrainingSport,
  status: SubscriptionStatus,
  links: MediaLinks,
): Promise<SportVideos> {
  const rows = await db
    .select()
    .from(trainingVideos)
    // A video a moderator holds is left out (see modules/reports).
    .where(and(eq(trainingVideos.sport, sport.id), videoOnSite()))
    .orderBy(asc(trainingVideos.sortOrder), asc(trainingVideos.id));
  return {
    sport: sport.id,
    levels: sport.levels.map((level) => ({
      level,
      locked: !canWatchLevel(level, status),
      message: lockedLevelMessage(level, status),
    })),
    videos: rows.map((row) => toTrainingVideo(row, status, links)),
  };
}
