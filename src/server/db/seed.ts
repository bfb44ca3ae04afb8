import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema/app-meta';

/** A feature's demo data. Each runs once, inside the transaction that marks the database seeded. */
export type DemoSeeder = {
  name: string;
  run: (tx: Database) => Promise<void>;
};

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty database with demo data once. A database that was seeded before is left
 * alone, so restarts never duplicate rows or bring back demo data someone deleted.
 */
export async function seedDemoData(
  db: Database,
  seeders: DemoSeeder[],
): Promise<{ seeded: boolean; seeders: string[] }> {
  const existing = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (existing.length > 0) return { seeded: false, seeders: [] };

  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx as unknown as Database);
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing();
  });
  return { seeded: true, seeders: seeders.map((seeder) => seeder.name) };
}
