// A showcase's roster book (docs/product.md#roster-book): seeds a program with 60 teams of 17
// athletes (1,020, some of them hidden from coaches, most with a featured highlight), one showcase
// with all 60 teams, and around them 300 other programs' teams and 20,000 athletes; starts the
// server on PostgreSQL and times GET /api/events/{id}/roster-book and its CSV file as a verified
// coach, from 127.0.0.1. Targets: a p95 of 150 ms for the book and 300 ms for the file. A book is
// read in a fixed number of queries (the event, the coach's standing, the teams, and the athletes
// in one indexed join); --explain prints the athletes' plan.
//
//   npm run bench:roster-book [-- --url postgres://postgres@127.0.0.1:5432/showcase_bench_roster_book]
//   options: --requests 50 (after 5 to warm up) --concurrency 1 --explain
// The database is dropped and created again (its name must start with showcase_bench). The
// built server runs on it: build first.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import {
  createUsers,
  fail,
  percentile,
  printTable,
  recreatePostgres,
  requireBuild,
  requirePostgres,
  serverEnv,
  signIn,
  startServer,
  timeCalls,
  type BenchDatabase,
} from './harness';
import { freePort } from './public-routes';

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_roster_book',
    },
    requests: { type: 'string', default: '50' },
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
if (!new URL(url).pathname.slice(1).startsWith('showcase_bench')) {
  fail('The database is dropped and made again: its name must start with showcase_bench.');
}
const TARGET_BOOK_P95_MS = 150;
const TARGET_CSV_P95_MS = 300;
const TEAMS = 60;
const PER_TEAM = 17;
const OTHER_TEAMS = 300;
const OTHER_ATHLETES = 20_000;
const coach = { email: 'bench.coach@bench.example', password: 'bench-coach-pass-2026' };
const owner = { email: 'bench.club@bench.example', password: 'bench-club-pass-2026' };

requireBuild();
await requirePostgres(url);
await recreatePostgres(url);
const database: BenchDatabase = { kind: 'postgres', url };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-roster-book-'));
const port = await freePort();
const env = serverEnv({ port, dataDir, database });
await createUsers(env, database, [
  { ...coach, name: 'Casey Morgan', userType: 'coach' },
  { ...owner, name: 'Bench Hoops Club', userType: 'organization' },
]);

/**
 * The coach, verified for a year; the club's program with its 60 teams and their rosters (one
 * athlete in 20 not listed, one in 25 shown to nobody but coaches, a few invited or gone), a
 * featured clip for two athletes in three; the showcase; and other programs around them.
 */
async function seed(): Promise<string> {
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    const db = handle.db;
    await db.execute(sql`
      insert into coach_profiles (user_id, first_name, last_name, coach_type, sport, institution)
      select id, 'Casey', 'Morgan', 'college', 'Basketball', 'State University'
      from "user" where email = ${coach.email}`);
    await db.execute(sql`
      insert into coach_verifications (user_id, institution, level, domain_email, status,
        email_confirmed_at, reviewed_at, expires_at)
      select id, 'State University', 'ncaa-d1', 'casey.morgan@state.edu', 'approved', now(), now(),
        now() + interval '1 year'
      from "user" where email = ${coach.email}`);
    // The club and 300 other programs (each with one team), so the tables are not tiny.
    await db.execute(sql`
      insert into organizations (owner_user_id, name, type, slug)
      select id, 'Bench Hoops Club', 'club', 'bench-hoops-club' from "user"
      where email = ${owner.email}`);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'book-bench-org-' || g, 'Club ' || g, 'book-bench-org-' || g || '@bench.example',
        true, 'organization'
      from generate_series(1, ${OTHER_TEAMS}) g`);
    await db.execute(sql`
      insert into organizations (owner_user_id, name, type, slug)
      select 'book-bench-org-' || g, 'Club ' || g, 'club', 'book-bench-club-' || g
      from generate_series(1, ${OTHER_TEAMS}) g`);
    await db.execute(sql`
      insert into teams (organization_id, name, sport, level, season)
      select o.id, 'Bench ' || lpad(g::text, 2, '0') || ' 17U', 'Basketball', '17U', '2026–27'
      from organizations o, generate_series(1, ${TEAMS}) g where o.slug = 'bench-hoops-club'`);
    await db.execute(sql`
      insert into teams (organization_id, name, sport, level, season)
      select id, name || ' 16U', 'Basketball', '16U', '2026–27'
      from organizations where slug like 'book-bench-club-%'`);
    // The showcase's athletes, then the others.
    const athletes = TEAMS * PER_TEAM;
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'book-bench-' || g, 'Athlete ' || g, 'book-bench-' || g || '@bench.example', true,
        'player'
      from generate_series(1, ${athletes + OTHER_ATHLETES}) g`);
    await db.execute(sql`
      insert into player_profiles (user_id, first_name, last_name, sport, position, school,
        location, state, graduation_year, listed, visibility)
      select 'book-bench-' || g, 'Athlete', 'Number ' || g, 'Basketball', 'Guard',
        'School ' || (g % 500), 'Austin, TX', 'TX', 2026 + g % 4, g % 20 <> 0,
        case when g % 25 = 0 then 'coaches' when g % 3 = 0 then 'members' else 'public' end
      from generate_series(1, ${athletes + OTHER_ATHLETES}) g`);
    // Athlete n (1…1020) is active on the club's team (n - 1) / 17 with jersey n % 17; every
    // 50th has an older entry that left and every 60th one on another team still invited.
    await db.execute(sql`
      with club_teams as (
        select t.id, row_number() over (order by t.name) - 1 as k
        from teams t join organizations o on o.id = t.organization_id
        where o.slug = 'bench-hoops-club'),
      numbered as (
        select p.id, substring(p.user_id from 12)::int as n from player_profiles p
        where p.user_id like 'book-bench-%' and p.user_id not like 'book-bench-org-%')
      insert into roster_entries (team_id, profile_id, status, jersey_number, position)
      select t.id, a.id, 'active', a.n % ${PER_TEAM}, case when a.n % 4 = 0 then 'Wing' end
      from numbered a join club_teams t on t.k = (a.n - 1) / ${PER_TEAM}
      where a.n <= ${athletes}
      union all
      select t.id, a.id, 'left', null, null
      from numbered a join club_teams t on t.k = (a.n - 1) / ${PER_TEAM}
      where a.n <= ${athletes} and a.n % 50 = 0
      union all
      select t.id, a.id, 'invited', null, null
      from numbered a join club_teams t on t.k = ((a.n - 1) / ${PER_TEAM} + 1) % ${TEAMS}
      where a.n <= ${athletes} and a.n % 60 = 0`);
    // The other programs' teams hold the other athletes, about 67 a team.
    await db.execute(sql`
      with other_teams as (
        select t.id, row_number() over (order by t.id) - 1 as k
        from teams t join organizations o on o.id = t.organization_id
        where o.slug like 'book-bench-club-%'),
      numbered as (
        select p.id, substring(p.user_id from 12)::int as n from player_profiles p
        where p.user_id like 'book-bench-%' and p.user_id not like 'book-bench-org-%')
      insert into roster_entries (team_id, profile_id, status, jersey_number)
      select t.id, a.id, 'active', a.n % 99
      from numbered a join other_teams t on t.k = (a.n - ${athletes} - 1) % ${OTHER_TEAMS}
      where a.n > ${athletes}`);
    await db.execute(sql`
      insert into highlight_videos (profile_id, title, position, featured, url, content_type,
        size_bytes, provider, status)
      select p.id, 'Highlights, ' || p.last_name, 0, true,
        'https://media.bench.example/' || p.id || '.mp4', 'video/mp4', 1000000, 'storage', 'ready'
      from player_profiles p where p.user_id like 'book-bench-%'
        and substring(p.user_id from 12) ~ '^[0-9]+$'
        and substring(p.user_id from 12)::int % 3 <> 0`);
    // The showcase with all of the club's teams, and a game of each other program.
    await db.execute(sql`
      insert into events (organization_id, kind, title, starts_at, ends_at, time_zone, place,
        city, state)
      select id, 'showcase', 'Bench Winter Showcase', now() + interval '7 days',
        now() + interval '7 days 8 hours', 'America/Chicago', 'Lakeside Fieldhouse', 'Madison',
        'WI'
      from organizations where slug = 'bench-hoops-club'`);
    await db.execute(sql`
      insert into events (organization_id, kind, title, starts_at, ends_at)
      select id, 'game', name || ' home game', now() + interval '3 days',
        now() + interval '3 days 2 hours'
      from organizations where slug like 'book-bench-club-%'`);
    await db.execute(sql`
      insert into event_teams (event_id, team_id)
      select e.id, t.id from events e join teams t on t.organization_id = e.organization_id`);
    await db.execute(sql`analyze`);
    const found = (await db.execute(
      sql`select id from events where kind = 'showcase' and title = 'Bench Winter Showcase'`,
    )) as unknown as { rows: { id: string }[] };
    const eventId = found.rows[0]!.id;
    if (values.explain) {
      // The athletes as roster-book.ts reads them.
      const plan = (await db.execute(
        sql.raw(`explain (analyze, buffers)
          select r.team_id, t.name, r.jersey_number, r.position, p.*, h.title
          from event_teams et
          join teams t on t.id = et.team_id
          join roster_entries r on r.team_id = et.team_id and r.status = 'active'
          join lateral (
            select id, user_id, first_name, last_name, sport, position, graduation_year, listed,
              visibility
            from player_profiles where id = r.profile_id limit 1) p on true
          left join lateral (
            select title from highlight_videos where profile_id = r.profile_id and featured
              and status = 'ready' and url is not null limit 1) h on true
          where et.event_id = '${eventId}'
          order by t.name, t.id, r.jersey_number asc nulls last, p.last_name, p.id`),
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return eventId;
  } finally {
    await handle.close();
  }
}

const eventId = await seed();
const logFile = path.join(dataDir, 'server.log');
const server = await startServer(env, logFile);
const baseURL = server.baseURL;

try {
  const cookie = await signIn(baseURL, coach);
  const time = async (address: string, read: (res: Response) => Promise<unknown>) => {
    const started = performance.now();
    const res = await fetch(address, { headers: { cookie } });
    const body = await read(res);
    const ms = performance.now() - started;
    if (!res.ok) fail(`GET ${address} answered ${res.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  };
  const bookUrl = `${baseURL}/api/events/${eventId}/roster-book`;
  const csvUrl = `${bookUrl}.csv`;
  const first = await time(bookUrl, (res) => res.json());
  const book = first.body as { athletes: unknown[]; hiddenCount: number; teams: unknown[] };
  const file = (await time(csvUrl, (res) => res.text())).body as string;
  const csvRows = file.trimEnd().split('\r\n').length - 1;
  if (book.teams.length !== TEAMS) fail(`The book has ${book.teams.length} teams, not ${TEAMS}.`);
  if (book.athletes.length + book.hiddenCount !== TEAMS * PER_TEAM) {
    fail(`The book counts ${book.athletes.length + book.hiddenCount} athletes.`);
  }
  if (csvRows !== book.athletes.length) fail(`The file has ${csvRows} rows.`);

  const rows: (string | number)[][] = [];
  let over = false;
  for (const [name, address, target, read] of [
    [
      'GET /api/events/{id}/roster-book',
      bookUrl,
      TARGET_BOOK_P95_MS,
      (res: Response) => res.json(),
    ],
    [
      'GET /api/events/{id}/roster-book.csv',
      csvUrl,
      TARGET_CSV_P95_MS,
      (res: Response) => res.text(),
    ],
    // The page as the server renders it for the coach, with the book in it.
    [
      'GET /events/{id}/roster-book (page)',
      `${baseURL}/events/${eventId}/roster-book`,
      TARGET_BOOK_P95_MS,
      (res: Response) => res.text(),
    ],
  ] as const) {
    const { sorted: times, seconds } = await timeCalls(async () => (await time(address, read)).ms, {
      requests,
      concurrency,
      warmUp: 5,
    });
    const p95 = percentile(times, 95);
    if (p95 > target) over = true;
    rows.push([
      name,
      requests,
      Math.round(requests / seconds),
      percentile(times, 50).toFixed(1),
      p95.toFixed(1),
      times.at(-1)!.toFixed(1),
      `≤ ${target} ms`,
    ]);
  }
  console.log(
    `\nA showcase of ${TEAMS} teams: ${book.athletes.length} athletes shown to the coach, ` +
      `${book.hiddenCount} hidden; ${requests} requests each, ${concurrency} at a time, PostgreSQL\n`,
  );
  printTable(
    ['route', 'requests', 'per second', 'p50 ms', 'p95 ms', 'max ms', 'target p95'],
    rows,
    [false, true, true, true, true, true, true],
  );
  if (over) {
    console.error('\nA p95 is over its target.');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
