// What the benchmarks (durability.ts, load.ts, web.ts) share: checks that what they need is
// there, a fresh database, the built server as a child process, sign-ins and memory readings.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSiteAuth } from '#server/site-auth';
import { createCaches } from '#server/caches';
import { createVerifiedUser, type VerifiedUserInput } from '#server/auth/create-verified-user';
import { loadConfig } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { signIn as signInAs } from '../lib/server-session';

export const serverEntry = 'dist/server/index.js';

/** Where the data lives: a PGlite folder (DATA_DIR/db) or a PostgreSQL database. */
export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function requireBuild(): void {
  if (!existsSync(serverEntry)) {
    fail(`${serverEntry} is missing: run npm run build first.`);
  }
}

export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    fail('The benchmark needs wrk, an HTTP load generator. Install it: apt-get install -y wrk');
  }
}

const withoutPassword = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

/**
 * A connection to the maintenance database beside the benchmark's own, which must be named
 * showcase_bench… since the benchmark drops it. Stops with a message when nobody answers.
 */
async function connectMaintenance(url: string): Promise<{ client: pg.Client; name: string }> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^showcase_bench\w*$/.test(name)) {
    fail('The benchmark drops its database: give --url a database named showcase_bench…');
  }
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: target.toString(),
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL does not answer at ${withoutPassword(url)} (${(error as Error).message}). ` +
        'Start it, or point --url at one that runs.',
    );
  }
  return { client, name };
}

/** Stops with a message, before any work, when the database cannot be used. */
export async function requirePostgres(url: string): Promise<void> {
  await (await connectMaintenance(url)).client.end();
}

/** Drops and creates the benchmark's database. */
export async function recreatePostgres(url: string): Promise<void> {
  const { client, name } = await connectMaintenance(url);
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

export const benchSecret = 'bench-secret-bench-secret-bench-secret-0002';

/** The environment of the server under test. */
export function serverEnv(options: {
  port: number;
  dataDir: string;
  database: BenchDatabase;
}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    BETTER_AUTH_SECRET: benchSecret,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    LOG_REQUESTS: 'false',
    // Every request says which client it is for in X-Forwarded-For, so the per-address limits
    // of the write routes count each request on its own.
    TRUST_PROXY: 'true',
    ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : {}),
  };
}

/**
 * The transactions PostgreSQL has finished in the bench's database: each statement sent outside a
 * transaction is one, a transaction of several is one. Its statistics are written when a
 * connection falls idle, so read it after the load has rested.
 */
export async function postgresTransactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ done: string }>(
      'select xact_commit + xact_rollback as done from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.done ?? 0);
  } finally {
    await client.end();
  }
}

export function openBenchDatabase(database: BenchDatabase): Promise<DatabaseHandle> {
  return openDatabase(
    database.kind === 'postgres'
      ? database
      : { kind: 'pglite', dataDir: path.join(database.dataDir, 'db') },
  );
}

/** Migrates the empty database and creates accounts that can sign in at once. */
export async function createUsers(
  env: NodeJS.ProcessEnv,
  database: BenchDatabase,
  users: VerifiedUserInput[],
): Promise<void> {
  const handle = await openBenchDatabase(database);
  try {
    await handle.migrate();
    const auth = createSiteAuth({
      config: loadConfig(env),
      db: handle.db,
      mailer: { kind: 'dev-mailbox', send: async () => {} },
      caches: createCaches(),
    });
    for (const user of users) await createVerifiedUser(auth, user);
  } finally {
    await handle.close();
  }
}

/**
 * Makes the accounts whose addresses start with `coaches` verified college coaches (NCAA D2: no
 * contact calendar in their way) and those starting with `athletes` listed, complete basketball
 * profiles a coach may write to; returns each athlete's profile id by address.
 */
export async function seedRecruitingAccounts(
  database: BenchDatabase,
  prefixes: { coaches: string; athletes: string },
): Promise<Map<string, string>> {
  const handle = await openBenchDatabase(database);
  const coaches = `${prefixes.coaches}%`;
  const athletes = `${prefixes.athletes}%`;
  try {
    const year = new Date().getUTCFullYear() + 1;
    await handle.db.execute(sql`
      insert into coach_profiles (user_id, first_name, last_name, coach_type, sport, institution)
      select id, 'Coach', name, 'college', 'Basketball', 'State University'
      from "user" where email like ${coaches}`);
    await handle.db.execute(sql`
      insert into coach_verifications (user_id, institution, level, domain_email, status,
        email_confirmed_at, reviewed_at, expires_at)
      select id, 'State University', 'ncaa-d2', 'coach@state.edu', 'approved', now(), now(),
        now() + interval '1 year'
      from "user" where email like ${coaches}`);
    await handle.db.execute(sql`
      insert into player_profiles (user_id, first_name, last_name, sport, position, school,
        location, state, graduation_year, listed, is_complete)
      select id, 'Athlete', name, 'Basketball', 'Guard', 'Northside High', 'Austin, TX', 'TX',
        ${year}, true, true
      from "user" where email like ${athletes}`);
    const rows = (await handle.db.execute(sql`
      select u.email, p.id from player_profiles p join "user" u on u.id = p.user_id
      where u.email like ${athletes}`)) as unknown as { rows: { email: string; id: string }[] };
    return new Map(rows.rows.map((row) => [row.email, row.id]));
  } finally {
    await handle.close();
  }
}

export type BenchServer = {
  process: ChildProcess;
  pid: number;
  baseURL: string;
  /** Milliseconds from spawn until /api/health answered 200. */
  readyMs: number;
  /** kill -9: ends the process at once, whatever it was doing. */
  kill: () => Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop: () => Promise<void>;
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `node dist/server/index.js` and waits until /api/health answers. Its standard error goes
 * to `logFile` (appended); its standard output (a line per mail sent) is dropped. `cwd` is the
 * app's folder (the server finds dist/client and media there): this checkout unless given.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  logFile: string,
  cwd?: string,
  /** Node's own options (a CPU profile: `--cpu-prof`). */
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  const started = performance.now();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', log],
  });
  const baseURL = env.PUBLIC_URL!;
  const gone = exited(child);
  const signal = async (name: NodeJS.Signals) => {
    child.kill(name);
    await gone;
  };
  let ended = false;
  void gone.then(() => (ended = true));

  for (let attempt = 0; attempt < 600 && !ended; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) {
        return {
          process: child,
          pid: child.pid!,
          baseURL,
          readyMs: Math.round(performance.now() - started),
          kill: () => signal('SIGKILL'),
          stop: () => signal('SIGTERM'),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await signal('SIGKILL');
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  return fail(`The server did not start (log: ${logFile}):\n${tail}`);
}

/** A client address for X-Forwarded-For, different for every `n` below 2^24. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let signIns = 0;

/** Signs in with email and password; returns the Cookie header that carries the session. */
export async function signIn(
  baseURL: string,
  account: { email: string; password: string },
): Promise<string> {
  signIns += 1;
  // Each sign-in from an address of its own: the per-address sign-in limit never answers.
  return signInAs(baseURL, account, { 'x-forwarded-for': clientAddress(0xff0000 + signIns) }).catch(
    (error: Error) => fail(error.message),
  );
}

/** The resident memory of a server: its process and its workers (WEB_CONCURRENCY), in MB. */
export function residentMB(pid: number): number {
  const kB = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    } catch {
      return 0; // a worker that just ended
    }
  };
  const all = [pid, ...childrenOf(pid)];
  return Math.round(all.reduce((sum, id) => sum + kB(id), 0) / 1024);
}

/** A process's own children (a server's workers). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // it just ended
  }
}

/** /proc counts CPU time in ticks of 10 ms (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

/** A process's name and the CPU time it has used (user and system), in ms; null once it ended. */
export function processTime(pid: number): { name: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line; `rest` starts at field 3.
    return { name, ms: (Number(rest[11]) + Number(rest[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/**
 * CPU time used so far, in ms: by the machine (busy, and in the kernel), by the server's processes,
 * and by each PostgreSQL and wrk process, by process id (they come and go during a run).
 */
export type CpuTimes = {
  busy: number;
  kernel: number;
  server: number;
  database: Map<number, number>;
  wrk: Map<number, number>;
};

/**
 * Reads /proc: the machine's busy time (all but idle and I/O wait) and its time in the kernel
 * (system, interrupts), the server's processes (`serverPid` and its workers), and every process
 * named postgres or wrk.
 */
export function cpuTimes(serverPid: number): CpuTimes {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number) as number[];
  const server = [serverPid, ...childrenOf(serverPid)]
    .map((pid) => processTime(pid)?.ms ?? 0)
    .reduce((sum, ms) => sum + ms, 0);
  const database = new Map<number, number>();
  const wrk = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const one = processTime(Number(entry));
    if (one?.name === 'postgres') database.set(Number(entry), one.ms);
    else if (one?.name === 'wrk') wrk.set(Number(entry), one.ms);
  }
  return {
    busy: (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS,
    kernel: (system! + irq! + softirq!) * TICK_MS,
    server,
    database,
    wrk,
  };
}

/**
 * CPU ms spent between two readings: by the machine, in the kernel, by the server, and by the
 * processes of a group alive at the later one (a process that ended between them is not counted).
 */
export function cpuSpent(first: CpuTimes, last: CpuTimes) {
  const group = (key: 'database' | 'wrk') =>
    [...last[key]].reduce((sum, [pid, ms]) => sum + ms - (first[key].get(pid) ?? 0), 0);
  return {
    busy: last.busy - first.busy,
    kernel: last.kernel - first.kernel,
    server: last.server - first.server,
    database: group('database'),
    wrk: group('wrk'),
  };
}

/**
 * Prints rows under a header, each column padded to its widest cell: text left, numbers right,
 * or as `rightAligned` says (for numbers already formatted as text, such as 1.0).
 */
export function printTable(
  header: string[],
  rows: (string | number)[][],
  rightAligned?: boolean[],
): void {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => String(row[i] ?? '').length)),
  );
  const numeric = header.map((_, i) => rightAligned?.[i] ?? typeof rows[0]?.[i] === 'number');
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, i) =>
        numeric[i] ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The value at percentile `p` of sorted numbers (the nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Times `requests` calls of `call` (each resolves with its own milliseconds), `concurrency` at a
 * time, after `warmUp` calls that are not counted: the times sorted, and the seconds it all took.
 */
export async function timeCalls(
  call: () => Promise<number>,
  {
    requests,
    concurrency,
    warmUp = 40,
  }: { requests: number; concurrency: number; warmUp?: number },
): Promise<{ sorted: number[]; seconds: number }> {
  for (let i = 0; i < warmUp; i += 1) await call();
  const times: number[] = [];
  let left = requests;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      times.push(await call());
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { sorted: times.sort((a, b) => a - b), seconds };
}
