import { eq } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage';
import type { Auth } from '../auth/create-auth';
import type { Clock } from '../lib/clock';
import type { Database } from './client';
import { appMeta } from './schema/app-meta';

export type SeedContext = {
  db: Database;
  auth: Auth;
  storage: Storage;
  /** the time the demo data is dated from (the system's; a test's own) */
  clock: Clock;
  /** where seeded files go (the replays' media); without it none are seeded */
  dataDir?: string;
};

/** A feature's demo data; seeders run in order, once, on an empty database. */
export type DemoSeeder = {
  name: string;
  run: (ctx: SeedContext) => Promise<void>;
  /**
   * Brings the demo data it made up to date at every start, on a database seeded now or before
   * (a column the rows it seeded once lacked); it changes the rows that are there, and brings
   * back none someone deleted.
   */
  everyStart?: (ctx: SeedContext) => Promise<void>;
};

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty database with demo data once. A database that was seeded before is not seeded
 * again, so restarts never duplicate rows or bring back demo data someone deleted; only each
 * seeder's `everyStart` runs, at every start. The marker is written once every seeder has run: if
 * one fails, the next start tries again.
 */
export async function seedDemoData(
  ctx: SeedContext,
  seeders: DemoSeeder[],
): Promise<{ seeded: boolean; seeders: string[] }> {
  const existing = await ctx.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  const seeded = existing.length === 0;
  if (seeded) {
    for (const seeder of seeders) await seeder.run(ctx);
    await ctx.db
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date(ctx.clock.now()).toISOString() })
      .onConflictDoNothing();
  }
  for (const seeder of seeders) await seeder.everyStart?.(ctx);
  return { seeded, seeders: seeded ? seeders.map((seeder) => seeder.name) : [] };
}
