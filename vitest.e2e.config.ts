import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * `npm test` runs the browser tests tagged `smoke` (scripts/e2e.mjs filters them): each role's
 * main journey and the accessibility pass that checks each route once. E2E_FULL
 * (`npm run test:full`, CI) runs every browser test, with the full accessibility sweep instead of
 * the quick pass and the cluster test, which needs a PostgreSQL server.
 */
const full = Boolean(process.env.E2E_FULL);

/**
 * Seconds a file's smoke tests took, the file alone on two cores (2026-12-07): npm test's two
 * halves of the smoke are balanced on these. A file not listed counts as one journey (7 s) when
 * it has smoke tests, and as nothing when it has none (its tests are skipped).
 */
const smokeSeconds: Record<string, number> = {
  'accessibility.test.ts': 41,
  'events.test.ts': 10,
  'recruiting.test.ts': 10,
  'programs.test.ts': 9,
  'athletes.test.ts': 9,
  'accounts.test.ts': 8,
  'minors.test.ts': 7,
  'admin.test.ts': 7,
  'payments.test.ts': 7,
  'pi.test.ts': 6,
  'messaging.test.ts': 6,
  'live.test.ts': 6,
  'training.test.ts': 4,
};
const smokeWeight = (file: string) =>
  smokeSeconds[path.basename(file)] ?? (readFileSync(file, 'utf8').includes("'smoke'") ? 7 : 0);

/**
 * Seconds each file took in the full run, its two halves side by side with the PostgreSQL pass
 * (npm run test:full, 2026-12-08): CI's halves are balanced on these. A file not listed counts
 * as 20 s.
 */
const fullSeconds: Record<string, number> = {
  'accessibility.test.ts': 539,
  'layout-shift.test.ts': 117,
  'languages.test.ts': 115,
  'routes.test.ts': 54,
  'messaging.test.ts': 45,
  'content.test.ts': 34,
  'cluster.test.ts': 32,
  'accounts.test.ts': 30,
  'pseudo-language.test.ts': 30,
  'training.test.ts': 29,
  'purchases.test.ts': 26,
  'recruiting.test.ts': 25,
  'keyboard.test.ts': 24,
  'highlights.test.ts': 23,
  'athletes.test.ts': 22,
  'payments.test.ts': 19,
  'events.test.ts': 19,
  'admin.test.ts': 16,
  'pi.test.ts': 15,
  'status-pages.test.ts': 14,
  'programs.test.ts': 12,
  'navigation.test.ts': 10,
  'theme.test.ts': 9,
  'live.test.ts': 8,
  'embed.test.ts': 8,
  'first-input.test.ts': 7,
  'minors.test.ts': 7,
  'reports.test.ts': 4,
};
const fullWeight = (file: string) => fullSeconds[path.basename(file)] ?? 20;

/**
 * `--shard=i/n`: the files by their time, each given to the half with the least so far, so the
 * halves end together (vitest shards by the hash of a file's name: one half held the
 * accessibility sweep and took half as long again as the other).
 */
class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]) {
    const shard = this.ctx.config.shard;
    if (!shard) return super.shard(files);
    const weight = full ? fullWeight : smokeWeight;
    const loads: number[] = Array.from({ length: shard.count }, () => 0);
    const mine: TestSpecification[] = [];
    const heaviestFirst = files
      .map((file) => ({ file, weight: weight(file.moduleId) }))
      .sort((a, b) => b.weight - a.weight || a.file.moduleId.localeCompare(b.file.moduleId));
    for (const { file, weight } of heaviestFirst) {
      const least = Math.min(...loads);
      const half = loads.indexOf(least);
      loads[half] = least + weight;
      if (half === shard.index - 1) mine.push(file);
    }
    return mine;
  }
}

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(full ? [] : ['tests/e2e/cluster.test.ts'])],
    tags: [
      {
        name: 'smoke',
        description:
          'Runs in npm test: a role’s main journey, or the accessibility pass over every route.',
      },
    ],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One file at a time: the app under test is one process on the embedded database, which
    // answers one query at a time; two files at once (the accessibility sweep among them) made
    // its answers slow enough to time tests out now and then.
    maxWorkers: 1,
    // The files share what they import (the helpers and the demo accounts): loaded once, not per file.
    isolate: false,
    sequence: { sequencer: BalancedShards },
    testTimeout: 60_000,
    // A busy machine (two cores shared by the browser and the app) can take a few seconds to answer.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
