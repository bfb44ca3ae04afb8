import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const asksForDom = (file: string) =>
  readFileSync(file, 'utf8').includes('@vitest-environment jsdom');

/**
 * The files on Node first, then those that ask for jsdom. A worker that moves from one
 * environment to the other starts its modules again, and with them the test database (about 5 s
 * to migrate): files in the order found, a worker moved back and forth about 30 times, which
 * doubled the run (measured: 97 s for the server files alone, 250 s mixed with the DOM files).
 */
class NodeFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const dom = new Set(sorted.filter((file) => asksForDom(file.moduleId)));
    return [...sorted.filter((file) => !dom.has(file)), ...dom];
  }
}

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/lint/**/*.test.ts',
      'tests/ssr/**/*.test.ts',
      // Tests of what only a PostgreSQL server has (its connections): the PostgreSQL pass only.
      ...(onPostgres ? ['src/**/*.pg-test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    // Testing Library's matchers and cleanup, for the files that ask for jsdom only.
    setupFiles: ['src/client/test/dom-setup.ts'],
    // Test files in a worker share modules, so they share one migrated database.
    isolate: false,
    // One real PostgreSQL database is shared by all files: run them one after another there.
    fileParallelism: !onPostgres,
    // Threads cost less than processes here (about 15 % less CPU for the whole run).
    pool: 'threads',
    // Vitest keeps a core free by default; the test run is the machine's only work, so use all.
    maxWorkers: onPostgres ? 1 : availableParallelism(),
    sequence: { sequencer: NodeFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
