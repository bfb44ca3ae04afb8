import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trainingVideos } from '#server/db/schema/training';
import type { Clock } from '#server/lib/clock';
import { TtlCache } from '#server/lib/ttl-cache';
import { videoOnSite } from '#server/modules/reports';

export type TrainingVideoRow = typeof trainingVideos.$inferSelect;

/**
 * Every training video on the site (held ones left out, see modules/reports), in library order,
 * read once and kept: the catalogue is written at start-up, and a hold placed or released
 * anywhere clears it (`onHoldChange`, heard from every instance). The minute's lifetime is only
 * the net under a missed clear.
 */
export type TrainingShelf = {
  videos: () => Promise<TrainingVideoRow[]>;
  /**
   * A value made from the shelf that is the same for every caller it is asked for (a sport's
   * library as visitors see it, serialised once), kept with the shelf and cleared with it.
   */
  derived: <T>(key: string, make: (videos: TrainingVideoRow[]) => T) => Promise<T>;
};

const SHELF_TTL_MS = 60_000;

export function createTrainingShelf(
  db: Database,
  onHoldChange: (clear: () => void) => void,
  clock: Clock,
): TrainingShelf {
  const cache = new TtlCache<TrainingVideoRow[]>(SHELF_TTL_MS, 1, { now: clock.now });
  const made = new TtlCache<unknown>(SHELF_TTL_MS, 64, { now: clock.now });
  onHoldChange(() => {
    cache.clear();
    made.clear();
  });
  const videos = () =>
    cache.get('on-site', () =>
      db
        .select()
        .from(trainingVideos)
        .where(videoOnSite())
        .orderBy(asc(trainingVideos.sortOrder), asc(trainingVideos.id)),
    );
  return {
    videos,
    derived: async <T>(key: string, make: (rows: TrainingVideoRow[]) => T) =>
      (await made.get(key, async () => make(await videos()))) as T,
  };
}
