// Runs the browser tests against the built app: finds (or installs) Chromium first. `--full` adds
// the full accessibility sweep and the cluster test (which needs PostgreSQL); other arguments go
// to vitest (file filters, -t).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

process.env.CHROMIUM_PATH = ensureChromium();
const args = process.argv.slice(2);
if (args.includes('--full')) process.env.E2E_FULL = '1';
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...args.filter((arg) => arg !== '--full'),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
