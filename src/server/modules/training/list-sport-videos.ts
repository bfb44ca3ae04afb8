import type { SportVideos } from '#shared/schemas/training';
import { canWatchLevel, lockedLevelMessage } from '#shared/training/video-access';
import type { SubscriptionStatus } from '#shared/training/video-access';
import type { TrainingSport } from '#shared/sports';
import { defaultLocale, type Locale } from '#shared/locales';
import { inLocale } from './catalogue-words';
import type { TrainingShelf, TrainingVideoRow } from './training-shelf';
import type { MediaLinks } from './media-links';
import { toTrainingVideo } from './to-training-video';

/**
 * A sport's library for this caller: every video's details, sources only where unlocked, the
 * catalogue's words in `locale`.
 */
export async function listSportVideos(
  shelf: TrainingShelf,
  sport: TrainingSport,
  status: SubscriptionStatus,
  links: MediaLinks,
  locale: Locale = defaultLocale,
): Promise<SportVideos> {
  // Held videos are not on the shelf (see modules/reports).
  return libraryOf(await shelf.videos(), sport, status, links, locale);
}

/** A sport's library for a caller of `status`, from the videos on the shelf, in `locale`. */
export function libraryOf(
  videos: TrainingVideoRow[],
  sport: TrainingSport,
  status: SubscriptionStatus,
  links: MediaLinks,
  locale: Locale = defaultLocale,
): SportVideos {
  const rows = videos.filter((row) => row.sport === sport.id);
  return {
    sport: sport.id,
    levels: sport.levels.map((level) => ({
      level,
      locked: !canWatchLevel(level, status),
      message: lockedLevelMessage(level, status),
    })),
    videos: rows.map((row) => inLocale(toTrainingVideo(row, status, links), locale)),
  };
}
