import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm test` runs the browser tests tagged `smoke` (scripts/e2e.mjs filters them): each role's
 * main journey and the accessibility pass that checks each route once. E2E_FULL
 * (`npm run test:full`, CI) runs every browser test, with the full accessibility sweep instead of
 * the quick pass and the cluster test, which needs a PostgreSQL server.
 */
const full = Boolean(process.env.E2E_FULL);

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
    testTimeout: 60_000,
    // A busy machine (two cores shared by the browser and the app) can take a few seconds to answer.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
