// The admin member search at scale: makes sure the database holds at least 100,000 members
// (adding generated ones with their plans, access switches, bans, guardian consents and sessions
// when it has fewer), then times searches through the service the API calls (listMembers):
// parts of names and of email addresses, with and without filters, in every order, pages 1
// and 2. Prints p50/p95/max per kind of search and overall, and with --explain the plans.
//
//   createdb -h 127.0.0.1 -U postgres showcase_bench
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/showcase_bench npm run bench:admin-members
//   (the database's name must contain "bench": generated members are added to it)
//   options: --members 100000 --runs 20 (each search, after one warm-up) --explain
//
// Generated members have ids starting with "members-bench-": the database keeps them, so a
// second run measures at once.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { memberListQuerySchema, type MemberListFilters } from '#shared/schemas/admin-members';
import { openDatabase, withSessionSettings, type Database } from '#server/db/client';
import * as schema from '#server/db/schema';
import { lastNames } from '#server/modules/athletes';
import { listMembers } from '#server/modules/admin-members';
import { firstNames, sqlPick, surnameEnds, surnameStarts } from './generated-names';
import { fail, printTable } from './harness';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
  },
});
const wanted = Number(values.members);
const runs = Number(values.runs);
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  fail(
    'Set BENCH_DATABASE_URL to a PostgreSQL database for benchmarks, for example postgres://postgres@127.0.0.1:5432/showcase_bench (createdb showcase_bench first)',
  );
}
// It adds 100,000 generated members: never to a database that is not meant for it.
if (!/bench/i.test(new URL(url).pathname)) {
  fail(
    `BENCH_DATABASE_URL must name a database whose name contains "bench" (got ${new URL(url).pathname.slice(1)}).`,
  );
}

// Two-part surnames besides the demo athletes' 24, with the first ten endings: about 1 member in
// 500 shares a surname, as in a real list.
const memberSurnameEnds = surnameEnds.slice(0, 10);
const domains = ['gmail.example', 'school.example', 'club.example', 'mail.example', 'edu.example'];

/**
 * Adds members numbered from..to (g) in bulk: a name and an address made from it, a type, a
 * join time a few minutes apart, and for some of them a plan, access off, a ban, a pending
 * guardian consent, an admin role and a session.
 */
async function addMembers(from: number, to: number) {
  const series = `generate_series(${from}, ${to}) g`;
  const first = sqlPick(firstNames, 'f');
  const last = `case when g % 10 = 0 then ${sqlPick(lastNames, 'l')} else ${sqlPick(surnameStarts, 'l')} || ${sqlPick(memberSurnameEnds, 'e')} end`;
  await db.execute(
    sql.raw(`
    insert into "user" (id, name, email, email_verified, role, user_type, banned, ban_reason,
      created_at, updated_at)
    select 'members-bench-' || g, f || ' ' || l,
      lower(f) || '.' || lower(l) || g || '@' || ${sqlPick(domains, 'd')},
      g % 10 <> 0,
      case when g % 20000 = 0 then 'admin' else 'user' end,
      case when g % 10 < 7 then 'player' when g % 10 < 9 then 'coach' else 'organization' end,
      g % 500 = 0, case when g % 500 = 0 then 'Generated ban' end,
      now() - (g || ' minutes')::interval - (abs(hashtext(g || 's')) % 60 || ' seconds')::interval,
      now()
    from (select g, ${first} as f, ${last} as l from ${series}) named`),
  );
  await db.execute(
    sql.raw(`
    insert into subscriptions (user_id, tier, status, provider, current_period_end, state_at)
    select 'members-bench-' || g,
      case when g % 50 < 8 then 'premium' else 'recruiting' end,
      case when g % 50 < 10 then 'active' else 'canceled' end,
      'sandbox', now() + interval '20 days', now()
    from ${series} where g % 50 < 11`),
  );
  await db.execute(
    sql.raw(`
    insert into member_access (user_id, has_access)
    select 'members-bench-' || g, false from ${series} where g % 200 = 7`),
  );
  await db.execute(
    sql.raw(`
    insert into guardian_consents (user_id, guardian_email, token_hash, status, expires_at)
    select 'members-bench-' || g, 'guardian' || g || '@family.example', md5('members-bench-' || g),
      case when g % 3 = 0 then 'pending' else 'granted' end, now() + interval '14 days'
    from ${series} where g % 10 < 7 and g % 25 = 1`),
  );
  await db.execute(
    sql.raw(`
    insert into session (id, expires_at, token, created_at, updated_at, user_id, ip_address)
    select 'members-bench-session-' || g, now() + interval '7 days', md5('members-bench-token-' || g),
      now() - (g % 1440 || ' minutes')::interval, now(), 'members-bench-' || g, '198.51.100.' || (g % 250)
    from ${series} where g % 3 = 0`),
  );
}

// Migrations first, through the app's own client.
const handle = await openDatabase({ kind: 'postgres', url });
await handle.migrate();
await handle.close();

// As the app connects: the same driver, schema and session settings.
const pool = new pg.Pool({ connectionString: withSessionSettings(url), max: 4 });
const db: Database = drizzle(pool, { schema });

const [{ total = 0, generated = 0 } = {}] = (
  await pool.query<{ total: number; generated: number }>(
    `select count(*)::int as total, count(*) filter (where id like 'members-bench-%')::int as generated from "user"`,
  )
).rows;
if (total < wanted) {
  const started = performance.now();
  const missing = wanted - total;
  console.log(`Adding ${missing.toLocaleString('en-US')} members (the database has ${total})...`);
  for (let from = generated + 1; from <= generated + missing; from += 20_000) {
    await addMembers(from, Math.min(from + 19_999, generated + missing));
  }
  await pool.query('analyze');
  console.log(`Added in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
const [{ members = 0 } = {}] = (
  await pool.query<{ members: number }>('select count(*)::int as members from "user"')
).rows;

type Scenario = { group: string; label: string; filters: MemberListFilters; page2?: boolean };

// Fragments as an administrator types them: a first name, part of a surname, a first name and
// the start of a surname, parts of addresses (a name, a number, a domain), in both cases.
const nameParts = ['jord', 'Maya', 'ashf', 'okaf', 'WESTW', 'riley n', 'ton', 'Hart'];
const emailParts = ['.kingsby', 'olivia.', '4521@', 'club.ex', 'n77', 'mail.example'];
const filterSets: { label: string; filters: MemberListFilters }[] = [
  { label: 'coach', filters: { userType: 'coach' } },
  { label: 'premium', filters: { plan: 'premium' } },
  { label: 'no plan', filters: { plan: 'none' } },
  { label: 'access off', filters: { access: 'off' } },
  { label: 'banned', filters: { banned: 'yes' } },
  { label: 'admins', filters: { role: 'admin' } },
  { label: 'consent pending', filters: { consentPending: 'yes' } },
  {
    label: 'player, premium, not banned',
    filters: { userType: 'player', plan: 'premium', banned: 'no' },
  },
];

const scenarios: Scenario[] = [
  ...(['newest', 'oldest', 'name'] as const).flatMap((sort) => [
    { group: 'no search', label: `all, ${sort}`, filters: { sort } },
    { group: 'no search', label: `all, ${sort}, page 2`, filters: { sort }, page2: true },
  ]),
  ...nameParts.flatMap((search) => [
    { group: 'name part', label: `"${search}"`, filters: { q: search } },
    { group: 'name part', label: `"${search}", page 2`, filters: { q: search }, page2: true },
    {
      group: 'name part',
      label: `"${search}", by name`,
      filters: { q: search, sort: 'name' as const },
    },
  ]),
  ...emailParts.flatMap((search) => [
    { group: 'email part', label: `"${search}"`, filters: { q: search } },
    { group: 'email part', label: `"${search}", page 2`, filters: { q: search }, page2: true },
  ]),
  ...filterSets.flatMap(({ label, filters }) => [
    { group: 'filters', label, filters },
    { group: 'filters', label: `${label}, page 2`, filters, page2: true },
    {
      group: 'search + filters',
      label: `"jord", ${label}`,
      filters: { ...filters, q: 'jord' },
    },
    {
      group: 'search + filters',
      label: `".kingsby", ${label}`,
      filters: { ...filters, q: '.kingsby' },
    },
  ]),
];

/** The query of the scenario; for a page 2, with the cursor page 1 gave. */
async function queryOf(scenario: Scenario) {
  const query = memberListQuerySchema.parse(scenario.filters);
  if (!scenario.page2) return query;
  const first = await listMembers(db, query);
  return first.nextCursor ? { ...query, cursor: first.nextCursor } : null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1) ?? NaN].map((ms) =>
    ms.toFixed(1),
  );
};

const timesByGroup = new Map<string, number[]>();
const all: number[] = [];
const plans: (string | number)[][] = [];
for (const scenario of scenarios) {
  const query = await queryOf(scenario);
  if (!query) continue;
  // One warm-up, as an administrator's second search finds the pages cached.
  const warm = await listMembers(db, query);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await listMembers(db, query);
    times.push(performance.now() - started);
  }
  const group = timesByGroup.get(scenario.group) ?? [];
  group.push(...times);
  timesByGroup.set(scenario.group, group);
  all.push(...times);
  if (values.explain) {
    // The plan of the page query itself (the first statement listMembers sends).
    const page = await explainPage(scenario, query);
    plans.push([scenario.label, warm.items.length, summary(times)[0]!, page]);
  }
}

/** EXPLAIN ANALYZE of the statement that reads the page's members (not the per-row details). */
async function explainPage(scenario: Scenario, query: Parameters<typeof listMembers>[1]) {
  const sent: { query: string; params: unknown[] }[] = [];
  const capture = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void sent.push({ query: text, params }) },
  });
  await listMembers(capture, query);
  const pageStatement = sent[0]!;
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${pageStatement.query}`,
    pageStatement.params,
  );
  const plan = rows.map((row) => row['QUERY PLAN']);
  console.log(`\n-- ${scenario.label}\n${plan.join('\n')}`);
  const indexes = [
    ...new Set(plan.join('\n').match(/(?<=(?:using|on) )\w+(?:_idx|_pkey)\b/g) ?? []),
  ];
  const seqScan = plan.some((line) => /Seq Scan on "?user"?/.test(line));
  return `${indexes.join(', ') || 'no index'}${seqScan ? ' + seq scan of user' : ''}`;
}

console.log(
  `\n${members.toLocaleString('en-US')} members; ${scenarios.length} searches, ${runs} times each (ms):\n`,
);
printTable(
  ['searches', 'count', 'p50', 'p95', 'max'],
  [
    ...[...timesByGroup].map(([group, times]) => [group, times.length, ...summary(times)]),
    ['all', all.length, ...summary(all)],
  ],
  [false, true, true, true, true],
);
if (plans.length > 0) {
  console.log('\nIndexes each page query used:\n');
  printTable(['search', 'rows', 'p50 ms', 'plan'], plans, [false, true, true, false]);
}
await pool.end();
