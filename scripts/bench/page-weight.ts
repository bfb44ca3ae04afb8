// What a visitor's browser really loads for each public page before they touch it: the built
// server on fresh demo data, each page opened signed out in Chromium at a phone's size, every
// script and stylesheet fetched until the network has been idle for half a second, as sent
// (gzip). Fails when the home page's JavaScript is over its budget.
//
//   npm run size                  builds first
//   npm run size -- --no-build    (npm test: the build it has just made)
//   options: --routes /,/pricing  --all (every sport's training page)
//
// Needs Chromium (CHROMIUM_PATH, /usr/bin/chromium or Playwright's; as root it installs
// Debian's package when there is none, as the browser tests do).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Request } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the scripts
import { chromiumArgs, ensureChromium } from '../chromium.mjs';
import { fail, printTable, requireBuild, serverEnv, startServer } from './harness';
import { athleteRoute, firstAthleteId, freePort, publicRoutes } from './public-routes';

/**
 * JavaScript (gzip) the home page may load before any interaction. React and React Router's
 * data router alone are 99 KB for a page with one link (docs/decisions/0011), so the budget
 * holds the line where the home page is rather than at a figure no React page reaches: 138.5 KB
 * before the site spoke two languages, 142.5 with the messages (docs/decisions/0034), which aims
 * to bring every page back within 3 KB of before.
 */
export const HOME_JS_BUDGET_KB = 143;
/** Any other public page (the athlete sign-up form, the heaviest, is 157.8 KB; 153.2 before). */
const PAGE_JS_BUDGET_KB = 160;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});

if (!values['no-build']) execSync('npm run build', { stdio: 'inherit' });
requireBuild();
const chromePath = ensureChromium() as string;

type Weight = { route: string; js: number; scripts: number; css: number };

/** Bytes received for a request's body (compressed as sent), or its header's length. */
async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes().catch(() => null);
  return sizes?.responseBodySize ?? 0;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
const port = await freePort();
const server = await startServer(
  serverEnv({ port, dataDir, database: { kind: 'pglite', dataDir } }),
  path.join(dataDir, 'server.log'),
);
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const weights: Weight[] = [];
try {
  const athleteId = await firstAthleteId(server.baseURL);
  const routes = values.routes
    ? values.routes.split(',').map((route) => route.trim())
    : publicRoutes({ allSports: values.all });
  for (const route of routes) {
    const url = route === athleteRoute ? `/athlete/${athleteId}` : route;
    // A new context per page: nothing is cached from the page before.
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const finished: Promise<{ type: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet') {
        finished.push(
          transferred(request).then((bytes) => {
            if (process.env.PAGE_WEIGHT_FILES) console.log(route, type, request.url(), bytes);
            return { type, bytes };
          }),
        );
      }
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) fail(`${url} answered ${response?.status()}.`);
    // The page's code is loaded once it has taken the page over: on a busy machine the network
    // can fall quiet before the loader has asked for it (a page would weigh 0 KB).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const loaded = await Promise.all(finished);
    const scripts = loaded.filter((entry) => entry.type === 'script');
    weights.push({
      route,
      js: scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 1024,
      scripts: scripts.length,
      css:
        loaded
          .filter((entry) => entry.type === 'stylesheet')
          .reduce((sum, entry) => sum + entry.bytes, 0) / 1024,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const budgetOf = (route: string) => (route === '/' ? HOME_JS_BUDGET_KB : PAGE_JS_BUDGET_KB);
console.log('\nLoaded before any interaction (Chromium, 390 px, signed out, gzip as sent):\n');
printTable(
  ['route', 'JS KB', 'scripts', 'CSS KB', 'JS budget KB'],
  weights.map((weight) => [
    weight.route,
    weight.js.toFixed(1),
    weight.scripts,
    weight.css.toFixed(1),
    budgetOf(weight.route),
  ]),
  [false, true, true, true, true],
);
const over = weights.filter((weight) => weight.js > budgetOf(weight.route));
if (over.length > 0) {
  for (const weight of over) {
    console.error(
      `${weight.route} loads ${weight.js.toFixed(1)} KB of JavaScript, over its budget of ${budgetOf(weight.route)} KB.`,
    );
  }
  process.exit(1);
}
