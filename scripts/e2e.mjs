// Runs the browser tests against the built app: finds (or installs) Chromium first. Without
// `--full`, the tests tagged `smoke` (npm test); with it, every one, the full accessibility sweep
// and the cluster test (which needs PostgreSQL) included. Other arguments go to vitest (file
// filters, -t).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
const args = process.argv.slice(2);
const full = args.includes('--full');
if (full) process.env.E2E_FULL = '1';
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...(full ? [] : ['--tags-filter=smoke']),
    ...args.filter((arg) => arg !== '--full'),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
