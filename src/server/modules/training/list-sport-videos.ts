import type { SportVideos } from '#shared/schemas/training';
import { canWatchLevel, lockedLevelMessage } from '#shared/training/video-access';
import type { SubscriptionStatus } from '#shared/training/video-access';
import type { TrainingSport } from '#shared/sports';
import type { TrainingShelf, TrainingVideoRow } from './training-shelf';
import type { MediaLinks } from './media-links';
import { toTrainingVideo } from './to-training-video';

/** A sport's library for this caller: every video's details, sources only where unlocked. */
export async function listSportVideos(
  shelf: TrainingShelf,
  sport: TrainingSport,
  status: SubscriptionStatus,
  links: MediaLinks,
): Promise<SportVideos> {
  // Held videos are not on the shelf (see modules/reports).
  return libraryOf(await shelf.videos(), sport, status, links);
}

/** A sport's library for a caller of `status`, from the videos on the shelf. */
export function libraryOf(
  videos: TrainingVideoRow[],
  sport: TrainingSport,
  status: SubscriptionStatus,
  links: MediaLinks,
): SportVideos {
  const rows = videos.filter((row) => row.sport === sport.id);
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
