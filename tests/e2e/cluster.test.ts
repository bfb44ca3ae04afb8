import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';

/**
 * The built server with two workers on PostgreSQL (WEB_CONCURRENCY): recurring jobs run once per
 * deployment, a killed worker costs only the requests it held and comes back, and a stop ends
 * the requests in flight and the live event streams cleanly.
 */

const adminUrl = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/postgres';
  return url;
})();
const DATABASE = 'showcase_cluster_test';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE}` }).href;

async function admin<T>(
  run: (client: pg.Client) => Promise<T>,
  connectionString = adminUrl.href,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The cluster test needs PostgreSQL at ${adminUrl.host} (set TEST_DATABASE_URL, or start it: ` +
        `pg_ctlcluster <version> main start): ${String(error)}`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The worker processes of the server (the primary's children). */
function workersOf(primary: ChildProcess): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Waited 60 s for ${what}`);
}

let server: ChildProcess;
let baseURL: string;
let output = '';
let dataDir: string;

beforeAll(async () => {
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${DATABASE}`);
  });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cluster-data-'));
  server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PUBLIC_URL: baseURL,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      LOG_REQUESTS: 'false',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await until('the server to answer', async () => {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const answer = await fetch(`${baseURL}/api/health`).catch(() => null);
    return answer?.ok ? true : undefined;
  });
  await until('two workers', () => (workersOf(server).length === 2 ? true : undefined));
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
});

describe('the server with two workers on PostgreSQL', () => {
  it('runs each recurring job once per deployment, not once per worker', async () => {
    const rows = await until('the recurring jobs to run', () =>
      admin(async (client) => {
        const { rows } = await client.query<{ name: string; runs: number }>(
          `select name, runs from jobs where recurring_key is not null order by name`,
        );
        return rows.length >= 3 && rows.every((row) => row.runs >= 1) ? rows : undefined;
      }, databaseUrl),
    );
    // Both workers looked at start-up (and every second since): each task ran exactly once.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const again = await admin(
      async (client) =>
        (
          await client.query<{ name: string; runs: number }>(
            `select name, runs from jobs where recurring_key is not null order by name`,
          )
        ).rows,
      databaseUrl,
    );
    expect(again.map((row) => row.name)).toEqual(rows.map((row) => row.name));
    expect(again.map((row) => row.runs)).toEqual(again.map(() => 1));
  });

  it(
    'loses only the requests a killed worker held, and starts another',
    { timeout: 90_000 },
    async () => {
      const [victim] = workersOf(server);
      let ok = 0;
      let failed = 0;
      let stop = false;
      const paths = ['/api/athletes', '/api/site', '/', '/api/health'];
      const client = async (index: number) => {
        for (let n = index; !stop; n += 1) {
          try {
            // A connection the primary was handing to the worker as it died is never answered
            // (Node's cluster keeps it): the client's own timeout ends it, counted as lost.
            const answer = await fetch(`${baseURL}${paths[n % paths.length]}`, {
              signal: AbortSignal.timeout(5000),
            });
            await answer.arrayBuffer();
            if (answer.ok) ok += 1;
            else failed += 1;
          } catch {
            failed += 1;
          }
        }
      };
      const CLIENTS = 8;
      const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      process.kill(victim!, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      stop = true;
      await Promise.all(clients);

      // At most one request per client was on the killed worker when it died.
      expect(failed).toBeLessThanOrEqual(CLIENTS);
      expect(ok).toBeGreaterThan(100);
      const workers = await until('a new worker', () => {
        const now = workersOf(server);
        return now.length === 2 && !now.includes(victim!) ? now : undefined;
      });
      expect(workers).toHaveLength(2);
      expect(output).toMatch(/ended \(SIGKILL\); starting another/);
      // And the new one serves.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${baseURL}/api/health`)),
      );
      expect(answers.every((answer) => answer.ok)).toBe(true);
    },
  );

  it('stops cleanly: requests in flight are answered and live event streams end', async () => {
    const events = await fetch(`${baseURL}/api/channels/events`);
    expect(events.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = events.body!.getReader();
    await reader.read(); // the ready event
    // Each settles to its status or its error, so none is left rejecting unobserved.
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${baseURL}/api/athletes`).then(
        (answer) => answer.status,
        (error: unknown) => String(error),
      ),
    );
    server.kill('SIGTERM');
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    // The event stream ends (the browser's EventSource connects again), without an error.
    let ended = false;
    for (;;) {
      const { done } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
    }
    expect(ended).toBe(true);
    expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => 200));
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM received, stopping 2 workers/);
  }, 30_000);
});
