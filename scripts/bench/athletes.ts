// The athlete list at scale: loads 100,000 generated profiles, starts the built server on it and
// measures the list endpoint (filters and search) under concurrent load with wrk, for visitors,
// members and a verified coach with the coach filters (docs/product.md#coach-search).
//
//   npm run bench:athletes -- --db pglite
//   npm run bench:athletes -- --db postgres [--url postgres://postgres@127.0.0.1:5432/showcase_bench]
//   options: --rows 100000 --connections 50 --seconds 10
// Needs `npm run build` first and wrk (Debian: apt-get install -y wrk). The postgres database is
// dropped and created again.
//
// Each scenario spreads its requests over many queries, as visitors do: every sport, every
// class and state, dozens of misspelt names. First pages are what most visitors load and the
// server keeps them briefly; the "deep page" scenarios ask for a new random cursor on every
// request, so none of them is ever served from memory: they measure the database path alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSiteAuth } from '#server/site-auth';
import { createCaches } from '#server/caches';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { loadConfig } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { lastNames } from '#server/modules/athletes';
import { firstNames, sqlPick, surnameEnds, surnameStarts } from './generated-names';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/showcase_bench' },
    rows: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3950' },
  },
});
const rows = Number(values.rows);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const port = Number(values.port);
const onPostgres = values.db === 'postgres';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-athletes-'));
const baseURL = `http://127.0.0.1:${port}`;
const member = { email: 'bench.member@bench.example', password: 'bench-member-pass' };
const coach = { email: 'bench.coach@bench.example', password: 'bench-coach-pass' };

const positions = [
  'Guard',
  'Forward',
  'Center',
  'Quarterback',
  'Midfielder',
  'Pitcher',
  'Outside Hitter',
  'Wing',
];

const sports = [
  'Basketball',
  'Football',
  'Soccer',
  'Baseball',
  'Volleyball',
  'Track and Field',
  'Wrestling',
  'Hockey',
];
const places = [
  'Austin, TX',
  'Dallas, TX',
  'Phoenix, AZ',
  'Atlanta, GA',
  'Columbus, OH',
  'Denver, CO',
  'Charlotte, NC',
  'Seattle, WA',
  'Tampa, FL',
  'Minneapolis, MN',
  'Sacramento, CA',
  'Nashville, TN',
  'Boise, ID',
  'Chicago, IL',
  'Baltimore, MD',
  'Omaha, NE',
  'Portland, OR',
  'Buffalo, NY',
];
// Names and schools as varied as a real list: 60 first names, the demo athletes' 24 surnames
// plus 480 made of two parts (Ashford, Blackwell...), 1,200 schools made the same way (Cedar
// Ridge High School). A surname then belongs to about 1 athlete in 500 and a school to about 1
// in 1,000.
const schoolStarts = [
  'Cedar',
  'Maple',
  'Oak',
  'Pine',
  'River',
  'Lake',
  'Stone',
  'Fox',
  'Elm',
  'Green',
  'Silver',
  'Eagle',
  'Hawk',
  'Spring',
  'Willow',
  'Clear',
  'Red',
  'Blue',
  'Golden',
  'Mill',
  'Bay',
  'Sun',
  'Iron',
  'Shadow',
  'Falcon',
  'Prairie',
  'Desert',
  'Summit',
  'Harbor',
  'Canyon',
  'Cherry',
  'Aspen',
  'Birch',
  'Coral',
  'Granite',
  'Heritage',
  'Liberty',
  'Meadow',
  'Pioneer',
  'Valley',
];
const schoolEnds = [
  ' Ridge',
  ' Creek',
  'wood',
  ' Valley',
  ' View',
  'brook',
  ' Crest',
  ' Haven',
  ' Point',
  ' Park',
  'dale',
  ' Grove',
  ' Hills',
  'field',
  ' Lake',
  ' Springs',
  ' Heights',
  ' Landing',
  ' Trail',
  ' Vista',
  ' Meadows',
  ' Hollow',
  ' Bend',
  ' Glen',
  ' Crossing',
  ' Mesa',
  ' Bluff',
  ' Shores',
  ' Pointe',
  ' Run',
];

async function recreatePostgres(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

async function load(database: DatabaseHandle) {
  const started = performance.now();
  const place = sqlPick(places, 'p');
  await database.db.execute(
    sql.raw(`
    insert into "user" (id, name, email, email_verified, user_type, created_at, updated_at)
    select 'bench-' || g, 'Bench ' || g, 'bench' || g || '@bench.example', true, 'player', now(), now()
    from generate_series(1, ${rows}) g`),
  );
  await database.db.execute(
    sql.raw(`
    insert into player_profiles (user_id, first_name, last_name, sport, position, school, location, state,
      graduation_year, gender, bio, is_complete, listed, created_at, updated_at, listed_at,
      height_inches, weight_lbs, has_highlight)
    select 'bench-' || g,
      ${sqlPick(firstNames, 'f')},
      case when g % 20 = 0 then ${sqlPick(lastNames, 'l')}
        else ${sqlPick(surnameStarts, 'l')} || ${sqlPick(surnameEnds, 'e')} end, ${sqlPick(sports, 's')},
      ${sqlPick(positions, 'o')},
      ${sqlPick(schoolStarts, 'h')} || ${sqlPick(schoolEnds, 'k')} || ' High School', ${place},
      split_part(${place}, ', ', 2), 2026 + abs(hashtext(g || 'y')) % 6,
      case when g % 2 = 0 then 'Male' else 'Female' end, 'Generated for the benchmark.', g % 7 <> 0, true,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
      now() - (g || ' minutes')::interval,
      -- Heights 5'2" to 6'9", weights 120 to 259 lbs; one athlete in ten has a highlight video.
      62 + abs(hashtext(g || 'h')) % 20, 120 + abs(hashtext(g || 'w')) % 140, g % 10 = 0
    from generate_series(1, ${rows}) g`),
  );
  await database.db.execute(sql`analyze`);
  return Math.round(performance.now() - started);
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start.');
}

type Result = { rps: number; p50: number; p95: number; p99: number; errors: number };

/**
 * wrk's script: each request picks one of `paths` at random; with `deep`, it appends a cursor
 * made up on the spot (a random point in the profiles' time span), so no two pages repeat.
 */
function wrkScript(paths: string[], headers: Record<string, string>, deep: boolean) {
  const lua = (value: string) => JSON.stringify(value);
  const now = Math.floor(Date.now() / 1000);
  return `
local paths = { ${paths.map(lua).join(', ')} }
local headers = { ${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ')} }
local deep = ${deep ? 'true' : 'false'}
local alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
local function base64url(data)
  local out = {}
  for i = 1, #data, 3 do
    local a, b, c = data:byte(i, i + 2)
    local n = a * 65536 + (b or 0) * 256 + (c or 0)
    local chars = 2 + (b and 1 or 0) + (c and 1 or 0)
    for j = 1, chars do
      local index = math.floor(n / 2 ^ (6 * (4 - j))) % 64
      out[#out + 1] = alphabet:sub(index + 1, index + 1)
    end
  end
  return table.concat(out)
end
local function cursor()
  local at = ${now} - math.random(60, ${rows} * 60)
  local id = string.format('%08x-%04x-4%03x-8%03x-%012x', math.random(0, 0x7fffffff),
    math.random(0, 0xffff), math.random(0, 0xfff), math.random(0, 0xfff), math.random(0, 0xffffffff))
  local stamp = os.date('!%Y-%m-%dT%H:%M:%S', at) .. string.format('.%06dZ', math.random(0, 999999))
  return base64url('["' .. stamp .. '","' .. id .. '"]')
end
function init(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end
function request()
  local path = paths[math.random(#paths)]
  if deep then
    path = path .. (path:find('?', 1, true) and '&' or '?') .. 'cursor=' .. cursor()
  end
  return wrk.format('GET', path, headers)
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
function measure(
  paths: string[],
  {
    cookie,
    deep = false,
    forSeconds = seconds,
  }: { cookie?: string; deep?: boolean; forSeconds?: number },
): Result {
  const script = path.join(dataDir, 'scenario.lua');
  const headers: Record<string, string> = {
    'Accept-Encoding': 'gzip',
    ...(cookie ? { Cookie: cookie } : {}),
  };
  writeFileSync(script, wrkScript(paths, headers, deep));
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${forSeconds}s`, '--timeout', '5s', '-s', script, baseURL],
    { encoding: 'utf8' },
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
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

/** Asks for every path once, a few at a time. */
async function askOnce(paths: string[], cookie?: string) {
  const queue = [...paths];
  const ask = async (next: string) =>
    (await fetch(`${baseURL}${next}`, { headers: cookie ? { cookie } : {} })).arrayBuffer();
  const worker = async () => {
    for (let next = queue.pop(); next; next = queue.pop()) {
      // A kept-alive connection the server has just closed fails once: ask again.
      await ask(next).catch(() => ask(next));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

if (spawnSync('wrk', ['--version']).error) {
  console.error(
    'The benchmark needs wrk, an HTTP load generator. Install it: apt-get install -y wrk',
  );
  process.exit(1);
}
if (onPostgres) await recreatePostgres(values.url!);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  LOG_REQUESTS: 'false',
  ...(onPostgres ? { DATABASE_URL: values.url } : {}),
};
const config = loadConfig(env);
const database = await openDatabase(
  onPostgres
    ? { kind: 'postgres', url: values.url! }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
);
await database.migrate();
const loadMs = await load(database);
const auth = createSiteAuth({
  config,
  db: database.db,
  mailer: { kind: 'smtp', send: async () => {} },
  caches: createCaches(),
});
await createVerifiedUser(auth, { ...member, name: 'Bench Member', userType: 'coach' });
// A verified coach: the coach filters are theirs (docs/product.md#coach-search).
const { id: coachId } = await createVerifiedUser(auth, {
  ...coach,
  name: 'Bench Coach',
  userType: 'coach',
});
await database.db.execute(sql`
  insert into coach_profiles (user_id, first_name, last_name, coach_type, sport, institution, title)
  values (${coachId}, 'Bench', 'Coach', 'college', 'Basketball', 'Bench University', 'Coach')
  on conflict do nothing`);
await database.db.execute(sql`
  insert into coach_verifications (user_id, institution, level, domain_email, status,
    email_confirmed_at, reviewed_at, expires_at)
  values (${coachId}, 'Bench University', 'ncaa-d1', 'coach@bench.edu', 'approved', now(), now(),
    now() + interval '365 days')`);
await database.close();

const server = spawn(process.execPath, ['dist/server/index.js'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth();
  const login = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(member),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const coachLogin = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(coach),
  });
  const coachCookie = coachLogin.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const probe = await fetch(`${baseURL}/api/athletes?position=Guard&heightMin=74`, {
    headers: { cookie: coachCookie },
  });
  if (!probe.ok) throw new Error(`The coach filters answered ${probe.status}.`);
  const pages = ['/api/athletes'];
  for (let page = 1; page < 5; page += 1) {
    const res = await fetch(`${baseURL}${pages.at(-1)}`);
    const { nextCursor } = (await res.json()) as { nextCursor: string };
    pages.push(`/api/athletes?cursor=${nextCursor}`);
  }
  const classes = [2026, 2027, 2028, 2029, 2030, 2031];
  const states = [
    'TX',
    'AZ',
    'GA',
    'OH',
    'CO',
    'NC',
    'WA',
    'FL',
    'MN',
    'CA',
    'TN',
    'ID',
    'IL',
    'MD',
    'NE',
    'OR',
    'NY',
  ];
  // One letter dropped from each name and school: "okafr", "jordn", "westlke".
  const words = [
    ...firstNames.slice(0, 20),
    ...lastNames.slice(0, 10),
    ...surnameStarts.slice(0, 20).map((start, i) => start + surnameEnds[i % surnameEnds.length]),
    ...schoolStarts.slice(0, 20).map((start, i) => start + schoolEnds[i % schoolEnds.length]),
  ].map((word) => word.toLowerCase());
  const typos = words
    .filter((word) => word.length >= 5)
    .map((word) => word.slice(0, -2) + word.slice(-1));
  const q = (params: Record<string, string | number>) =>
    `/api/athletes?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  const bySport = sports.map((sport) => q({ sport }));
  const byAll = sports.flatMap((sport) =>
    classes.flatMap((gradYear) => states.map((state) => q({ sport, gradYear, state }))),
  );
  const searches = typos.map((text) => q({ q: text }));
  const searchesBySport = typos.flatMap((text) => sports.map((sport) => q({ q: text, sport })));
  // What coaches ask (docs/product.md#coach-search): a sport and position with a height or
  // weight range, with a highlight video, recently updated, and the ranges alone.
  const heights = [66, 68, 70, 72, 74, 76];
  const coachQueries = [
    ...sports.flatMap((sport, i) =>
      positions.map((position, j) =>
        q({ sport, position, heightMin: heights[(i + j) % heights.length]! }),
      ),
    ),
    ...sports.flatMap((sport) =>
      [150, 180, 210].map((weightMin) =>
        q({ sport, weightMin, weightMax: weightMin + 40, hasHighlight: 'true' }),
      ),
    ),
    ...sports.map((sport) => q({ sport, hasHighlight: 'true' })),
    ...heights.map((heightMin) => q({ heightMin, heightMax: heightMin + 3 })),
    ...[7, 30, 90].flatMap((updatedWithinDays) => [
      q({ updatedWithinDays }),
      ...sports.map((sport) => q({ sport, updatedWithinDays, hasHighlight: 'true' })),
    ]),
    ...classes.map((gradYear) =>
      q({ gradYear, position: 'Guard', heightMin: 72, weightMax: 220, hasHighlight: 'true' }),
    ),
  ];

  const scenarios: [string, string[], { cookie?: string; deep?: boolean }][] = [
    ['newest, pages 1-5', pages, {}],
    [`sport (${bySport.length} queries)`, bySport, {}],
    [`sport+class+state, member (${byAll.length})`, byAll, { cookie }],
    [`search, a typo (${searches.length})`, searches, {}],
    [`search + sport (${searchesBySport.length})`, searchesBySport, {}],
    ['deep page: sport', bySport, { deep: true }],
    ['deep page: sport+class+state, member', byAll, { cookie, deep: true }],
    ['deep page: search, a typo', searches, { deep: true }],
    [`coach filters, coach (${coachQueries.length})`, coachQueries, { cookie: coachCookie }],
    ['deep page: coach filters, coach', coachQueries, { cookie: coachCookie, deep: true }],
  ];
  console.log(
    `\n${values.db}: ${rows.toLocaleString()} profiles loaded in ${loadMs} ms; ${connections} connections, ${seconds} s each\n`,
  );
  console.log(
    'scenario                                  req/s    p50 ms   p95 ms   p99 ms   errors',
  );
  for (const [name, paths, options] of scenarios) {
    // Warm up: a short round, then (first pages) every query once, as a site that has been
    // running a while has them. Deep pages stay cold: each asks for a page never asked before.
    measure(paths, { ...options, forSeconds: 2 });
    if (!options.deep) await askOnce(paths, options.cookie);
    const result = measure(paths, options);
    console.log(
      `${name.padEnd(40)} ${String(result.rps).padStart(6)} ${result.p50.toFixed(1).padStart(9)} ${result.p95.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.errors).padStart(8)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
