import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm test` runs the browser tests without what needs a PostgreSQL server (the cluster test) and
 * with the accessibility pass that checks each route once; E2E_FULL (`npm run test:full`, CI)
 * adds both back in full.
 */
const full = Boolean(process.env.E2E_FULL);

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(full ? [] : ['tests/e2e/cluster.test.ts'])],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One file at a time: the app under test is one process on the embedded database, which
    // answers one query at a time; two files at once (the accessibility sweep among them) made
    // its answers slow enough to time tests out now and then.
    maxWorkers: 1,
    testTimeout: 60_000,
    // A busy machine (two cores shared by the browser and the app) can take a few seconds to answer.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
