import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseDuration } from '#shared/format-duration';
import { trainingSports } from '#shared/sports';
import { trainingVideos } from '#server/db/schema/training';
import { createTestApp, unwrap } from '#server/test/test-app';
import { isProtectedMediaPath } from './media-links';
import { syncTrainingCatalogue } from './sync-training-catalogue';
import { trainingCatalogue } from './training-catalogue';
import { onlyRow } from '#server/test/rows';

// The catalogue of docs/product.md#training-catalogue, written out here rather than derived from
// the code under test.
const specCounts: Record<string, Record<string, number>> = {
  basketball: { basic: 4, intermediate: 4, advanced: 4, elite: 4 },
  baseball: { basic: 4, intermediate: 4, advanced: 4, elite: 4 },
  soccer: { basic: 4, intermediate: 4, advanced: 4, elite: 4 },
  volleyball: { basic: 4, intermediate: 4, advanced: 4, elite: 4 },
  track: { basic: 4, intermediate: 4, advanced: 4, elite: 4 },
  football: { basic: 4, intermediate: 4, advanced: 4 },
  wrestling: { basic: 3, intermediate: 2, elite: 1 },
  hockey: { basic: 3, intermediate: 2, elite: 1 },
};

const mediaDir = path.resolve('media');

describe('the training catalogue', () => {
  it('has the catalogue’s number of videos per sport and level, in the database and in the API', async () => {
    const t = await createTestApp();
    const rows = await t.db
      .select({ sport: trainingVideos.sport, level: trainingVideos.level, total: count() })
      .from(trainingVideos)
      .groupBy(trainingVideos.sport, trainingVideos.level);
    const stored: Record<string, Record<string, number>> = {};
    for (const row of rows) (stored[row.sport] ??= {})[row.level] = row.total;
    expect(stored).toEqual(specCounts);

    for (const [sport, levels] of Object.entries(specCounts)) {
      const { id } = trainingSports.find((entry) => entry.id === sport)!;
      const library = await unwrap(t.api.training[':sport'].$get({ param: { sport: id } }));
      const listed: Record<string, number> = {};
      for (const video of library.videos) listed[video.level] = (listed[video.level] ?? 0) + 1;
      expect(listed, sport).toEqual(levels);
      expect(library.levels.map((level) => level.level)).toEqual(Object.keys(levels));
    }
  });

  it('names videos by sport prefix, level and number, with durations from 3:45 to 15:20', () => {
    for (const video of trainingCatalogue) {
      const sport = trainingSports.find((entry) => entry.id === video.sport)!;
      expect(video.id).toMatch(new RegExp(`^${sport.videoIdPrefix}-${video.level}-[1-4]$`));
      const seconds = parseDuration(video.duration);
      expect(seconds, `${video.id} ${video.duration}`).toBeGreaterThanOrEqual(3 * 60 + 45);
      expect(seconds, `${video.id} ${video.duration}`).toBeLessThanOrEqual(15 * 60 + 20);
      expect(video.title.length).toBeGreaterThan(5);
      expect(video.description.length).toBeGreaterThan(40);
      expect(video.category).toMatch(/^[A-Z]/);
    }
    expect(new Set(trainingCatalogue.map((video) => video.id)).size).toBe(trainingCatalogue.length);
    expect(new Set(trainingCatalogue.map((video) => video.title)).size).toBe(
      trainingCatalogue.length,
    );
  });

  it('uses the catalogue’s basketball categories', () => {
    const categories = new Set(
      trainingCatalogue
        .filter((video) => video.sport === 'basketball')
        .map((video) => video.category),
    );
    for (const category of [
      'Dribbling',
      'Shooting',
      'Defense',
      'Passing',
      'Team Play',
      'Post Play',
      'Guard Skills',
      'Basketball IQ',
      'Recruitment',
    ]) {
      expect(categories).toContain(category);
    }
  });

  it('keeps premium media where only signed links reach it, and every file exists', () => {
    for (const video of trainingCatalogue) {
      expect(isProtectedMediaPath(video.source), video.id).toBe(video.level !== 'basic');
      for (const file of [video.source, video.thumbnail, video.poster!]) {
        expect(existsSync(path.join(mediaDir, file)), file).toBe(true);
      }
    }
  });

  it('syncs idempotently: a second run changes nothing, edits and retired videos are put right', async () => {
    const { db } = await createTestApp();
    const before = await db
      .select()
      .from(trainingVideos)
      .where(eq(trainingVideos.id, 'bb-basic-1'));
    await syncTrainingCatalogue(db);
    const after = await db.select().from(trainingVideos).where(eq(trainingVideos.id, 'bb-basic-1'));
    expect(after[0]!.updatedAt).toEqual(before[0]!.updatedAt);

    await db
      .update(trainingVideos)
      .set({ title: 'Edited by hand' })
      .where(eq(trainingVideos.id, 'bb-basic-1'));
    await db.insert(trainingVideos).values({ ...trainingCatalogue[0]!, id: 'bb-basic-9' });
    await syncTrainingCatalogue(db);
    const restored = onlyRow(
      await db.select().from(trainingVideos).where(eq(trainingVideos.id, 'bb-basic-1')),
    );
    expect(restored.title).toBe('Ball Handling Foundations');
    expect(
      await db.select().from(trainingVideos).where(eq(trainingVideos.id, 'bb-basic-9')),
    ).toEqual([]);
    expect(await db.select({ total: count() }).from(trainingVideos)).toEqual([{ total: 104 }]);
  });
});
