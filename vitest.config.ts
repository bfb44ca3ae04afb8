import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
