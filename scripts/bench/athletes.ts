// The athlete list at scale: loads 100,000 generated profiles, starts the built server on it and
// measures the list endpoint (filters and search) under concurrent load.
//
//   npx tsx scripts/bench/athletes.ts --db pglite
//   npx tsx scripts/bench/athletes.ts --db postgres [--url postgres://postgres@127.0.0.1:5432/showcase_bench]
//   options: --rows 100000 --connections 50 --seconds 10
// Needs `npm run build` first. The postgres database is dropped and created again.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAuth } from '../../src/server/auth/create-auth';
import { createVerifiedUser } from '../../src/server/auth/create-verified-user';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

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
  const first = `array['Jordan','Maya','Ethan','Sofia','Marcus','Aaliyah','Noah','Emma','Diego','Zoe','Caleb','Nia','Owen','Ava','Isaiah','Grace','Mateo','Riley','Kai','Hannah']`;
  const last = `array['Johnson','Martinez','Nguyen','Williams','Brooks','Patel','Okafor','Garcia','Sullivan','Kim','Robinson','Hernandez','Foster','Ali','Bennett','Coleman','Reyes','Dawson','Ito','Murphy','Carter','Lopez','Owens','Fischer','Hayes']`;
  const sports = `array['Basketball','Football','Soccer','Baseball','Volleyball','Track and Field','Wrestling','Hockey']`;
  const schools = `array['Lincoln','Washington','Roosevelt','Jefferson','Westlake','Riverside','Central','Northside','Eastview','Oak Ridge','Cherry Creek','Desert Vista','Garfield','Edina','Plant']`;
  const places = `array['Austin, TX','Dallas, TX','Phoenix, AZ','Atlanta, GA','Columbus, OH','Denver, CO','Charlotte, NC','Seattle, WA','Tampa, FL','Minneapolis, MN','Sacramento, CA','Nashville, TN','Boise, ID','Chicago, IL','Baltimore, MD','Omaha, NE','Portland, OR','Buffalo, NY']`;
  await database.db.execute(
    sql.raw(`
    insert into "user" (id, name, email, email_verified, user_type, created_at, updated_at)
    select 'bench-' || g, 'Bench ' || g, 'bench' || g || '@bench.example', true, 'player', now(), now()
    from generate_series(1, ${rows}) g`),
  );
  await database.db.execute(
    sql.raw(`
    insert into player_profiles (user_id, first_name, last_name, sport, position, school, location, state,
      graduation_year, gender, bio, is_complete, created_at, updated_at)
    select 'bench-' || g,
      (${first})[1 + g % 20], (${last})[1 + (g * 7) % 25], (${sports})[1 + abs(hashtext(g || 's')) % 8], 'Starter',
      (${schools})[1 + (g * 3) % 15] || ' High School', (${places})[1 + abs(hashtext(g || 'p')) % 18],
      split_part((${places})[1 + abs(hashtext(g || 'p')) % 18], ', ', 2), 2026 + abs(hashtext(g || 'y')) % 6,
      case when g % 2 = 0 then 'Male' else 'Female' end, 'Generated for the benchmark.', g % 7 <> 0,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
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

/** Keeps `connections` requests in flight for `seconds`; returns exact latency percentiles. */
async function measure(pathAndQuery: string, cookie?: string, forSeconds = seconds) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + forSeconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(`${baseURL}${pathAndQuery}`, { headers: cookie ? { cookie } : {} });
      await res.arrayBuffer();
      if (!res.ok) errors += 1;
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / forSeconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
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
const auth = createAuth({
  config,
  db: database.db,
  mailer: { kind: 'smtp', send: async () => {} },
});
await createVerifiedUser(auth, { ...member, name: 'Bench Member', userType: 'coach' });
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
  const first = (await (await fetch(`${baseURL}/api/athletes?limit=24`)).json()) as {
    nextCursor: string;
  };

  const scenarios: [string, string, string | undefined][] = [
    ['newest first, no filter', '/api/athletes', undefined],
    ['second page (cursor)', `/api/athletes?cursor=${first.nextCursor}`, undefined],
    ['sport', '/api/athletes?sport=Soccer', undefined],
    ['sport + class + state (member)', '/api/athletes?sport=Soccer&gradYear=2028&state=TX', cookie],
    ['search, with a typo', '/api/athletes?q=okafr', undefined],
    ['search + sport', '/api/athletes?q=westlake&sport=Basketball', undefined],
  ];
  console.log(
    `\n${values.db}: ${rows.toLocaleString()} profiles loaded in ${loadMs} ms; ${connections} connections, ${seconds} s each\n`,
  );
  console.log('scenario                          req/s    p50 ms   p95 ms   p99 ms   errors');
  for (const [name, url, withCookie] of scenarios) {
    await measure(url, withCookie, 2); // warm the caches with a short round first
    const result = await measure(url, withCookie);
    console.log(
      `${name.padEnd(32)} ${String(result.rps).padStart(6)} ${result.p50.padStart(9)} ${result.p95.padStart(8)} ${result.p99.padStart(8)} ${String(result.errors).padStart(8)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
