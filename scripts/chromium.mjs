// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or a
// browser Playwright downloaded before. When none is there it installs Debian's package if it
// can (root with apt-get); otherwise it stops with one line saying how to install one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // No address bar to draw: its popup's page otherwise renders on every navigation (about
  // 15 % of the browser tests' CPU time, measured on the accessibility pass).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

function playwrightBrowsers() {
  const root =
    process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => name.startsWith('chromium'))
    .flatMap((name) => [
      path.join(root, name, 'chrome-linux', 'chrome'),
      path.join(root, name, 'chrome-linux64', 'chrome'),
      path.join(root, name, 'chrome-headless-shell-linux64', 'chrome-headless-shell'),
    ]);
}

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...playwrightBrowsers(),
  ].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium is required for the browser tests: install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
