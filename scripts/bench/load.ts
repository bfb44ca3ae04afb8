// The whole site under a mixed load: the built server on fresh demo data, 100 connections kept
// busy with wrk for 60 s by visitors' reads (pages, the API, a static asset), a signed-in
// member's reads, verified college coaches' recruiting (coach-filtered search, a board, their
// conversations) and writes (newsletter, contact, profile saves, coaches' messages). Reports
// throughput, latency, every status and socket error, the server's resident memory before, at the
// peak and after 10 s of rest, and where the machine's CPU went (cores busy, CPU time per request
// by the server, PostgreSQL, wrk and the rest).
//
//   npm run bench:load                            (PGlite)
//   npm run bench:load -- --db postgres [--url postgres://postgres@127.0.0.1:5432/showcase_bench_load]
//   options: --connections 100 --seconds 60 --port 3970 --workers N (WEB_CONCURRENCY; every core
//   with PostgreSQL by default, 1 with PGlite) --profile (the server's CPU profile: where its time
//   went, by package and by function; with one worker) --each (instead of the mix: every
//   GET of the mix on its own, as the mix sends it, 20 connections for 10 s each) --mix members
//   (half the traffic signed in, opening athletes' pages: load-mixes.ts) --only PATH (only the mix's
//   requests to PATH, as the mix names it, e.g. /api/me/profile or /api/recruiting/boards/{board},
//   in equal shares: one kind's CPU per request) --without PATH (the mix without them)
// Needs `npm run build` first and wrk (Debian: apt-get install -y wrk). The postgres database is
// dropped and created again. Exits with 1 if the server answered any request with a 5xx.
//
// wrk drives the load: its Lua script picks each request from the mix below, gives every
// request its own X-Forwarded-For (the server trusts it here, so the per-address limits of the
// write routes never answer 429), writes a new address or bio each time and counts the statuses
// it gets. wrk cannot tell which request a status belongs to, so the paths of 5xx answers come
// from the server's error log.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { trainingSportIds } from '#shared/sports';
import { demoMember } from '#server/modules/subscriptions';
import { printProfile } from './cpu-profile';
import { membersMix, nameFragments, siteMix, type Caller, type Kind } from './load-mixes';
import {
  cpuSpent,
  cpuTimes,
  createUsers,
  fail,
  seedRecruitingAccounts,
  postgresTransactions,
  printTable,
  recreatePostgres,
  requireBuild,
  requirePostgres,
  requireWrk,
  residentMB,
  serverEnv,
  signIn,
  startServer,
  type BenchDatabase,
  type BenchServer,
  type CpuTimes,
} from './harness';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_load' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '3970' },
    /** Write a CPU profile of the server and print where its time went. */
    profile: { type: 'boolean', default: false },
    /** Server processes (WEB_CONCURRENCY): by default the server's own (every core with PostgreSQL). */
    workers: { type: 'string' },
    /** Every GET of the mix on its own instead of the mix. */
    each: { type: 'boolean', default: false },
    /** Which mix (load-mixes.ts): site or members. */
    mix: { type: 'string', default: 'site' },
    /** Only the mix's requests to this path (its pattern, as the mix below names it), in equal shares. */
    only: { type: 'string' },
    /** The mix without its requests to this path: what one kind of request costs the rest. */
    without: { type: 'string' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const port = Number(values.port);
const restSeconds = 10;
if (values.db !== 'pglite' && values.db !== 'postgres') fail('--db must be pglite or postgres.');
if (!(connections > 0) || !(seconds > 0)) fail('--connections and --seconds must be positive.');
if (values.mix !== 'site' && values.mix !== 'members') fail('--mix must be site or members.');
const requestMix = (asset: string, event: string) =>
  values.mix === 'members' ? membersMix(asset) : siteMix(asset, event);

/** A signed-in caller: its cookie and, for a coach, its board and conversation ({board}, {conversation} in paths). */
type Session = { cookie: string; board?: string; conversation?: string };

/** The mix as --only or --without narrow it; fails when they name no request of it. */
function chosen(mix: Kind[]): Kind[] {
  const { only, without } = values;
  if (!only && !without) return mix;
  const narrowed = only
    ? mix.filter((kind) => kind.path === only).map((kind) => ({ ...kind, share: 1 }))
    : mix.filter((kind) => kind.path !== without);
  if (narrowed.length === 0 || narrowed.length === mix.length) {
    fail(`--only / --without name no path of the mix: ${mix.map((k) => k.path).join(', ')}`);
  }
  return narrowed;
}

/** The first upcoming tournament or showcase of the demo data, as /tournaments lists it. */
async function firstEvent(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/tournaments`);
  const list = (await res.json()) as { items?: { id: string }[] };
  const id = list.items?.[0]?.id;
  if (!res.ok || !id) fail(`/api/tournaments (${res.status}) lists no event for the mix.`);
  return id;
}

/** The ids of the athletes a visitor's list shows (its first pages): the pages members open. */
async function listedAthletes(baseURL: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = '/api/athletes?limit=50';
  while (next && ids.length < 200) {
    const res = await fetch(`${baseURL}${next}`);
    const page = (await res.json()) as { items?: { id: string }[]; nextCursor?: string | null };
    if (!res.ok || !page.items) fail(`/api/athletes answered ${res.status}.`);
    ids.push(...page.items.map((item) => item.id));
    next = page.nextCursor
      ? `/api/athletes?limit=50&cursor=${encodeURIComponent(page.nextCursor)}`
      : null;
  }
  if (ids.length === 0) fail('/api/athletes lists no athlete for the mix.');
  return ids;
}

/** The entry script of the built app, as a browser loads it with `/`. */
function entryAsset(): string {
  const html = readFileSync('dist/client/index.html', 'utf8');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) fail('dist/client/index.html names no /assets/*.js script: run npm run build.');
  return src;
}

type Sessions = Record<Exclude<Caller, 'visitor'>, Session[]>;

/** What `{athlete}`, `{sport}` and `{q}` in a path are filled with (load-mixes.ts). */
type Fillers = { athletes: string[]; sports: readonly string[]; fragments: readonly string[] };

function wrkScript(mix: Kind[], sessions: Sessions, origin: string, fillers: Fillers) {
  const lua = (value: string) => JSON.stringify(value);
  const record = (session: Session) =>
    `{ ${Object.entries(session)
      .map(([key, value]) => `${key} = ${lua(value)}`)
      .join(', ')} }`;
  const list = (items: Session[]) => `{ ${items.map(record).join(', ')} }`;
  // A slot per share (a percent of the whole mix): a random slot picks a kind with its share.
  const slots = mix.flatMap((kind) =>
    Array.from(
      { length: kind.share },
      () =>
        `{ method = ${lua(kind.method)}, path = ${lua(kind.path)}, as = ${lua(kind.as)}, ` +
        `body = ${kind.body ? lua(kind.body) : 'nil'}, identity = ${kind.identity ? 'true' : 'false'} }`,
    ),
  );
  return `
local slots = { ${slots.join(',\n  ')} }
local sessions = {
  member = ${list(sessions.member)},
  athlete = ${list(sessions.athlete)},
  coach = ${list(sessions.coach)}
}
local origin = ${lua(origin)}
local fillers = {
  athlete = { ${fillers.athletes.map(lua).join(', ')} },
  sport = { ${fillers.sports.map(lua).join(', ')} },
  q = { ${fillers.fragments.map(lua).join(', ')} }
}
local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
  thread:set('id', #threads)
end

function init(args)
  math.randomseed(os.time() * 1000 + id)
  n = 0
  statuses = {}
  writes = {}
  routes = {}
end

local function address()
  local i = (id * 1048576 + n) % 16777216
  return string.format('10.%d.%d.%d', math.floor(i / 65536), math.floor(i / 256) % 256, i % 256)
end

local function body(kind)
  local tag = id .. '-' .. n
  if kind == 'newsletter' then
    return '{"email":"load-' .. tag .. '@bench.example"}'
  elseif kind == 'contact' then
    return '{"name":"Load Test","email":"load-' .. tag .. '@bench.example",' ..
      '"subject":"Question ' .. tag .. '","message":"A question sent while the site is busy."}'
  elseif kind == 'message' then
    return '{"text":"Thanks for the film, ' .. tag .. '. Can we talk this week?"}'
  end
  return '{"firstName":"Riley","lastName":"Loadtest","sport":"Basketball","position":"Guard",' ..
    '"school":"Busy Hill High School","location":"Austin, TX","graduationYear":"2028",' ..
    '"bio":"Saved under load, ' .. tag .. '.","height":null,"weight":null,"gender":"Female",' ..
    '"birthMonth":"4","birthYear":"2000"}'
end

function request()
  n = n + 1
  local kind = slots[math.random(#slots)]
  local headers = { ['X-Forwarded-For'] = address() }
  -- As browsers ask; bots and link previews often ask for no compression.
  if not kind.identity then headers['Accept-Encoding'] = 'gzip, deflate, br' end
  local path = string.gsub(kind.path, '{(%a+)}', function(name)
    local values = fillers[name]
    if values and #values > 0 then return values[math.random(#values)] end
  end)
  if kind.as ~= 'visitor' then
    local pool = sessions[kind.as]
    local session = pool[math.random(#pool)]
    headers['Cookie'] = session.cookie
    path = path:gsub('{board}', session.board or ''):gsub('{conversation}', session.conversation or '')
  end
  if kind.body then
    headers['Content-Type'] = 'application/json'
    headers['Origin'] = origin
    writes[kind.body] = (writes[kind.body] or 0) + 1
    return wrk.format(kind.method, path, headers, body(kind.body))
  end
  return wrk.format(kind.method, path, headers)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  local timing = headers['Server-Timing'] or headers['server-timing']
  if timing then
    -- One flat table (wrk copies no nested ones between threads): route TAB tenths of a ms.
    local route = string.match(timing, 'desc="([^"]*)"') or '?'
    local ms = tonumber(string.match(timing, 'dur=([%d.]+)')) or 0
    local key = route .. '\\t' .. math.floor(ms * 10)
    routes[key] = (routes[key] or 0) + 1
    if status >= 500 then
      routes[route .. '\\te'] = (routes[route .. '\\te'] or 0) + 1
    end
  end
end

local function merge(into, from)
  for key, count in pairs(from) do into[key] = (into[key] or 0) + count end
end

local function json(map)
  local parts = {}
  for key, count in pairs(map) do parts[#parts + 1] = string.format('"%s":%d', key, count) end
  return '{' .. table.concat(parts, ',') .. '}'
end

function done(summary, latency, requests)
  local all, sent = {}, {}
  local byRoute = {}
  for _, thread in ipairs(threads) do
    merge(all, thread:get('statuses'))
    merge(sent, thread:get('writes'))
    for key, count in pairs(thread:get('routes')) do
      local route, tenths = string.match(key, '^(.*)\\t(%w+)$')
      local into = byRoute[route]
      if not into then
        into = { n = 0, errors = 0, buckets = {} }
        byRoute[route] = into
      end
      if tenths == 'e' then
        into.errors = into.errors + count
      else
        into.n = into.n + count
        local t = tonumber(tenths)
        into.buckets[t] = (into.buckets[t] or 0) + count
      end
    end
  end
  local parts = {}
  for route, entry in pairs(byRoute) do
    local keys = {}
    for t in pairs(entry.buckets) do keys[#keys + 1] = t end
    table.sort(keys)
    local function percentile(p)
      local want, seen = math.ceil(entry.n * p / 100), 0
      for _, t in ipairs(keys) do
        seen = seen + entry.buckets[t]
        if seen >= want then return t / 10 end
      end
      return 0
    end
    parts[#parts + 1] = string.format('{"route":%q,"n":%d,"errors":%d,"p50":%.1f,"p95":%.1f}',
      route, entry.n, entry.errors, percentile(50), percentile(95))
  end
  io.write('ROUTES [' .. table.concat(parts, ',') .. ']\\n')
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"timeout":%d,"statuses":%s,"writes":%s}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.connect, e.read, e.write, e.timeout, json(all), json(sent)))
end
`;
}

/** Per route, from the server's Server-Timing headers: its own time, not the client's wait. */
type RouteTiming = { route: string; n: number; errors: number; p50: number; p95: number };

type WrkResult = {
  requests: number;
  /** microseconds */
  duration: number;
  p50: number;
  p95: number;
  p99: number;
  connect: number;
  read: number;
  write: number;
  timeout: number;
  statuses: Record<string, number>;
  writes: Record<string, number>;
  routes: RouteTiming[];
};

function runWrk(
  script: string,
  baseURL: string,
  load = { connections, seconds },
): Promise<WrkResult> {
  const args = [
    '-t1',
    `-c${load.connections}`,
    `-d${load.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
  ];
  const wrk = spawn('wrk', [...args, baseURL], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  wrk.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  wrk.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    wrk.on('error', reject);
    wrk.on('close', () => {
      const lines = output.split('\n');
      const line = lines.find((text) => text.startsWith('RESULT '));
      const routes = lines.find((text) => text.startsWith('ROUTES '));
      if (!line) reject(new Error(`wrk failed:\n${output}`));
      else
        resolve({
          ...(JSON.parse(line.slice('RESULT '.length)) as Omit<WrkResult, 'routes'>),
          routes: routes ? (JSON.parse(routes.slice('ROUTES '.length)) as RouteTiming[]) : [],
        });
    });
  });
}

/** One kind of request on its own (--each): 20 connections for 10 s, after 5 s not counted. */
const each = { connections: 20, seconds: 10, warmUpSeconds: 5 };

/** "GET /api/x" → how often the server logged an unexpected error for it. */
function errorsLogged(logFile: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of readFileSync(logFile, 'utf8').matchAll(/^\[error\] (\S+ \S+)/gm)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every GET of the mix on its own (--each), as the mix sends it (its caller, its own client
 * address per request, its encoding); 1 when one is answered other than 2xx, or under 2,000/s
 * for the site mix's visitor reads.
 */
async function timeEachAlone(
  mix: Kind[],
  sessions: Sessions,
  baseURL: string,
  fillers: Fillers,
): Promise<number> {
  let exitCode = 0;
  console.log(
    `\n${database.kind}: every GET of the mix alone, ${each.connections} connections, ` +
      `${each.seconds} s each; ${workers} server process(es)\n`,
  );
  const rows: (string | number)[][] = [];
  const script = path.join(dataDir, 'each.lua');
  for (const kind of mix.filter((k) => k.method === 'GET')) {
    writeFileSync(script, wrkScript([{ ...kind, share: 1 }], sessions, baseURL, fillers));
    // Warmed up first, as a running site is: each kept answer made once before the count starts.
    await runWrk(script, baseURL, { ...each, seconds: each.warmUpSeconds });
    const alone = await runWrk(script, baseURL, each);
    const rps = Math.round(alone.requests / (alone.duration / 1e6));
    const others = Object.entries(alone.statuses).filter(([status]) => !status.startsWith('2'));
    const name = `${kind.path}${kind.identity ? ' (no compression)' : ''}`;
    rows.push([
      name,
      kind.as,
      rps,
      (alone.p50 / 1000).toFixed(1),
      (alone.p95 / 1000).toFixed(1),
      others.map(([status, n]) => `${status}×${n}`).join(' ') || '—',
    ]);
    if (others.length > 0) exitCode = 1;
    if (values.mix === 'site' && kind.as === 'visitor' && rps < 2000) exitCode = 1;
  }
  printTable(['path', 'as', 'requests/s', 'p50 ms', 'p95 ms', 'not 2xx'], rows, [
    false,
    false,
    true,
    true,
    true,
    false,
  ]);
  if (exitCode)
    console.error('\nA request was refused, or a visitor read of the site mix was under 2,000/s.');
  return exitCode;
}

/**
 * Where the machine's CPU went while wrk ran (from the first to the last reading, both taken
 * while it ran): cores kept busy, and CPU time per request answered, by whom. The server, the
 * database and wrk share the machine here; the kernel's share is mostly the loopback network's.
 * The embedded database runs on a thread of the server's process, so its time is the server's.
 */
function cpuRows(cpu: { at: number; times: CpuTimes }[], result: WrkResult): string[][] {
  const first = cpu.at(1);
  const last = cpu.at(-2);
  if (!first || !last || last.at <= first.at) return [];
  const elapsedMs = last.at - first.at;
  const requests = (result.requests / (result.duration / 1e3)) * elapsedMs;
  const spent = cpuSpent(first.times, last.times);
  const perRequest = (ms: number) => (ms / requests).toFixed(2);
  const others = spent.busy - spent.server - spent.database - spent.wrk;
  return [
    [
      'CPU busy',
      `${(spent.busy / elapsedMs).toFixed(2)} of ${os.cpus().length} cores, ` +
        `${Math.round((spent.kernel / spent.busy) * 100)}% of it in the kernel`,
    ],
    [
      'CPU ms per request',
      `${perRequest(spent.busy)}: server ${perRequest(spent.server)}` +
        (database.kind === 'postgres' ? `, PostgreSQL ${perRequest(spent.database)}` : '') +
        `, wrk ${perRequest(spent.wrk)}, other ${perRequest(others)}`,
    ],
  ];
}

/** The mix at `connections` for `seconds`; 1 when the server answered a 5xx. */
async function runMix(
  mix: Kind[],
  sessions: Sessions,
  server: BenchServer,
  fillers: Fillers,
): Promise<number> {
  const script = path.join(dataDir, 'load.lua');
  writeFileSync(script, wrkScript(mix, sessions, server.baseURL, fillers));

  const total = mix.reduce((sum, kind) => sum + kind.share, 0);
  // In percent of the whole (--only and --without change the shares' sum).
  const shareOf = (test: (kind: Kind) => boolean) =>
    Math.round((mix.filter(test).reduce((sum, kind) => sum + kind.share, 0) / total) * 100);
  console.log(
    `\n${database.kind}: ready in ${server.readyMs} ms (demo data seeded); ` +
      `${connections} connections for ${seconds} s; ${workers} server process(es); ` +
      `server log in ${logFile}\n` +
      `machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} before the run\n` +
      `mix: ${shareOf((kind) => kind.as === 'visitor' && !kind.body)}% visitors' reads, ` +
      `${shareOf((kind) => kind.as === 'member')}% member's reads, ` +
      `${shareOf((kind) => kind.as === 'coach' && !kind.body)}% coaches' reads, ` +
      `${shareOf((kind) => Boolean(kind.body))}% writes\n`,
  );

  const before = residentMB(server.pid);
  const transactions = () =>
    database.kind === 'postgres' ? postgresTransactions(database.url) : Promise.resolve(0);
  const transactionsBefore = await transactions();
  const samples: number[] = [];
  // CPU time read each second while wrk runs (its own time is gone once it exits).
  const cpu: { at: number; times: CpuTimes }[] = [];
  const sampler = setInterval(() => {
    samples.push(residentMB(server.pid));
    cpu.push({ at: performance.now(), times: cpuTimes(server.pid) });
  }, 1000);
  const result = await runWrk(script, server.baseURL).finally(() => clearInterval(sampler));
  await sleep(restSeconds * 1000);
  const after = residentMB(server.pid);
  // Less the two readings' own.
  const transactionsDuring = (await transactions()) - transactionsBefore - 1;

  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => [Number(status), n] as const)
    .sort(([a], [b]) => a - b);
  const count = (test: (status: number) => boolean) =>
    statuses.filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  const serverErrors = count((status) => status >= 500);
  const limited = count((status) => status === 429);
  const refused = count((status) => status >= 400 && status < 500 && status !== 429);
  const socketErrors = result.connect + result.read + result.write + result.timeout;
  const ms = (microseconds: number) => `${(microseconds / 1000).toFixed(1)} ms`;
  const every = samples.length >= 20 ? 10 : 1;
  printTable(
    ['measure', 'value'],
    [
      ['requests', `${result.requests} in ${(result.duration / 1e6).toFixed(1)} s`],
      ['requests/s', String(Math.round(result.requests / (result.duration / 1e6)))],
      ['latency p50 / p95 / p99', `${ms(result.p50)} / ${ms(result.p95)} / ${ms(result.p99)}`],
      [
        'writes sent',
        Object.entries(result.writes)
          .map(([name, n]) => `${name} ${n}`)
          .join(', '),
      ],
      ['statuses', statuses.map(([status, n]) => `${status}×${n}`).join(' ')],
      [
        'errors',
        `${serverErrors + refused + socketErrors}: 5xx ${serverErrors}, ` +
          `4xx other than 429 ${refused}, sockets ${socketErrors} (connect ${result.connect}, ` +
          `read ${result.read}, write ${result.write}, timeout ${result.timeout})`,
      ],
      ['429 (rate limited)', String(limited)],
      ['memory (RSS) before', `${before} MB`],
      ['memory (RSS) peak', `${Math.max(before, ...samples)} MB`],
      [
        `memory (RSS) after +${restSeconds} s idle`,
        `${after} MB (${after >= before ? '+' : ''}${after - before} MB)`,
      ],
      ...cpuRows(cpu, result),
      ...(database.kind === 'postgres'
        ? [
            [
              'PostgreSQL transactions per request',
              (transactionsDuring / result.requests).toFixed(2),
            ],
          ]
        : []),
      [
        `memory every ${every} s`,
        `${samples.filter((_, i) => (i + 1) % every === 0).join(' ')} MB`,
      ],
    ],
  );

  console.log("\nper route (the server's own time, from its Server-Timing header):");
  printTable(
    ['route', 'count', 'p50 ms', 'p95 ms', '5xx'],
    [...result.routes]
      .sort((a, b) => b.n * b.p50 - a.n * a.p50)
      .map((row) => [row.route, row.n, row.p50.toFixed(1), row.p95.toFixed(1), row.errors]),
    [false, true, true, true, true],
  );

  const logged = errorsLogged(logFile);
  if (logged.size > 0) {
    console.log('\nunexpected errors in the server log:');
    for (const [route, n] of logged) console.log(`  ${route}: ${n}`);
  }
  if (serverErrors > 0) {
    console.error(`\nThe server answered ${serverErrors} request(s) with a 5xx.`);
    return 1;
  }
  return 0;
}

requireBuild();
requireWrk();
// --only and --without must name a path of the mix: said before anything is set up.
chosen(requestMix('{asset}', '{event}'));
if (values.db === 'postgres') await requirePostgres(values.url!);
const asset = entryAsset();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
const database: BenchDatabase =
  values.db === 'postgres' ? { kind: 'postgres', url: values.url! } : { kind: 'pglite', dataDir };
if (database.kind === 'postgres') await recreatePostgres(database.url);
// Every core with PostgreSQL (the bench broadcasts nothing, so the app's own live media server
// needing one worker does not matter here), one with PGlite.
// A profile is of one process: the server alone, with no workers.
const workers = Number(
  values.workers ?? (database.kind === 'postgres' && !values.profile ? os.cpus().length : 1),
);
const env = {
  ...serverEnv({ port, dataDir, database }),
  SERVER_TIMING: 'true',
  WEB_CONCURRENCY: String(workers),
};
const profileDir = path.join(dataDir, 'profile');
const logFile = path.join(dataDir, 'server.log');

const athletes = Array.from({ length: 16 }, (_, i) => ({
  email: `load.athlete${i}@bench.example`,
  password: 'Bench-Load-2026',
  name: 'Riley Loadtest',
  userType: 'player' as const,
}));
/**
 * Verified college coaches, each recruiting an athlete of their own: enough of them that their
 * messages stay under the per-sender limit (sendLimits: 30 in 5 minutes) at this mix's rate
 * (about 3,600 messages in 60 s at 6,000 requests/s: 19 a coach, 30 reached by none).
 */
const pairs = Array.from({ length: 192 }, (_, i) => i);
const coachOf = (i: number) => ({
  email: `load.coach${i}@bench.example`,
  password: 'Bench-Load-2026',
  name: `Coach${i} Loadtest`,
  userType: 'coach' as const,
});
const recruitOf = (i: number) => ({
  email: `load.recruit${i}@bench.example`,
  password: 'Bench-Load-2026',
  name: `Recruit${i} Loadtest`,
  userType: 'player' as const,
});
await createUsers(env, database, [...athletes, ...pairs.map(coachOf), ...pairs.map(recruitOf)]);
const recruitProfiles = await seedRecruitingAccounts(database, {
  coaches: 'load.coach',
  athletes: 'load.recruit',
});

/** A JSON call as a signed-in user, from this site's origin; fails the bench on an error. */
async function call(cookie: string, method: string, route: string, body: unknown) {
  const res = await fetch(`${server.baseURL}${route}`, {
    method,
    headers: { cookie, origin: server.baseURL, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${route} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Each coach writes to their recruit, who accepts, and keeps a board with them on it. */
async function coachSessions(): Promise<Session[]> {
  return Promise.all(
    pairs.map(async (i) => {
      const athleteId = recruitProfiles.get(recruitOf(i).email)!;
      const [coach, recruit] = await Promise.all([
        signIn(server.baseURL, coachOf(i)),
        signIn(server.baseURL, recruitOf(i)),
      ]);
      const sent = await call(coach, 'POST', '/api/messages/athletes', {
        athleteId,
        text: 'Hello from State University.',
      });
      const conversation = sent.conversationId as string;
      await call(recruit, 'POST', `/api/messages/${conversation}/answer`, { answer: 'accept' });
      const board = (await call(coach, 'POST', '/api/recruiting/boards', { name: 'Guards' }))
        .id as string;
      await call(coach, 'POST', `/api/recruiting/boards/${board}/entries`, { athleteId });
      return { cookie: coach, board, conversation };
    }),
  );
}

const server = await startServer(
  env,
  logFile,
  undefined,
  values.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
let exitCode = 0;
try {
  const sessions: Sessions = {
    member: [{ cookie: await signIn(server.baseURL, demoMember) }],
    athlete: await Promise.all(
      athletes.map(async (athlete) => ({ cookie: await signIn(server.baseURL, athlete) })),
    ),
    coach: await coachSessions(),
  };
  const mix = chosen(requestMix(asset, await firstEvent(server.baseURL)));
  const fillers: Fillers = {
    athletes: await listedAthletes(server.baseURL),
    sports: trainingSportIds,
    fragments: nameFragments,
  };
  exitCode = values.each
    ? await timeEachAlone(mix, sessions, server.baseURL, fillers)
    : await runMix(mix, sessions, server, fillers);
} finally {
  await server.stop();
}
if (values.profile) printProfile(profileDir);
process.exit(exitCode);
