// The site as a visitor's phone gets it: Lighthouse on every public page, the server's time to
// first byte for / under wrk, and the server's resident memory.
//
//   npm run bench:web
//   npm run bench:web -- --routes /,/athletes,/athlete/:id --runs 5 --json web.json
//   options: --runs 3 --routes <paths, comma-separated> --all --seconds 10 --port <a free one>
//            --json <file> --app-dir <another checkout, already built>
// Needs `npm run build` first (in --app-dir when given), Chromium (CHROMIUM_PATH,
// /usr/bin/chromium or Playwright's, as scripts/chromium.mjs finds it) and wrk (Debian:
// apt-get install -y wrk). It is a measurement: low scores never fail it; it exits with 1 only
// when Lighthouse cannot measure a page (a run it cannot finish, such as NO_NAVSTART after a bad
// trace, is tried 3 times) or the server dies.
//
// The built server starts on fresh demo data (development mode, a new DATA_DIR). Lighthouse
// runs with its default config: a mobile phone (Moto G Power screen) on simulated slow 4G and a
// 4x slower CPU, categories performance, accessibility, best practices and SEO. Each page is
// measured --runs times, each run in a new Chromium with a new profile (nothing cached), and the
// median run is Lighthouse's own (computeMedianRun: the run nearest the median FCP and TTI),
// or the median performance score when that cannot be computed. The table shows that run:
// scores 0-100, FCP and LCP in seconds, TBT in ms, CLS, and the JavaScript and CSS the page
// fetched while loading (transfer sizes, compressed as sent, of the script and stylesheet
// requests in the `network-requests` audit). `/athlete/:id` is a real athlete, the first of
// GET /api/athletes. The training pages of the eight sports are one page: two are measured unless
// --all is given. Below the table: every accessibility, best-practices and SEO audit that fails
// on each page, by id, and Lighthouse's warnings.
//
// Time to first byte: wrk asks for / (Accept-Encoding gzip, as a browser does) over 1 connection
// and then 50, --seconds each, and its Lua `done` reports the latency percentiles. wrk's latency
// runs from writing the request to reading the whole response; the server answers a page this
// small in one write, so that is the time to first byte plus a transfer over loopback that takes
// microseconds: a fair approximation of TTFB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
// @ts-expect-error plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from '../chromium.mjs';
import {
  fail,
  printTable,
  requireWrk,
  residentMB,
  serverEntry,
  serverEnv,
  startServer,
} from './harness';
import { athleteRoute, firstAthleteId, freePort, publicRoutes } from './public-routes';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    all: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string' },
    json: { type: 'string' },
    'app-dir': { type: 'string', default: '.' },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const appDir = path.resolve(values['app-dir']);
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a whole number, 1 or more.');
if (!(seconds > 0)) fail('--seconds must be positive.');
if (values.port !== undefined && !(Number(values.port) > 0)) fail('--port must be a port number.');

const routes = values.routes
  ? values.routes
      .split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : publicRoutes({ allSports: values.all });
if (routes.length === 0 || routes.some((route) => !route.startsWith('/'))) {
  fail('--routes takes paths that start with /, comma-separated: --routes /,/athletes');
}

/** Tries at a run before the page counts as failed. */
const attempts = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const checkedCategories: Category[] = ['accessibility', 'best-practices', 'seo'];

function requirePrerequisites(): string {
  for (const file of [serverEntry, 'dist/client/index.html']) {
    if (!existsSync(path.join(appDir, file))) {
      fail(`${path.join(appDir, file)} is missing: run npm run build first.`);
    }
  }
  const chromium = findChromium() as string | undefined;
  if (!chromium) {
    fail(
      'The benchmark needs Chromium: install it (Debian: apt-get install -y chromium) or set ' +
        'CHROMIUM_PATH to a Chromium binary.',
    );
  }
  requireWrk();
  return chromium;
}

/** The Chromium of the run under way, for the clean-up on Ctrl-C. */
let chrome: chromeLauncher.LaunchedChrome | undefined;

/** Kills the run's Chromium (its whole process group) and waits until it has gone. */
async function closeChrome(): Promise<void> {
  const running = chrome;
  chrome = undefined;
  if (!running) return;
  const gone =
    running.process.exitCode === null && running.process.signalCode === null
      ? once(running.process, 'exit')
      : Promise.resolve();
  running.kill();
  await gone;
}

/** One Lighthouse run in a new Chromium with a new, empty profile. */
async function lighthouseRun(url: string, chromePath: string, profileDir: string): Promise<Result> {
  mkdirSync(profileDir);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...(chromiumArgs as string[]), '--headless'],
    userDataDir: profileDir,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    const unscored = categories.filter((id) => typeof lhr.categories[id]?.score !== 'number');
    if (unscored.length > 0) throw new Error(`no score for ${unscored.join(', ')}`);
    return lhr;
  } finally {
    await closeChrome();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

const score = (lhr: Result, id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** Lighthouse's median run; the median performance score when it has no FCP or TTI. */
function medianRun(lhrs: Result[]): Result {
  try {
    return computeMedianRun(lhrs);
  } catch {
    const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  }
}

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };

/** Bytes sent over the network for the requests of one resource type (compressed, with headers). */
function transferred(lhr: Result, resourceType: 'Script' | 'Stylesheet'): number {
  const details = lhr.audits['network-requests']?.details;
  const items = (details?.type === 'table' ? details.items : []) as NetworkRequest[];
  return items
    .filter((item) => item.resourceType === resourceType)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

type FailingAudit = {
  id: string;
  category: Category;
  title: string;
  score: number;
  displayValue?: string;
  /** What it failed on: elements (selector and markup), URLs or console messages, at most 10. */
  items: string[];
};

/** Describes one row of an audit's details: an element, a URL or a message. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector || node?.snippet) {
    return [node.selector, node.snippet].filter(Boolean).join('  ');
  }
  if (typeof item.text === 'string' && typeof item.href === 'string') {
    return `"${item.text}" ${item.href}`;
  }
  const text = [item.description, item.url, item.source, item.value].find(
    (value) => typeof value === 'string' && value,
  );
  return typeof text === 'string' ? text : JSON.stringify(item).slice(0, 200);
}

/** The accessibility, best-practices and SEO audits that fail on a page. */
function failingAudits(lhr: Result): FailingAudit[] {
  return checkedCategories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref): FailingAudit[] => {
      const audit = lhr.audits[ref.id];
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit?.scoreDisplayMode ?? '');
      if (!audit || !scored || audit.score === null || audit.score >= 1) return [];
      const details = audit.details;
      const items =
        details && 'items' in details && Array.isArray(details.items)
          ? (details.items as Record<string, unknown>[])
          : [];
      return [
        {
          id: audit.id,
          category,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          items: items.slice(0, 10).map(describeItem),
        },
      ];
    }),
  );
}

type PageSummary = {
  route: string;
  url: string;
  scores: Record<Category, number>;
  /** Performance score of every run, in the order they ran. */
  performanceRuns: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  ttiMs: number;
  scriptBytes: number;
  stylesheetBytes: number;
  requests: number;
  benchmarkIndex: number;
  failingAudits: FailingAudit[];
  warnings: string[];
};

function summarize(route: string, lhrs: Result[]): PageSummary {
  const lhr = medianRun(lhrs);
  const details = lhr.audits['network-requests']?.details;
  return {
    route,
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(categories.map((id) => [id, score(lhr, id)])) as Record<
      Category,
      number
    >,
    performanceRuns: lhrs.map((run) => score(run, 'performance')),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ttiMs: numeric(lhr, 'interactive'),
    scriptBytes: transferred(lhr, 'Script'),
    stylesheetBytes: transferred(lhr, 'Stylesheet'),
    requests: details?.type === 'table' ? details.items.length : 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failingAudits: failingAudits(lhr),
    warnings: lhr.runWarnings,
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The Lighthouse table: a row per page, then the minimum, median and maximum of each column. */
function printPages(pages: PageSummary[]): void {
  const columns: [string, (page: PageSummary) => number, (value: number) => string][] = [
    ['perf', (page) => page.scores.performance, (value) => value.toFixed(0)],
    ['a11y', (page) => page.scores.accessibility, (value) => value.toFixed(0)],
    ['best pr.', (page) => page.scores['best-practices'], (value) => value.toFixed(0)],
    ['SEO', (page) => page.scores.seo, (value) => value.toFixed(0)],
    ['FCP s', (page) => page.fcpMs / 1000, (value) => value.toFixed(1)],
    ['LCP s', (page) => page.lcpMs / 1000, (value) => value.toFixed(1)],
    ['TBT ms', (page) => page.tbtMs, (value) => value.toFixed(0)],
    ['CLS', (page) => page.cls, (value) => value.toFixed(3)],
    ['JS KB', (page) => page.scriptBytes / 1024, (value) => value.toFixed(1)],
    ['CSS KB', (page) => page.stylesheetBytes / 1024, (value) => value.toFixed(1)],
  ];
  const rows = pages.map((page) => [
    page.route,
    ...columns.map(([, read, format]) => format(read(page))),
    page.performanceRuns.join(' '),
  ]);
  const summary = (label: string, reduce: (numbers: number[]) => number) => [
    label,
    ...columns.map(([, read, format]) => format(reduce(pages.map(read)))),
    '',
  ];
  const header = ['route', ...columns.map(([title]) => title), 'perf of each run'];
  const width = Math.max(...rows.map((row) => row[0]!.length), 'route'.length);
  printTable(
    header,
    [
      ...rows,
      ['-'.repeat(width), ...columns.map(() => ''), ''],
      summary('min', (numbers) => Math.min(...numbers)),
      summary('median', median),
      summary('max', (numbers) => Math.max(...numbers)),
    ],
    header.map((_, i) => i > 0 && i <= columns.length),
  );
}

function printFindings(pages: PageSummary[]): void {
  const short: Record<Category, string> = {
    performance: 'perf',
    accessibility: 'a11y',
    'best-practices': 'best pr.',
    seo: 'SEO',
  };
  console.log('\nFailing accessibility, best-practices and SEO audits (median run):');
  const width = Math.max(...pages.map((page) => page.route.length));
  for (const page of pages) {
    const found = checkedCategories
      .map((category) => {
        const ids = page.failingAudits.filter((audit) => audit.category === category);
        return ids.length ? `${short[category]}: ${ids.map((audit) => audit.id).join(', ')}` : '';
      })
      .filter(Boolean);
    console.log(`  ${page.route.padEnd(width)}  ${found.join('; ') || 'none'}`);
  }
  const warnings = new Map<string, string[]>();
  for (const page of pages) {
    for (const warning of page.warnings) {
      warnings.set(warning, [...(warnings.get(warning) ?? []), page.route]);
    }
  }
  if (warnings.size > 0) {
    console.log('\nLighthouse warnings:');
    for (const [warning, on] of warnings) console.log(`  ${warning} (${on.join(', ')})`);
  }
}

type Latency = { rps: number; p50: number; p95: number; p99: number; errors: number };

const ttfbScript = `
wrk.headers['Accept'] = 'text/html'
wrk.headers['Accept-Encoding'] = 'gzip'
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))
end
`;

/** Asks for / over `connections` connections for --seconds; latencies in ms. */
function timeToFirstByte(baseURL: string, connections: number, script: string): Latency {
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, `${baseURL}/`],
    { encoding: 'utf8' },
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) fail(`wrk failed: ${run.stderr || run.stdout}`);
  const raw = JSON.parse(line.slice('RESULT '.length)) as {
    requests: number;
    duration: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
  };
  return {
    rps: Math.round(raw.requests / (raw.duration / 1e6)),
    p50: raw.p50 / 1000,
    p95: raw.p95 / 1000,
    p99: raw.p99 / 1000,
    errors: raw.errors,
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function commitOf(dir: string): string {
  const head = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['-C', dir, 'status', '--porcelain'], { encoding: 'utf8' });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}`;
}

const chromePath = requirePrerequisites();
const port = values.port ? Number(values.port) : await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const logFile = path.join(dataDir, 'server.log');
const env = serverEnv({ port, dataDir, database: { kind: 'pglite', dataDir } });
const startLoad = loadAverage();
const server = await startServer(env, logFile, appDir);
const cleanUp = async () => {
  await closeChrome();
  await server.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
// fail() exits at once, past every finally: take the server and Chromium down with us.
process.once('exit', () => {
  chrome?.kill();
  server.process.kill('SIGTERM');
});
/** Stops the benchmark with the server's last words when it has exited (killed by someone?). */
function requireServerRunning(): void {
  const { exitCode, signalCode } = server.process;
  if (exitCode === null && signalCode === null) return;
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  fail(
    `The server exited during the benchmark (${signalCode ?? `exit code ${exitCode}`}); ` +
      `its log, ${logFile}:\n${tail}`,
  );
}
const { baseURL } = server;
const memory: [string, number][] = [['idle, right after start', residentMB(server.pid)]];
const failed: string[] = [];
/** Runs Lighthouse could not finish and that were run again. */
const retries: string[] = [];
try {
  const athleteId = routes.includes(athleteRoute) ? await firstAthleteId(baseURL) : '';
  console.log(
    `\n${appDir} at ${commitOf(appDir)}; server ready in ${server.readyMs} ms on ${baseURL}\n` +
      `Lighthouse ${runs} run(s) per page, mobile, simulated throttling; ${os.cpus().length} CPUs, ` +
      `load average ${startLoad}\n`,
  );

  const pages: PageSummary[] = [];
  let profile = 0;
  for (const route of routes) {
    const url = baseURL + route.replace(':id', athleteId);
    const lhrs: Result[] = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        // Lighthouse itself asks to be run again after a bad trace (NO_NAVSTART, NO_FCP...).
        for (let attempt = 1; ; attempt += 1) {
          requireServerRunning();
          profile += 1;
          try {
            lhrs.push(
              await lighthouseRun(url, chromePath, path.join(dataDir, `chromium-${profile}`)),
            );
            break;
          } catch (error) {
            requireServerRunning();
            if (attempt === attempts) throw error;
            retries.push(`${route} run ${run + 1}: ${(error as Error).message}`);
            console.log(
              `  ${route}: run ${run + 1} failed, once more: ${(error as Error).message}`,
            );
          }
        }
      }
    } catch (error) {
      console.log(`  ${route}: Lighthouse failed: ${(error as Error).message}`);
      failed.push(`${route} (${(error as Error).message})`);
      continue;
    }
    const page = summarize(route, lhrs);
    pages.push(page);
    console.log(
      `  ${route}: performance ${page.performanceRuns.join(' ')}, median run ${page.scores.performance}`,
    );
  }
  requireServerRunning();
  memory.push(['after Lighthouse', residentMB(server.pid)]);
  const benchmarkIndex = median(pages.map((page) => page.benchmarkIndex));
  if (pages.length > 0) {
    console.log(
      `\nLighthouse (median of ${runs}; scores 0-100, JS and CSS transferred while loading; ` +
        `CPU benchmark index ${Math.round(benchmarkIndex)}):\n`,
    );
    printPages(pages);
    printFindings(pages);
  }
  if (retries.length > 0) {
    console.log(`\nRuns repeated after a Lighthouse error:\n  ${retries.join('\n  ')}`);
  }

  const script = path.join(dataDir, 'ttfb.lua');
  writeFileSync(script, ttfbScript);
  const ttfb: [string, Latency][] = [1, 50].map((connections) => [
    `${connections} connection${connections > 1 ? 's' : ''}`,
    timeToFirstByte(baseURL, connections, script),
  ]);
  console.log(`\nTime to first byte of / (wrk, ${seconds} s each, ms):\n`);
  printTable(
    ['connections', 'p50', 'p95', 'p99', 'requests/s', 'errors'],
    ttfb.map(([name, result]) => [
      name,
      result.p50.toFixed(2),
      result.p95.toFixed(2),
      result.p99.toFixed(2),
      result.rps,
      result.errors,
    ]),
    [false, true, true, true, true, true],
  );

  requireServerRunning();
  memory.push(['after the whole benchmark', residentMB(server.pid)]);
  console.log('\nServer resident memory (VmRSS):\n');
  printTable(
    ['when', 'MB'],
    memory.map(([when, mb]) => [when, mb]),
  );
  console.log(`\nLoad average at the start ${startLoad}, at the end ${loadAverage()}.`);

  if (values.json) {
    writeFileSync(
      values.json,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          appDir,
          commit: commitOf(appDir),
          runs,
          loadAverage: { start: startLoad, end: loadAverage() },
          benchmarkIndex,
          pages,
          failed,
          retries,
          ttfb: Object.fromEntries(ttfb),
          residentMB: Object.fromEntries(memory),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Wrote ${values.json}.`);
  }
} finally {
  await cleanUp();
}
rmSync(dataDir, { recursive: true, force: true });
if (failed.length > 0) {
  fail(`Lighthouse could not measure ${failed.length} page(s):\n  ${failed.join('\n  ')}`);
}
