import type { TrainingVideo } from '#shared/schemas/training';
import { isTrainingLevel } from '#shared/training/levels';
import { canWatchLevel, type SubscriptionStatus } from '#shared/training/video-access';
import type { TrainingSportId } from '#shared/sports';
import type { trainingVideos } from '#server/db/schema/training';
import { isAbsoluteUrl, isProtectedMediaPath, type MediaLinks } from './media-links';

export type TrainingVideoRow = typeof trainingVideos.$inferSelect;

/** What the player loads: only ever built for a caller who may watch the video. */
function playableSource(row: TrainingVideoRow, links: MediaLinks): string {
  if (row.sourceType === 'youtube' || isAbsoluteUrl(row.source)) return row.source;
  return isProtectedMediaPath(row.source)
    ? links.signedUrl(row.id, row.source)
    : links.publicUrl(row.source);
}

/** The captions track, reached as the source is (a signed link for premium media). */
function captionsSource(row: TrainingVideoRow, links: MediaLinks): string | null {
  if (!row.captions || row.sourceType === 'youtube') return null;
  if (isAbsoluteUrl(row.captions)) return row.captions;
  return isProtectedMediaPath(row.captions)
    ? links.signedUrl(row.id, row.captions)
    : links.publicUrl(row.captions);
}

/** A catalogue row as this caller may see it: the source only when they may watch it. */
export function toTrainingVideo(
  row: TrainingVideoRow,
  status: Pick<SubscriptionStatus, 'subscribed' | 'has_access'>,
  links: MediaLinks,
): TrainingVideo {
  if (!isTrainingLevel(row.level)) throw new Error(`Video ${row.id} has no known level.`);
  const locked = !canWatchLevel(row.level, status);
  return {
    id: row.id,
    sport: row.sport as TrainingSportId,
    level: row.level,
    title: row.title,
    description: row.description,
    thumbnail: links.publicUrl(row.thumbnail),
    poster: row.poster ? links.publicUrl(row.poster) : null,
    duration: row.duration,
    category: row.category,
    srcType: row.sourceType,
    locked,
    src: locked ? null : playableSource(row, links),
    captions: locked ? null : captionsSource(row, links),
  };
}
