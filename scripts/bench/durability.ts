// Durability under a crash: concurrent writers call the real write routes of the built server,
// every write the server acknowledged (answered 2xx) is remembered, the server is killed with
// SIGKILL while writes are in flight and started again on the same data, a few rounds in a row.
// At the end the server is stopped and the database is read through the server's own modules:
// every acknowledged write must be there.
//
//   npm run bench:durability                      (PGlite, then PostgreSQL)
//   npm run bench:durability -- --db pglite|postgres|both
//   options: --seconds 10 (of writing per round) --rounds 3 --port 3960
//            --url postgres://postgres@127.0.0.1:5432/showcase_bench_durability
// Needs `npm run build` first. The postgres database is dropped and created again; PGlite gets
// a fresh folder under the system's temporary directory.
//
// Writes, each with its own X-Forwarded-For so the per-address limits never refuse one:
// - POST /api/newsletter and POST /api/contact, a new address each time: every acknowledged one
//   must have its row.
// - PUT /api/me/profile by signed-in athletes, one writer per athlete saving a new bio each time.
//   A later save replaces an earlier one, so the saves of an athlete up to the stored bio count
//   as survived and acknowledged saves after it as lost.
// A write that was in flight at the kill may or may not be stored: found, it counts as "extra".
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { user } from '#server/db/schema/auth';
import { playerProfiles } from '#server/db/schema/athletes';
import { contactMessages } from '#server/db/schema/contact-messages';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import type { ContactMessageInput } from '#shared/schemas/contact';
import {
  clientAddress,
  createUsers,
  fail,
  openBenchDatabase,
  printTable,
  recreatePostgres,
  requireBuild,
  requirePostgres,
  serverEnv,
  signIn,
  startServer,
  type BenchDatabase,
  type BenchServer,
} from './harness';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    url: {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_durability',
    },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3960' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const port = Number(values.port);
const databases = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
if (!databases.every((name) => name === 'pglite' || name === 'postgres')) {
  fail('--db must be pglite, postgres or both.');
}
if (!(seconds > 0) || !(rounds >= 1)) fail('--seconds and --rounds must be positive numbers.');

const writersPerRoute = 4;
const password = 'Bench-Durability-2026';
const athleteEmail = (round: number, writer: number) =>
  `durability.r${round}.a${writer}@bench.example`;

type Outcome = 'acknowledged' | 'refused' | 'in doubt';
/** One write: `key` is what finds it in the database (an email, a bio). */
type Write = { key: string; outcome: Outcome; status?: number };
type RoundLog = {
  newsletter: Write[];
  contact: Write[];
  /** Each athlete's saves, in the order they were sent (one at a time). */
  profiles: Map<string, Write[]>;
  inFlightAtKill: number;
  restartMs: number;
};

type Writer = {
  route: string;
  log: Write[];
  /** The next write: the key that identifies it and the request that makes it. */
  next: (n: number) => { key: string; init: RequestInit };
};

let addresses = 0;

function jsonRequest(baseURL: string, method: string, body: unknown, cookie?: string) {
  addresses += 1;
  return {
    method,
    headers: {
      'content-type': 'application/json',
      origin: baseURL,
      'x-forwarded-for': clientAddress(addresses),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  } satisfies RequestInit;
}

function profileSave(bio: string): ProfileEditorInput {
  return {
    firstName: 'Riley',
    lastName: 'Durable',
    sport: 'Basketball',
    position: 'Guard',
    school: 'Crashville High School',
    location: 'Austin, TX',
    graduationYear: '2028',
    bio,
    height: null,
    weight: null,
    gender: 'Female',
  };
}

function writersFor(baseURL: string, round: number, cookies: Map<string, string>, log: RoundLog) {
  const writers: Writer[] = [];
  for (let w = 0; w < writersPerRoute; w += 1) {
    writers.push({
      route: 'POST /api/newsletter',
      log: log.newsletter,
      next: (n) => {
        const email = `durability.r${round}.n${w}.${n}@bench.example`;
        return { key: email, init: jsonRequest(baseURL, 'POST', { email }) };
      },
    });
    writers.push({
      route: 'POST /api/contact',
      log: log.contact,
      next: (n) => {
        const email = `durability.r${round}.c${w}.${n}@bench.example`;
        const message: ContactMessageInput = {
          name: 'Durability Check',
          email,
          subject: `Round ${round} message ${n}`,
          message: 'A message written while the server may be killed at any moment.',
        };
        return { key: email, init: jsonRequest(baseURL, 'POST', message) };
      },
    });
    const athlete = athleteEmail(round, w);
    const saves: Write[] = [];
    log.profiles.set(athlete, saves);
    writers.push({
      route: 'PUT /api/me/profile',
      log: saves,
      next: (n) => {
        const bio = `Round ${round}, save ${n} of ${athlete}.`;
        return {
          key: bio,
          init: jsonRequest(baseURL, 'PUT', profileSave(bio), cookies.get(athlete)),
        };
      },
    });
  }
  return writers;
}

const paths: Record<string, string> = {
  'POST /api/newsletter': '/api/newsletter',
  'POST /api/contact': '/api/contact',
  'PUT /api/me/profile': '/api/me/profile',
};

/** Runs every writer, one request at a time each, until the server is killed. */
async function writeUntilKilled(server: BenchServer, writers: Writer[], log: RoundLog) {
  let killed = false;
  let inFlight = 0;
  const run = async (writer: Writer) => {
    for (let n = 1; !killed; n += 1) {
      const { key, init } = writer.next(n);
      const write: Write = { key, outcome: 'in doubt' };
      writer.log.push(write);
      inFlight += 1;
      try {
        const res = await fetch(`${server.baseURL}${paths[writer.route]}`, init);
        write.status = res.status;
        write.outcome = res.ok ? 'acknowledged' : 'refused';
        await res.arrayBuffer().catch(() => undefined);
      } catch {
        // No answer: the write may or may not have been stored.
        if (!killed) await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        inFlight -= 1;
      }
    }
  };
  const running = Promise.all(writers.map(run));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  log.inFlightAtKill = inFlight;
  killed = true;
  await server.kill();
  await running;
}

type Tally = {
  acknowledged: number;
  survived: number;
  lost: number;
  extra: number;
  refused: number;
  inDoubt: number;
};

function tallyRows(writes: Write[], stored: Set<string>): Tally {
  const acknowledged = writes.filter((write) => write.outcome === 'acknowledged');
  const survived = acknowledged.filter((write) => stored.has(write.key)).length;
  return {
    acknowledged: acknowledged.length,
    survived,
    lost: acknowledged.length - survived,
    extra: writes.filter((write) => write.outcome !== 'acknowledged' && stored.has(write.key))
      .length,
    refused: writes.filter((write) => write.outcome === 'refused').length,
    inDoubt: writes.filter((write) => write.outcome === 'in doubt').length,
  };
}

function tallyProfiles(profiles: Map<string, Write[]>, storedBios: Map<string, string>): Tally {
  const total: Tally = { acknowledged: 0, survived: 0, lost: 0, extra: 0, refused: 0, inDoubt: 0 };
  for (const [athlete, saves] of profiles) {
    const storedBio = storedBios.get(athlete);
    const storedAt = saves.findIndex((save) => save.key === storedBio);
    saves.forEach((save, index) => {
      if (save.outcome === 'refused') total.refused += 1;
      if (save.outcome === 'in doubt') total.inDoubt += 1;
      if (save.outcome !== 'acknowledged') return;
      total.acknowledged += 1;
      if (index <= storedAt) total.survived += 1;
      else total.lost += 1;
    });
    if (storedAt >= 0 && saves[storedAt]!.outcome !== 'acknowledged') total.extra += 1;
  }
  return total;
}

/** Statuses of the refused writes, e.g. "403×2 500×1", or "-". */
function refusals(writes: Write[]): string {
  const counts = new Map<number, number>();
  for (const { outcome, status } of writes) {
    if (outcome === 'refused') counts.set(status!, (counts.get(status!) ?? 0) + 1);
  }
  const list = [...counts].sort(([a], [b]) => a - b);
  return list.map(([status, count]) => `${status}×${count}`).join(' ') || '-';
}

async function readStored(database: BenchDatabase) {
  const handle = await openBenchDatabase(database);
  try {
    const pattern = 'durability.%@bench.example';
    const newsletter = await handle.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(like(newsletterSubscribers.email, pattern));
    const contact = await handle.db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .where(like(contactMessages.email, pattern));
    const profiles = await handle.db
      .select({ email: user.email, bio: playerProfiles.bio })
      .from(playerProfiles)
      .innerJoin(user, eq(user.id, playerProfiles.userId))
      .where(like(user.email, pattern));
    return {
      newsletter: new Set(newsletter.map((row) => row.email)),
      contact: new Set(contact.map((row) => row.email)),
      profiles: new Map(profiles.map((row) => [row.email, row.bio ?? ''])),
    };
  } finally {
    await handle.close();
  }
}

type Row = [string, number, string, number, number, number, number, number, number, string];

async function benchmark(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-durability-'));
  const database: BenchDatabase =
    kind === 'postgres' ? { kind, url: values.url! } : { kind, dataDir };
  if (kind === 'postgres') await recreatePostgres(values.url!);
  const env = serverEnv({ port, dataDir, database });
  const logFile = path.join(dataDir, 'server.log');

  const athletes = Array.from({ length: rounds }, (_, r) =>
    Array.from({ length: writersPerRoute }, (_, w) => athleteEmail(r + 1, w)),
  ).flat();
  await createUsers(
    env,
    database,
    athletes.map((email) => ({ email, password, name: 'Riley Durable', userType: 'player' })),
  );

  console.log(`\n${kind}: ${rounds} rounds of ${seconds} s, server log in ${logFile}`);
  let server = await startServer(env, logFile);
  console.log(`  first start (migrations, demo data): ready in ${server.readyMs} ms`);
  const logs: RoundLog[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const cookies = new Map<string, string>();
    for (let w = 0; w < writersPerRoute; w += 1) {
      const email = athleteEmail(round, w);
      cookies.set(email, await signIn(server.baseURL, { email, password }));
    }
    const log: RoundLog = {
      newsletter: [],
      contact: [],
      profiles: new Map(),
      inFlightAtKill: 0,
      restartMs: 0,
    };
    logs.push(log);
    await writeUntilKilled(server, writersFor(server.baseURL, round, cookies, log), log);
    server = await startServer(env, logFile);
    log.restartMs = server.readyMs;
    console.log(
      `  round ${round}: killed with ${log.inFlightAtKill} writes in flight; ` +
        `up again in ${log.restartMs} ms`,
    );
  }
  await server.stop();

  const stored = await readStored(database);
  return logs.flatMap((log, index) => {
    const round = index + 1;
    const profileSaves = [...log.profiles.values()].flat();
    const tallies: [string, Tally, Write[]][] = [
      ['newsletter', tallyRows(log.newsletter, stored.newsletter), log.newsletter],
      ['contact', tallyRows(log.contact, stored.contact), log.contact],
      ['profile save', tallyProfiles(log.profiles, stored.profiles), profileSaves],
    ];
    return tallies.map(([name, t, writes]): Row => [
      kind,
      round,
      name,
      t.acknowledged,
      t.survived,
      t.lost,
      t.extra,
      t.inDoubt,
      t.refused,
      refusals(writes),
    ]);
  });
}

requireBuild();
if (databases.includes('postgres')) await requirePostgres(values.url!);
const rows: Row[] = [];
for (const kind of databases as ('pglite' | 'postgres')[]) rows.push(...(await benchmark(kind)));

console.log(
  `\n${writersPerRoute * 3} writers (${writersPerRoute} per route), ${seconds} s per round\n`,
);
printTable(
  [
    'database',
    'round',
    'writes',
    'acknowledged',
    'survived',
    'lost',
    'extra',
    'no answer',
    'refused',
    'refused with',
  ],
  rows,
);
const unmeasured = rows.filter((row) => row[3] === 0);
if (unmeasured.length > 0) {
  console.error(
    `\nNo write was acknowledged in: ${unmeasured.map((row) => `${row[0]} round ${row[1]} ${row[2]}`).join(', ')}.`,
  );
  process.exit(1);
}
const lost = rows.reduce((sum, row) => sum + row[5], 0);
if (lost > 0) {
  console.error(`\n${lost} acknowledged writes were lost.`);
  process.exit(1);
}
console.log('\nEvery acknowledged write survived.');
