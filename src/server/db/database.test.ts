import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAuth } from '../site-auth';
import { createCaches } from '../caches';
import { getTestDatabase } from '../test/test-database';
import { testConfig } from '../test/test-config';
import { migrationsFolder, openDatabase, type DatabaseHandle } from './client';
import { appMeta } from './schema/app-meta';
import { playerProfiles } from './schema/athletes';
import { user } from './schema/auth';
import { seedDemoData, type SeedContext } from './seed';
import { systemClock } from '../lib/clock';

let database: DatabaseHandle;
let seedContext: SeedContext;
beforeAll(async () => {
  database = await getTestDatabase();
  const mailer = { kind: 'dev-mailbox' as const, send: async () => {} };
  seedContext = {
    db: database.db,
    auth: createSiteAuth({ config: testConfig(), db: database.db, mailer, caches: createCaches() }),
    storage: {
      kind: 'local',
      put: async () => {},
      putFile: async () => {},
      delete: async () => {},
      publicUrl: (key) => `/uploads/${key}`,
    },
    clock: systemClock,
  };
});

describe('migrations', () => {
  it('install pg_trgm for typo-tolerant search', async () => {
    const [row] = await database.db
      .select({ score: sql<number>`similarity('Jordan', 'Jordn')` })
      .from(sql`(select 1) as one`);
    expect(Number(row?.score)).toBeGreaterThan(0.3);
  });

  it('give the sports and genders stored in other spellings the one the forms use', async () => {
    const userId = randomUUID();
    await database.db.insert(user).values({
      id: userId,
      name: 'Old Spelling',
      email: `old.${userId}@example.com`,
      emailVerified: true,
    });
    await database.db.insert(playerProfiles).values({
      userId,
      firstName: 'Old',
      lastName: 'Spelling',
      sport: 'track',
      gender: 'male',
    });
    const migration = readFileSync(
      path.join(migrationsFolder, '0009_profile_sport_names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }
    const [row] = await database.db
      .select({ sport: playerProfiles.sport, gender: playerProfiles.gender })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, userId));
    expect(row).toEqual({ sport: 'Track and Field', gender: 'Male' });
  });

  it('can run again on a migrated database without changing it', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});

describe('seedDemoData', () => {
  it('seeds an empty database once and never again, and brings its data up to date at every start', async () => {
    await database.db.delete(appMeta).where(sql`${appMeta.key} = 'demo_seeded_at'`);
    const runs: string[] = [];
    const seeders = [
      {
        name: 'sample',
        run: async () => {
          runs.push('sample');
        },
        everyStart: async () => {
          runs.push('up to date');
        },
      },
    ];
    expect(await seedDemoData(seedContext, seeders)).toEqual({ seeded: true, seeders: ['sample'] });
    expect(await seedDemoData(seedContext, seeders)).toEqual({ seeded: false, seeders: [] });
    expect(runs).toEqual(['sample', 'up to date', 'up to date']);
  });

  it('leaves the database unmarked when a seeder fails, so the next start tries again', async () => {
    await database.db.delete(appMeta).where(sql`${appMeta.key} = 'demo_seeded_at'`);
    const failing = [
      {
        name: 'broken',
        run: async () => {
          throw new Error('bad seed');
        },
      },
    ];
    await expect(seedDemoData(seedContext, failing)).rejects.toThrow('bad seed');
    expect(await seedDemoData(seedContext, [])).toEqual({ seeded: true, seeders: [] });
  });
});

// Each test starts an embedded database in a new folder two or three times (about 3 s each
// alone); beside the browser tests in CI, that has taken past 30 s.
describe('embedded database on disk', { timeout: 90_000 }, () => {
  const newDataDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'pglite-')), 'data', 'db');
  /**
   * Opens a new folder with only the table the probe row goes in: what is tested is the folder
   * and its lock (every browser test's server migrates a new folder).
   */
  async function openNew(dataDir: string) {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.db.execute(
      sql`create table app_meta (key text primary key, value text not null, updated_at timestamptz not null default now())`,
    );
    return handle;
  }
  /** Opens the folder again and reads the probe row a test stored there. */
  async function probeKeptIn(dataDir: string) {
    const again = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await again.db.select().from(appMeta);
    await again.close();
    return rows.find((row) => row.key === 'probe')?.value;
  }

  it('keeps its data in DATA_DIR across restarts', async () => {
    const dataDir = newDataDir();
    const first = await openNew(dataDir);
    await first.db.insert(appMeta).values({ key: 'probe', value: 'kept' });
    await first.close();
    expect(await probeKeptIn(dataDir)).toBe('kept');
  });

  it('is opened by one holder at a time: a second open is refused, saying by whom', async () => {
    const dataDir = newDataDir();
    const first = await openNew(dataDir);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      `The embedded database in ${dataDir} is in use by another process (pid ${process.pid}).`,
    );
    // The first holder goes on working, and once it closes the directory opens again.
    await first.db.insert(appMeta).values({ key: 'probe', value: 'still mine' });
    await first.close();
    expect(await probeKeptIn(dataDir)).toBe('still mine');
  });
});
