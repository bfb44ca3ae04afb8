// A recruiting board of 500 athletes (docs/product.md#recruiting-boards): seeds a verified coach
// with a full board on PostgreSQL, starts the server on it and times GET
// /api/recruiting/boards/{id} from 127.0.0.1 for a bounded number of requests. The target is a
// p95 of 30 ms: the board's row and, beside it, its entries (an index scan on board_id) with
// their athletes probed by key; --explain prints the entries' plan.
//
//   npm run bench:board [-- --url postgres://postgres@127.0.0.1:5432/showcase_bench_board]
//   options: --requests 400 (after 40 to warm up) --concurrency 1 --explain
// The database is dropped and created again (its name must start with showcase_bench). The
// built server runs on it: build first.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { defaultBoardStages, MAX_BOARD_ENTRIES } from '#shared/recruiting';
import { openDatabase } from '#server/db/client';
import { coachProfiles } from '#server/db/schema/accounts';
import { user } from '#server/db/schema/auth';
import { coachVerifications, recruitingBoards } from '#server/db/schema/recruiting';
import {
  createUsers,
  fail,
  percentile,
  requireBuild,
  startServer,
  timeCalls,
  printTable,
  recreatePostgres,
  requirePostgres,
  serverEnv,
  signIn,
  type BenchDatabase,
} from './harness';
import { freePort } from './public-routes';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_board' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '1' },
    explain: { type: 'boolean', default: false },
  },
});
const url = values.url!;
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(requests) || requests < 20 || requests > 10_000) {
  fail('--requests must be a whole number from 20 to 10000.');
}
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
  fail('--concurrency must be a whole number from 1 to 32.');
}
const TARGET_P95_MS = 30;
const ATHLETES = 20_000;
const OTHER_BOARDS = 199;
const coach = { email: 'bench.coach@bench.example', password: 'bench-coach-pass-2026' };

requireBuild();
await requirePostgres(url);
await recreatePostgres(url);
const database: BenchDatabase = { kind: 'postgres', url };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-board-'));
const port = await freePort();
const env = serverEnv({ port, dataDir, database });
await createUsers(env, database, [{ ...coach, name: 'Casey Morgan', userType: 'coach' }]);

/**
 * The coach, verified for a year, and their board of 500 athletes spread over the five stages
 * with ratings and notes, some of them hidden since; around it 20,000 athletes and 199 other
 * coaches' boards of 500 (100,000 entries in all).
 */
async function seed(): Promise<string> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const db = handle.db;
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(sql`${user.email} = ${coach.email}`);
    const coachId = account!.id;
    await db.insert(coachProfiles).values({
      userId: coachId,
      firstName: 'Casey',
      lastName: 'Morgan',
      coachType: 'college',
      sport: 'Basketball',
      institution: 'State University',
      title: 'Assistant Coach',
    });
    const now = new Date();
    await db.insert(coachVerifications).values({
      userId: coachId,
      institution: 'State University',
      level: 'ncaa-d1',
      domainEmail: 'casey.morgan@state.edu',
      status: 'approved',
      emailConfirmedAt: now,
      reviewedAt: now,
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600_000),
    });
    // 20,000 athletes, one in twenty of them hidden since they were added to boards.
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'board-bench-' || g, 'Athlete ' || g, 'board-bench-' || g || '@bench.example', true,
        'player'
      from generate_series(1, ${ATHLETES}) g`);
    await db.execute(sql`
      insert into player_profiles (user_id, first_name, last_name, sport, position, school,
        location, state, graduation_year, listed)
      select 'board-bench-' || g, 'Athlete', 'Number ' || g, 'Basketball', 'Guard',
        'School ' || (g % 500), 'Austin, TX', 'TX', 2026 + g % 4, g % 20 <> 0
      from generate_series(1, ${ATHLETES}) g`);
    // Other coaches' full boards around the one measured, so the tables are not tiny.
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'board-bench-coach-' || g, 'Coach ' || g, 'board-bench-coach-' || g || '@bench.example',
        true, 'coach'
      from generate_series(1, ${OTHER_BOARDS}) g`);
    await db.execute(sql`
      insert into recruiting_boards (coach_id, name, stages)
      select 'board-bench-coach-' || g, 'Board ' || g, ${JSON.stringify(defaultBoardStages)}::jsonb
      from generate_series(1, ${OTHER_BOARDS}) g`);
    const [board] = await db
      .insert(recruitingBoards)
      .values({ coachId, name: 'Class of 2027 guards', stages: [...defaultBoardStages] })
      .returning({ id: recruitingBoards.id });
    // Each board holds 500 athletes in a row of the numbered list, a different stretch for each.
    await db.execute(sql`
      with numbered as (
        select id, row_number() over (order by user_id) - 1 as n from player_profiles
        where user_id like 'board-bench-%'),
      boards as (
        select id, row_number() over (order by created_at, id) - 1 as k from recruiting_boards)
      insert into board_entries (board_id, athlete_id, stage, rating, notes, added_at, moved_at)
      select b.id, a.id, a.n % 5, case when a.n % 3 = 0 then null else 1 + a.n % 5 end,
        'Seen at the fall showcase. Quick first step, good hands.',
        now() - (a.n || ' hours')::interval, now() - ((a.n * 7 + b.k) % 5000 || ' minutes')::interval
      from boards b
      join numbered a on (a.n - b.k * 193 + ${ATHLETES} * 100) % ${ATHLETES} < ${MAX_BOARD_ENTRIES}`);
    await db.execute(sql`analyze`);
    // The board read as the service reads it (boards.ts, getBoard), for --explain.
    const explainSql = `explain (analyze, buffers)
      select e.*, a.*
      from board_entries e
      left join lateral (
        select p.listed, p.id, p.first_name, p.last_name, p.sport, p.avatar_url, p.position,
          p.school, p.state, p.graduation_year
        from player_profiles p where p.id = e.athlete_id limit 1) a on true
      where e.board_id = '${board!.id}' and exists (
        select 1 from recruiting_boards b where b.id = '${board!.id}' and b.coach_id = '${coachId}')
      order by e.stage, e.moved_at`;
    if (values.explain) {
      const plan = (await handle.db.execute(sql.raw(explainSql))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return board!.id;
  } finally {
    await handle.close();
  }
}

const boardId = await seed();
const logFile = path.join(dataDir, 'server.log');
const server = await startServer(env, logFile);
const baseURL = server.baseURL;

try {
  const cookie = await signIn(baseURL, coach);
  const boardUrl = `${baseURL}/api/recruiting/boards/${boardId}`;
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(boardUrl, { headers: { cookie } });
    const body = (await res.json()) as { entries?: { hidden: boolean }[] };
    const ms = performance.now() - started;
    if (!res.ok) fail(`GET board answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms, entries: body.entries ?? [] };
  };
  const first = await ask();
  const hidden = first.entries.filter((entry) => entry.hidden).length;
  if (first.entries.length !== MAX_BOARD_ENTRIES) {
    fail(`The board answered ${first.entries.length} entries, not ${MAX_BOARD_ENTRIES}.`);
  }
  const { sorted: times, seconds } = await timeCalls(async () => (await ask()).ms, {
    requests,
    concurrency,
  });
  const p95 = percentile(times, 95);
  console.log(
    `\nGET /api/recruiting/boards/{id}: ${MAX_BOARD_ENTRIES} entries (${hidden} hidden), ` +
      `${requests} requests, ${concurrency} at a time, PostgreSQL\n`,
  );
  printTable(
    ['requests', 'per second', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target p95'],
    [
      [
        requests,
        Math.round(requests / seconds),
        percentile(times, 50).toFixed(1),
        p95.toFixed(1),
        percentile(times, 99).toFixed(1),
        times.at(-1)!.toFixed(1),
        `≤ ${TARGET_P95_MS} ms`,
      ],
    ],
    [true, true, true, true, true, true, true],
  );
  if (p95 > TARGET_P95_MS) {
    console.error(`\np95 ${p95.toFixed(1)} ms is over the target of ${TARGET_P95_MS} ms.`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
