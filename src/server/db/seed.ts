import { eq } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage';
import type { Auth } from '../auth/create-auth';
import type { Streams } from '#server/modules/streams';
import type { Database } from './client';
import { appMeta } from './schema/app-meta';

export type SeedContext = {
  db: Database;
  auth: Auth;
  storage: Storage;
  /** live channels and where their files go; without them no channels are seeded */
  streams?: Streams;
  dataDir?: string;
};

/** A feature's demo data; seeders run in order, once, on an empty database. */
export type DemoSeeder = {
  name: string;
  run: (ctx: SeedContext) => Promise<void>;
};

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty database with demo data once. A database that was seeded before is left
 * alone, so restarts never duplicate rows or bring back demo data someone deleted. The marker
 * is written last: if a seeder fails, the next start tries again.
 */
export async function seedDemoData(
  ctx: SeedContext,
  seeders: DemoSeeder[],
): Promise<{ seeded: boolean; seeders: string[] }> {
  const existing = await ctx.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (existing.length > 0) return { seeded: false, seeders: [] };

  for (const seeder of seeders) await seeder.run(ctx);
  await ctx.db
    .insert(appMeta)
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  return { seeded: true, seeders: seeders.map((seeder) => seeder.name) };
}
