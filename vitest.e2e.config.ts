import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    // A busy machine (two cores, two test files at once) can take a few seconds to answer.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
