// /tournaments at scale (docs/product.md#events): seeds 300 programs with 5,000 upcoming
// tournaments and showcases over the next 12 months (10 states, 5 sports, 2 to 6 teams each),
// beside them cancelled and past ones and 3,000 games and practices; starts the built server on
// PostgreSQL and keeps 20 connections busy with wrk from 127.0.0.1 for 10 s a scenario: GET
// /api/tournaments (the first page, no filter), with a state, with a month, and the page
// /tournaments itself. The target is a p95 of 30 ms for the first page at 20 connections;
// --explain prints the plans of the page's two queries (the rows and the facets).
//
//   npm run bench:tournaments [-- --url postgres://postgres@127.0.0.1:5432/showcase_bench_tournaments]
//   options: --connections 20 --seconds 10 --explain
// Needs `npm run build` first and wrk (Debian: apt-get install -y wrk). The database is dropped
// and created again (its name must start with showcase_bench).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import {
  createUsers,
  fail,
  printTable,
  recreatePostgres,
  requireBuild,
  requirePostgres,
  requireWrk,
  serverEnv,
  startServer,
  type BenchDatabase,
} from './harness';
import { freePort } from './public-routes';

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_tournaments',
    },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
  },
});
const url = values.url!;
const connections = Number(values.connections);
const seconds = Number(values.seconds);
if (!Number.isInteger(connections) || connections < 1 || connections > 64) {
  fail('--connections must be a whole number from 1 to 64.');
}
if (!Number.isInteger(seconds) || seconds < 2 || seconds > 60) {
  fail('--seconds must be a whole number from 2 to 60.');
}
const TARGET_P95_MS = 30;
const PROGRAMS = 300;
const TEAMS_PER_PROGRAM = 3;
const UPCOMING = 5_000;
const CANCELLED = 300;
const PAST = 1_000;
const OTHER_KINDS = 3_000;
const STATES = ['TX', 'CA', 'FL', 'GA', 'IL', 'OH', 'NC', 'AZ', 'WI', 'NY'];
const SPORTS = ['Basketball', 'Volleyball', 'Soccer', 'Baseball', 'Softball'];
const ZONES = ['America/Chicago', 'America/Los_Angeles', 'America/New_York', 'America/Phoenix'];
const owner = { email: 'bench.club@bench.example', password: 'bench-club-pass-2026' };

requireBuild();
requireWrk();
await requirePostgres(url);
await recreatePostgres(url);
const database: BenchDatabase = { kind: 'postgres', url };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tournaments-'));
const port = await freePort();
const env = serverEnv({ port, dataDir, database });
await createUsers(env, database, [
  { ...owner, name: 'Bench Hoops Club', userType: 'organization' },
]);

const pick = (list: string[], n: string) =>
  `(array[${list.map((item) => `'${item}'`).join(',')}])[1 + (${n}) % ${list.length}]`;

/**
 * 300 programs (one of them the signed-up club) with three teams each; 5,000 upcoming listed
 * events spread evenly over a year, each with 2 to 6 teams; cancelled and past tournaments, and
 * games and practices, which /tournaments never shows; and a few programs without a page (no
 * slug), whose events it leaves out too.
 */
async function seed(): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const db = handle.db;
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'tourn-bench-org-' || g, 'Club ' || g, 'tourn-bench-org-' || g || '@bench.example',
        true, 'organization'
      from generate_series(2, ${PROGRAMS}) g`);
    await db.execute(sql`
      insert into organizations (owner_user_id, name, type, slug)
      select id, 'Bench Hoops Club', 'club', 'bench-hoops-club' from "user"
      where email = ${owner.email}`);
    // Every 50th program has no page yet.
    await db.execute(sql`
      insert into organizations (owner_user_id, name, type, slug)
      select 'tourn-bench-org-' || g, 'Club ' || g, 'club',
        case when g % 50 <> 0 then 'tourn-bench-club-' || g end
      from generate_series(2, ${PROGRAMS}) g`);
    await db.execute(sql`
      insert into teams (organization_id, name, sport, level, season)
      select o.id, o.name || ' ' || (14 + g) || 'U', 'Basketball', (14 + g) || 'U', '2026–27'
      from organizations o, generate_series(1, ${TEAMS_PER_PROGRAM}) g`);
    // Listed events numbered 1…n start from an hour ahead to a year ahead, evenly; then the
    // cancelled ones, then the past ones, then the other kinds.
    await db.execute(
      sql.raw(`
      with programs as (
        select id, row_number() over (order by id) - 1 as k from organizations),
      numbered as (
        select g,
          case when g <= ${UPCOMING + CANCELLED}
            then now() + interval '1 hour' + (g % ${UPCOMING}) * interval '1 year' / ${UPCOMING}
            else now() - interval '2 days' - (g % 365) * interval '1 day' end as starts_at
        from generate_series(1, ${UPCOMING + CANCELLED + PAST}) g)
      insert into events (organization_id, kind, title, sport, starts_at, ends_at, time_zone,
        place, city, state, cancelled_at)
      select p.id, case when n.g % 3 = 0 then 'showcase' else 'tournament' end,
        'Bench ' || case when n.g % 3 = 0 then 'Showcase ' else 'Classic ' end || n.g,
        case when n.g % 17 = 0 then null else ${pick(SPORTS, 'n.g / 7')} end,
        n.starts_at, n.starts_at + interval '2 days', ${pick(ZONES, 'n.g')},
        'Fieldhouse ' || n.g % 97, 'City ' || n.g % 41,
        case when n.g % 23 = 0 then null else ${pick(STATES, 'n.g')} end,
        case when n.g > ${UPCOMING} and n.g <= ${UPCOMING + CANCELLED} then now() end
      from numbered n join programs p on p.k = n.g % ${PROGRAMS}`),
    );
    await db.execute(
      sql.raw(`
      with programs as (
        select id, row_number() over (order by id) - 1 as k from organizations)
      insert into events (organization_id, kind, title, starts_at, ends_at, state)
      select p.id, case when g % 2 = 0 then 'game' else 'practice' end, 'Bench game ' || g,
        now() + (g % 365) * interval '1 day', now() + (g % 365) * interval '1 day' + interval '2 hours',
        ${pick(STATES, 'g')}
      from generate_series(1, ${OTHER_KINDS}) g join programs p on p.k = g % ${PROGRAMS}`),
    );
    // 2 to 6 teams an event, drawn from all programs' teams.
    await db.execute(
      sql.raw(`
      with all_teams as (
        select id, row_number() over (order by id) - 1 as k, count(*) over () as n from teams),
      numbered as (
        select id, row_number() over (order by id) as g from events)
      insert into event_teams (event_id, team_id)
      select distinct e.id, t.id
      from numbered e cross join generate_series(0, 1 + (e.g % 5)::int) j
      join all_teams t on t.k = (e.g * 7 + j * 131) % t.n`),
    );
    // As autovacuum leaves the tables after a bulk insert: with the visibility map set, each
    // row's team count is an index-only scan of event_teams.
    await db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

/** The plans of the first page's two queries, as listTournaments asks them. */
async function explain(): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const listed = `e.kind in ('tournament', 'showcase') and e.cancelled_at is null
    and e.ends_at > now() and o.slug is not null`;
  try {
    for (const [name, query] of [
      [
        'rows',
        `select e.*, o.*, (select count(*)::int from event_teams et where et.event_id = e.id)
         from events e left join organizations o on o.id = e.organization_id
         where ${listed} order by e.starts_at, e.id limit 21`,
      ],
      [
        'facets',
        `select distinct e.sport, e.state from events e
         join organizations o on o.id = e.organization_id where ${listed}`,
      ],
    ]) {
      const plan = (await handle.db.execute(
        sql.raw(`explain (analyze, buffers) ${query}`),
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(`\n${name}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await handle.close();
  }
}

const seedStarted = performance.now();
await seed();
const seedSeconds = (performance.now() - seedStarted) / 1000;
if (values.explain) await explain();

/** wrk's script: each request asks for one of `paths` at random. */
function wrkScript(paths: string[]) {
  return `
local paths = {${paths.map((one) => JSON.stringify(one)).join(', ')}}
function init(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end
function request()
  return wrk.format('GET', paths[math.random(#paths)], { ['Accept-Encoding'] = 'gzip' })
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.connect + e.read + e.write + e.timeout + e.status))
end
`;
}

/** Keeps `connections` requests in flight for `seconds` with wrk; latencies in ms. */
function measure(baseURL: string, paths: string[], forSeconds = seconds) {
  const script = path.join(dataDir, 'scenario.lua');
  writeFileSync(script, wrkScript(paths));
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${forSeconds}s`, '--timeout', '5s', '-s', script, baseURL],
    { encoding: 'utf8', timeout: (forSeconds + 30) * 1000 },
  );
  const line = run.stdout?.split('\n').find((text) => text.startsWith('RESULT '));
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
    requests: raw.requests,
    rps: Math.round(raw.requests / (raw.duration / 1e6)),
    p50: raw.p50 / 1000,
    p95: raw.p95 / 1000,
    p99: raw.p99 / 1000,
    errors: raw.errors,
  };
}

const server = await startServer(env, path.join(dataDir, 'server.log'));
const baseURL = server.baseURL;
try {
  // The data as the page sees it, before any load.
  const first = (await (await fetch(`${baseURL}/api/tournaments`)).json()) as {
    items: unknown[];
    next: string | null;
    sports: string[];
    states: string[];
  };
  if (first.items.length !== 20 || !first.next) fail('The first page is not 20 events long.');
  if (first.states.length !== STATES.length || first.sports.length !== SPORTS.length) {
    fail(`The facets are ${first.sports.join(', ')} / ${first.states.join(', ')}.`);
  }
  const page = await fetch(`${baseURL}/tournaments`);
  if (!page.ok) fail(`GET /tournaments answered ${page.status}.`);
  await page.arrayBuffer();

  const months: string[] = [];
  const today = new Date();
  for (let i = 0; i < 12; i += 1) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1));
    months.push(month.toISOString().slice(0, 7));
  }
  const scenarios: [string, string[], number | null][] = [
    ['GET /api/tournaments (first page)', ['/api/tournaments'], TARGET_P95_MS],
    [
      'GET /api/tournaments?state=… (10 states)',
      STATES.map((s) => `/api/tournaments?state=${s}`),
      null,
    ],
    [
      'GET /api/tournaments?month=… (12 months)',
      months.map((m) => `/api/tournaments?month=${m}`),
      null,
    ],
    ['GET /tournaments (page)', ['/tournaments'], null],
  ];
  // Not counted: the server's pool opens its connections and their catalogs warm up.
  measure(baseURL, [...new Set(scenarios.flatMap(([, paths]) => paths))], 3);
  const rows: (string | number)[][] = [];
  let over = false;
  for (const [name, paths, target] of scenarios) {
    const result = measure(baseURL, paths);
    if (target !== null && result.p95 > target) over = true;
    if (result.errors > 0) over = true;
    rows.push([
      name,
      result.requests,
      result.rps,
      result.p50.toFixed(1),
      result.p95.toFixed(1),
      result.p99.toFixed(1),
      result.errors,
      target === null ? '' : `≤ ${target} ms`,
    ]);
  }
  console.log(
    `\n${UPCOMING} upcoming tournaments and showcases of ${PROGRAMS} programs (and ` +
      `${CANCELLED} cancelled, ${PAST} past, ${OTHER_KINDS} games and practices), seeded in ` +
      `${seedSeconds.toFixed(1)} s; ${connections} connections for ${seconds} s a scenario, ` +
      `PostgreSQL\n`,
  );
  printTable(
    ['scenario', 'requests', 'per second', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'target p95'],
    rows,
    [false, true, true, true, true, true, true, true],
  );
  if (over) {
    console.error('\nThe first page is over its target, or requests failed.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
