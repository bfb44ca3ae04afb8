// Saved searches' digests at scale (docs/product.md#coach-search): 100,000 athletes, 2,000
// coaches with 10,000 saved searches, every search due. Runs the digest job twice in this
// process and prints how long each run took and what it sent; the second run must send nothing.
//
//   npm run bench:digest -- --db postgres [--url postgres://postgres@127.0.0.1:5432/showcase_bench_digest]
//   npm run bench:digest -- --db pglite
//   options: --rows 100000 --coaches 2000 --searches 10000 --new 2000
// The postgres database is dropped and created again.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { runDigests } from '#server/modules/recruiting';
import { firstNames, sqlPick, surnameEnds, surnameStarts } from './generated-names';
import {
  fail,
  openBenchDatabase,
  printTable,
  recreatePostgres,
  requirePostgres,
  type BenchDatabase,
} from './harness';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_digest' },
    rows: { type: 'string', default: '100000' },
    coaches: { type: 'string', default: '2000' },
    searches: { type: 'string', default: '10000' },
    /** athletes listed within the last day: what the digests have to name */
    new: { type: 'string', default: '2000' },
  },
});
const rows = Number(values.rows);
const coaches = Number(values.coaches);
const searchCount = Number(values.searches);
const newRows = Number(values.new);
if (![rows, coaches, searchCount, newRows].every((n) => Number.isInteger(n) && n > 0)) {
  fail('--rows, --coaches, --searches and --new take whole numbers above 0.');
}

const sports = ['Basketball', 'Football', 'Soccer', 'Baseball', 'Volleyball', 'Wrestling'];
const positions = ['Guard', 'Forward', 'Center', 'Quarterback', 'Midfielder', 'Pitcher'];
const states = ['TX', 'AZ', 'GA', 'OH', 'CO', 'NC', 'WA', 'FL', 'CA', 'NY'];

const database: BenchDatabase =
  values.db === 'postgres'
    ? { kind: 'postgres', url: values.url! }
    : { kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-digest-')) };
if (database.kind === 'postgres') {
  await requirePostgres(database.url);
  await recreatePostgres(database.url);
}
const handle = await openBenchDatabase(database);
await handle.migrate();
const { db } = handle;

const loadStarted = performance.now();
// Athletes: the newest `newRows` listed within the last day (new to every digest), the rest
// long before. A tenth are minors whose profiles are not listed: no digest may name them.
await db.execute(
  sql.raw(`
  insert into "user" (id, name, email, email_verified, user_type, created_at, updated_at)
  select 'athlete-' || g, 'Athlete ' || g, 'athlete' || g || '@bench.example', true, 'player', now(), now()
  from generate_series(1, ${rows}) g`),
);
await db.execute(
  sql.raw(`
  insert into player_profiles (user_id, first_name, last_name, sport, position, school, location,
    state, graduation_year, gender, is_complete, listed, visibility, created_at, updated_at,
    listed_at, height_inches, weight_lbs, has_highlight)
  select 'athlete-' || g, ${sqlPick(firstNames, 'f')},
    ${sqlPick(surnameStarts, 'l')} || ${sqlPick(surnameEnds, 'e')}, ${sqlPick(sports, 's')},
    ${sqlPick(positions, 'o')}, 'Bench High School', 'Austin, TX', ${sqlPick(states, 't')},
    2026 + abs(hashtext(g || 'y')) % 6, 'Female', true, g % 10 <> 0,
    case when g % 7 = 0 then 'coaches' else 'public' end,
    at, at, case when g % 10 <> 0 then at end,
    62 + abs(hashtext(g || 'h')) % 20, 120 + abs(hashtext(g || 'w')) % 140, g % 10 = 1
  from generate_series(1, ${rows}) g,
    lateral (select case when g <= ${newRows}
      then now() - (g * 80000 / ${newRows} || ' seconds')::interval
      else now() - (2 + g / 100 || ' days')::interval end as at) t`),
);
// Coaches, nine in ten verified; each keeps searches/coaches saved searches, all due.
await db.execute(
  sql.raw(`
  insert into "user" (id, name, email, email_verified, user_type, created_at, updated_at)
  select 'coach-' || g, 'Coach ' || g, 'coach' || g || '@bench.example', true, 'coach', now(), now()
  from generate_series(1, ${coaches}) g`),
);
await db.execute(
  sql.raw(`
  insert into coach_profiles (user_id, first_name, last_name, coach_type, sport, institution)
  select 'coach-' || g, 'Coach', 'Number ' || g, 'college', 'Basketball', 'Bench University'
  from generate_series(1, ${coaches}) g`),
);
await db.execute(
  sql.raw(`
  insert into coach_verifications (user_id, institution, level, domain_email, status,
    email_confirmed_at, reviewed_at, expires_at)
  select 'coach-' || g, 'Bench University', 'ncaa-d1', 'coach@bench.edu', 'approved', now(), now(),
    case when g % 10 = 0 then now() - interval '1 day' else now() + interval '300 days' end
  from generate_series(1, ${coaches}) g`),
);
// Filters as coaches save them: a sport, with a position, a class, a height or weight range, a
// highlight video, a state; four in five daily.
const filterShapes = [
  `jsonb_build_object('sport', ${sqlPick(sports, 's')})`,
  `jsonb_build_object('sport', ${sqlPick(sports, 's')}, 'position', ${sqlPick(positions, 'o')})`,
  `jsonb_build_object('sport', ${sqlPick(sports, 's')}, 'gradYear', 2026 + abs(hashtext(g || 'y')) % 6)`,
  `jsonb_build_object('heightMin', 70 + abs(hashtext(g || 'h')) % 8, 'state', ${sqlPick(states, 't')})`,
  `jsonb_build_object('sport', ${sqlPick(sports, 's')}, 'weightMin', 180, 'weightMax', 230, 'hasHighlight', true)`,
  `jsonb_build_object('position', ${sqlPick(positions, 'o')}, 'heightMin', 72, 'updatedWithinDays', 30)`,
];
await db.execute(
  sql.raw(`
  insert into saved_searches (coach_id, name, filters, frequency, last_digest_at, created_at)
  select 'coach-' || (1 + g % ${coaches}), 'Search ' || g,
    (array[${filterShapes.join(', ')}])[1 + g % ${filterShapes.length}],
    case when g % 5 = 0 then 'weekly' else 'daily' end,
    case when g % 5 = 0 then now() - interval '7 days 1 hour' else now() - interval '25 hours' end,
    now() - interval '30 days'
  from generate_series(1, ${searchCount}) g`),
);
await db.execute(sql`analyze`);
const loadMs = Math.round(performance.now() - loadStarted);

const mails: MailMessage[] = [];
const deps = {
  db,
  mailer: { kind: 'smtp' as const, send: async (mail: MailMessage) => void mails.push(mail) },
  siteName: 'Showcase',
  publicUrl: 'http://127.0.0.1',
};

const results: (string | number)[][] = [];
for (const run of ['first', 'second']) {
  const before = mails.length;
  const started = performance.now();
  const result = await runDigests(deps, new Date());
  const seconds = (performance.now() - started) / 1000;
  results.push([
    run,
    seconds.toFixed(1),
    result.searches,
    result.mails,
    result.athletes,
    mails.length - before,
  ]);
}
/** One count from the database. */
const countOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
const sent = await countOf(sql`select count(*)::int as n from saved_search_sent`);
const hidden = await countOf(sql`
  select count(*)::int as n from saved_search_sent s
  join player_profiles p on p.id = s.athlete_id where not p.listed`);
await handle.close();

console.log(
  `\n${values.db}: ${rows.toLocaleString()} athletes (${newRows.toLocaleString()} new), ${coaches.toLocaleString()} coaches, ${searchCount.toLocaleString()} saved searches loaded in ${loadMs} ms\n`,
);
printTable(['run', 'seconds', 'searches', 'mails', 'athletes named', 'mails sent'], results, [
  false,
  true,
  true,
  true,
  true,
  true,
]);
console.log(`\nrecorded as sent: ${sent}; of them not listed (must be 0): ${hidden}`);
const second = results[1]!;
if (second[3] !== 0 || hidden !== 0) {
  fail('The second run sent mail, or a digest named an athlete who is not listed.');
}
