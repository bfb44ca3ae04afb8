import { openDatabase, type DatabaseHandle } from '../db/client';
import { syncTrainingCatalogue } from '#server/modules/training';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * The migrated database (with the training catalogue) for API and database tests: one per test worker, an in-memory PGlite by
 * default, or the real PostgreSQL named by TEST_DATABASE_URL (reset once per run by the setup).
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
    await handle.migrate();
    // As at start: the training catalogue is product data every database has.
    await syncTrainingCatalogue(handle.db);
    return handle;
  })();
  return shared;
}
