import type { TrainingCatalogueCounts } from '#shared/schemas/admin-channels';
import { trainingSports } from '#shared/sports';
import { trainingLevels, type TrainingLevel } from '#shared/training/levels';
import { canWatchLevel } from '#shared/training/video-access';
import { trainingCatalogue, type CatalogueVideo } from '#server/modules/training';

/** A level only subscribers may watch: what a signed-in member without a plan is refused. */
const needsSubscription = (level: TrainingLevel) =>
  !canWatchLevel(level, { subscribed: false, has_access: true });

const zeroes = () =>
  Object.fromEntries(trainingLevels.map((level) => [level, 0])) as Record<TrainingLevel, number>;

/**
 * The training catalogue counted by sport and level. The catalogue is product data in the code
 * (training-catalogue.ts), copied into the database at start: this reads the code's copy.
 */
export function countTrainingCatalogue(
  catalogue: readonly CatalogueVideo[] = trainingCatalogue,
): TrainingCatalogueCounts {
  const byLevel = zeroes();
  const bySport = new Map(trainingSports.map((sport) => [sport.id as string, zeroes()]));
  for (const video of catalogue) {
    byLevel[video.level] += 1;
    let counts = bySport.get(video.sport);
    if (!counts) bySport.set(video.sport, (counts = zeroes()));
    counts[video.level] += 1;
  }
  const sum = (counts: Record<TrainingLevel, number>) =>
    trainingLevels.reduce((total, level) => total + counts[level], 0);
  return {
    total: catalogue.length,
    needsSubscription: trainingLevels
      .filter(needsSubscription)
      .reduce((total, level) => total + byLevel[level], 0),
    levels: trainingLevels.map((level) => ({
      level,
      count: byLevel[level],
      needsSubscription: needsSubscription(level),
    })),
    sports: [...bySport].map(([sport, levels]) => ({
      sport,
      name: trainingSports.find((known) => known.id === sport)?.name ?? sport,
      total: sum(levels),
      levels,
    })),
  };
}
