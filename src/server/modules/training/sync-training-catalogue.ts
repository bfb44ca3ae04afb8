import { getTableColumns, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { DemoSeeder } from '#server/db/seed';
import { trainingVideos } from '#server/db/schema/training';
import { trainingCatalogue, type CatalogueVideo } from './training-catalogue';

const {
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...dataColumns
} = getTableColumns(trainingVideos);

/**
 * Makes training_videos match the catalogue the product ships: inserts new videos, updates
 * changed ones, removes retired ones. Runs at every start in every mode (the catalogue is
 * product data, not demo data); rows that did not change are not written, and several
 * instances starting at once end in the same state.
 */
export async function syncTrainingCatalogue(
  db: Database,
  catalogue: readonly CatalogueVideo[] = trainingCatalogue,
): Promise<void> {
  const columns = Object.values(dataColumns);
  const current = sql.join(
    columns.map((column) => sql`${trainingVideos}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map((column) => sql`excluded.${sql.identifier(column.name)}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    if (catalogue.length > 0) {
      await tx
        .insert(trainingVideos)
        .values([...catalogue])
        .onConflictDoUpdate({
          target: trainingVideos.id,
          set: Object.fromEntries([
            ...Object.entries(dataColumns).map(([key, column]) => [
              key,
              sql`excluded.${sql.identifier(column.name)}`,
            ]),
            ['updatedAt', sql`now()`],
          ]),
          setWhere: sql`(${current}) is distinct from (${incoming})`,
        });
    }
    await tx.delete(trainingVideos).where(
      notInArray(
        trainingVideos.id,
        catalogue.map((video) => video.id),
      ),
    );
  });
}

/** The catalogue is synced at every start anyway; listed so a fresh demo database has it too. */
export const trainingCatalogueSeeder: DemoSeeder = {
  name: 'training catalogue',
  run: ({ db }) => syncTrainingCatalogue(db),
};
