// "Who viewed me" (docs/product.md#profile-views) on an athlete with a long history: seeds
// PostgreSQL with a year of views of one athlete (verified coaches' and other members') among
// views of many other athletes, starts the server on it and times GET /api/me/profile-views
// from 127.0.0.1 for a bounded number of requests, on the first page (which carries the count
// of other members' views) and on a deep page. The target is a p95 of 30 ms: both read day
// ranges of the one athlete in profile_views_athlete_day_idx.
//
//   npm run bench:views [-- --url postgres://postgres@127.0.0.1:5432/showcase_bench_views]
//   options: --requests 400 (per page kind, after 40 to warm up) --concurrency 1 --explain
// The database is dropped and created again (its name must start with showcase_bench). The
// built server runs on it: build first.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { OTHER_VIEWS_DAYS } from '#shared/recruiting';
import type { ProfileViews } from '#shared/schemas/views';
import { openDatabase } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import {
  createUsers,
  fail,
  percentile,
  printTable,
  requireBuild,
  startServer,
  timeCalls,
  recreatePostgres,
  requirePostgres,
  serverEnv,
  signIn,
  type BenchDatabase,
} from './harness';
import { freePort } from './public-routes';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_views' },
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
/** The rows of a raw query, as the PostgreSQL driver answers it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Viewers: verified coaches and other members; athletes viewed besides the one measured. */
const COACHES = 300;
const MEMBERS = 3000;
const OTHER_ATHLETES = 300;
const DAYS = 365;
const athlete = { email: 'bench.athlete@bench.example', password: 'bench-athlete-pass-2026' };

requireBuild();
await requirePostgres(url);
await recreatePostgres(url);
const database: BenchDatabase = { kind: 'postgres', url };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-views-'));
const port = await freePort();
const env = serverEnv({ port, dataDir, database });
await createUsers(env, database, [{ ...athlete, name: 'Jordan Reyes', userType: 'player' }]);

/**
 * The athlete's profile; 300 coaches who were verified when they looked and 3,000 members; a
 * year of their views of the athlete (about 7,000 coaches' and 55,000 members' view-days) and
 * of 300 other athletes (about 100,000 more rows), so the index holds many athletes' ranges.
 */
async function seed(): Promise<{ profileId: string; rows: number }> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const db = handle.db;
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(sql`${user.email} = ${athlete.email}`);
    await db.execute(sql`
      insert into player_profiles (user_id, first_name, last_name, sport, position, school,
        location, state, graduation_year, listed)
      values (${account!.id}, 'Jordan', 'Reyes', 'Basketball', 'Guard', 'Northside High',
        'Austin, TX', 'TX', 2027, true)`);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'views-bench-c' || g, 'Coach ' || g, 'views-bench-c' || g || '@bench.example', true,
        'coach'
      from generate_series(1, ${COACHES}) g`);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'views-bench-m' || g, 'Member ' || g, 'views-bench-m' || g || '@bench.example', true,
        'player'
      from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`
      insert into player_profiles (user_id, first_name, last_name, sport, position, school,
        location, state, graduation_year, listed)
      select 'views-bench-m' || g, 'Athlete', 'Number ' || g, 'Basketball', 'Guard',
        'School ' || (g % 50), 'Austin, TX', 'TX', 2026 + g % 4, true
      from generate_series(1, ${OTHER_ATHLETES}) g`);
    const [profile] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from player_profiles where user_id = ${account!.id}`),
    );
    const profileId = profile!.id;
    // The athlete's year: each day about 20 coaches and 150 members.
    await db.execute(sql`
      insert into profile_views (athlete_id, viewer_id, day, opened_page, played_highlight,
        verified, institution, level, sport, last_at)
      select ${profileId}, 'views-bench-c' || c, current_date - d, true, (c + d) % 4 = 0, true,
        'University ' || (c % 40), 'ncaa-d1', 'Basketball', now() - (d || ' days')::interval
      from generate_series(0, ${DAYS - 1}) d, generate_series(1, ${COACHES}) c
      where (c * 7 + d * 13) % 15 = 0`);
    await db.execute(sql`
      insert into profile_views (athlete_id, viewer_id, day, opened_page, played_highlight,
        verified, last_at)
      select ${profileId}, 'views-bench-m' || m, current_date - d, true, false, false,
        now() - (d || ' days')::interval
      from generate_series(0, ${DAYS - 1}) d, generate_series(1, ${MEMBERS}) m
      where (m * 7 + d * 13) % 20 = 0`);
    // Other athletes' views, around the measured range of the index.
    await db.execute(sql`
      insert into profile_views (athlete_id, viewer_id, day, opened_page, played_highlight,
        verified, last_at)
      select p.id, 'views-bench-m' || m, current_date - (m % 90), true, false, false, now()
      from (select id, row_number() over (order by id) as n from player_profiles
        where user_id like 'views-bench-m%') p, generate_series(1, ${MEMBERS}) m
      where (m + p.n) % 9 = 0`);
    // As autovacuum leaves a table between bursts of writes: its visibility map set.
    await db.execute(sql`vacuum analyze profile_views`);
    await db.execute(sql`analyze`);
    const [total] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from profile_views`),
    );
    if (values.explain) {
      for (const query of [
        `select page.id, u.name, page.day from (select id, viewer_id, day from profile_views
          where athlete_id = '${profileId}' and day >= current_date - 30 and verified
          order by day desc, id desc limit 21)
          page join "user" u on u.id = page.viewer_id order by page.day desc, page.id desc`,
        `select count(*) from profile_views where athlete_id = '${profileId}'
          and day >= current_date - ${OTHER_VIEWS_DAYS} and not verified`,
      ]) {
        const plan = await db.execute(sql.raw(`explain (analyze, buffers) ${query}`));
        console.log(
          rowsOf<{ 'QUERY PLAN': string }>(plan)
            .map((row) => row['QUERY PLAN'])
            .join('\n'),
        );
      }
    }
    return { profileId, rows: total!.count };
  } finally {
    await handle.close();
  }
}

const seeded = await seed();
const logFile = path.join(dataDir, 'server.log');
const server = await startServer(env, logFile);
const baseURL = server.baseURL;

try {
  const cookie = await signIn(baseURL, athlete);
  const ask = async (query: string) => {
    const started = performance.now();
    const res = await fetch(`${baseURL}/api/me/profile-views${query}`, { headers: { cookie } });
    const body = (await res.json()) as ProfileViews;
    const ms = performance.now() - started;
    if (!res.ok) fail(`GET /api/me/profile-views answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  };
  // A deep page: the cursor after ten pages of twenty.
  const first = await ask('');
  if (first.body.items.length !== 20 || first.body.otherViews === 0) {
    fail(`The first page is not full: ${JSON.stringify(first.body).slice(0, 300)}`);
  }
  let cursor = first.body.nextCursor;
  for (let page = 1; page < 10 && cursor; page += 1) {
    cursor = (await ask(`?cursor=${encodeURIComponent(cursor)}`)).body.nextCursor;
  }
  if (!cursor) fail('The athlete has fewer than ten pages of coaches’ views.');
  const kinds: [string, string][] = [
    ['first page (with the count)', ''],
    ['page 11', `?cursor=${encodeURIComponent(cursor)}`],
  ];

  const rows: (string | number)[][] = [];
  let over = false;
  for (const [label, query] of kinds) {
    const { sorted: times, seconds } = await timeCalls(async () => (await ask(query)).ms, {
      requests,
      concurrency,
    });
    const p95 = percentile(times, 95);
    over ||= p95 > TARGET_P95_MS;
    rows.push([
      label,
      requests,
      Math.round(requests / seconds),
      percentile(times, 50).toFixed(1),
      p95.toFixed(1),
      percentile(times, 99).toFixed(1),
      times.at(-1)!.toFixed(1),
      `≤ ${TARGET_P95_MS} ms`,
    ]);
  }
  console.log(
    `\nGET /api/me/profile-views: ${seeded.rows} view rows in all, ` +
      `${first.body.otherViews} other members' views of the athlete in ${OTHER_VIEWS_DAYS} days, ` +
      `${concurrency} request(s) at a time, PostgreSQL\n`,
  );
  printTable(
    ['page', 'requests', 'per second', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target p95'],
    rows,
    [false, true, true, true, true, true, true, true],
  );
  if (over) {
    console.error(`\nA p95 is over the target of ${TARGET_P95_MS} ms.`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
