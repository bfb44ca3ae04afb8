// Durability under a crash: concurrent writers call the real write routes of the built server,
// every write the server acknowledged (answered 2xx) is remembered, the server is killed with
// SIGKILL while writes are in flight and started again on the same data, a few rounds in a row.
// At the end the server is stopped and the database is read through the server's own modules:
// every acknowledged write must be there.
//
//   npm run bench:durability                      (PGlite, then PostgreSQL)
//   npm run bench:durability -- --db pglite|postgres|both
//   options: --seconds 10 (of writing per round) --rounds 3 --port 3960
//            --pays 12 (members each payer pays for per round)
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
//
// And payments: two payers, each with members of its own, open a Recruiting Profile checkout in
// the test-mode sandbox (POST /api/checkout) and pay it (POST /api/checkout/sandbox/{id}/pay),
// a member at a time, spread over the round. The round's kill is aimed at a pay request: once
// the round's time is up, the next pay sent is killed a random moment into it (up to a little
// past the pay's usual time). After the last restart the server is given a moment to finish
// what the kill left. Each paid member must then have the plan, its receipt mail and its ledger
// payment, or, for a pay that got no answer, all three or none: one or two of them is "torn".
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, like } from 'drizzle-orm';
import { user } from '#server/db/schema/auth';
import { playerProfiles } from '#server/db/schema/athletes';
import { contactMessages } from '#server/db/schema/contact-messages';
import { devMailbox } from '#server/db/schema/dev-mailbox';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { payments, subscriptions } from '#server/db/schema/subscriptions';
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
    pays: { type: 'string', default: '12' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const port = Number(values.port);
const paysPerPayer = Number(values.pays);
const databases = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];
if (!databases.every((name) => name === 'pglite' || name === 'postgres')) {
  fail('--db must be pglite, postgres or both.');
}
if (!(seconds > 0) || !(rounds >= 1) || !(paysPerPayer >= 1)) {
  fail('--seconds, --rounds and --pays must be positive numbers.');
}

const writersPerRoute = 4;
const password = 'Bench-Durability-2026';
const athleteEmail = (round: number, writer: number) =>
  `durability.r${round}.a${writer}@bench.example`;
const payers = 2;
const payerEmail = (round: number, payer: number, n: number) =>
  `durability.r${round}.p${payer}.${n}@bench.example`;
/** A test card the sandbox accepts, as the checkout page sends it. */
const goodCard = {
  cardNumber: '4242424242424242',
  expiry: '12 / 34',
  cvc: '123',
  nameOnCard: 'Riley Durable',
};

type Outcome = 'acknowledged' | 'refused' | 'in doubt';
/** One write: `key` is what finds it in the database (an email, a bio). */
type Write = { key: string; outcome: Outcome; status?: number };
/** One pay request: `key` is the paying member's email. */
type Pay = Write & { sentAt: number; answeredAt?: number };
type RoundLog = {
  newsletter: Write[];
  contact: Write[];
  /** Each athlete's saves, in the order they were sent (one at a time). */
  profiles: Map<string, Write[]>;
  pays: Pay[];
  /** The median time of an answered pay request, in ms. */
  payMs: number;
  /** How far into the pay request it was aimed at the kill came, in ms (null: not in one). */
  killIntoPayMs: number | null;
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
    // The accounts are made without the sign-up form's age question: an adult's, asked once.
    birthMonth: '6',
    birthYear: '1998',
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

/** When the round's time is up, the next pay sent arms the kill, a random moment into it. */
type KillAim = {
  due: boolean;
  killed: boolean;
  /** Resolves once the kill has been aimed (or the round gives up waiting for a pay). */
  aimed: Promise<void>;
  /** Aims the kill at `pay`: a random moment up to a little past the usual pay's time. */
  aim: (pay: Pay, latencyMs: number) => void;
};

function killAim(server: BenchServer, log: RoundLog): KillAim {
  let fire: () => void = () => {};
  const state: KillAim = {
    due: false,
    killed: false,
    aimed: new Promise((resolve) => (fire = resolve)),
    aim: (pay, latencyMs) => {
      if (!state.due || state.killed) return;
      state.killed = true;
      const delay = Math.random() * latencyMs * 1.25;
      setTimeout(() => {
        const into = performance.now() - pay.sentAt;
        log.killIntoPayMs = pay.answeredAt === undefined ? Math.round(into) : null;
        fire();
      }, delay);
    },
  };
  return state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  values.length === 0 ? 60 : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One payer: each of its members opens a Recruiting Profile checkout and pays it, spread over
 * the round, until the server is killed or its members are used up.
 */
async function payUntilKilled(
  server: BenchServer,
  members: { email: string; cookie: string }[],
  log: RoundLog,
  aim: KillAim,
) {
  const gapMs = (seconds * 1000) / members.length;
  const latencies: number[] = [];
  for (const member of members) {
    if (aim.killed) return;
    let checkoutUrl: string;
    try {
      const res = await fetch(
        `${server.baseURL}/api/checkout`,
        jsonRequest(server.baseURL, 'POST', { plan: 'recruiting', period: '1' }, member.cookie),
      );
      if (!res.ok) throw new Error(`checkout answered ${res.status}`);
      checkoutUrl = ((await res.json()) as { url: string }).url;
    } catch {
      // Killed while the checkout opened: this member pays nothing.
      if (!aim.killed) await sleep(50);
      continue;
    }
    const id = checkoutUrl.replace('/checkout/sandbox/', '');
    const pay: Pay = { key: member.email, outcome: 'in doubt', sentAt: performance.now() };
    log.pays.push(pay);
    const answer = fetch(
      `${server.baseURL}/api/checkout/sandbox/${id}/pay`,
      jsonRequest(server.baseURL, 'POST', goodCard, member.cookie),
    );
    aim.aim(pay, median(latencies));
    try {
      const res = await answer;
      pay.answeredAt = performance.now();
      pay.status = res.status;
      pay.outcome = res.ok ? 'acknowledged' : 'refused';
      if (res.ok) latencies.push(pay.answeredAt - pay.sentAt);
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      // No answer: the payment may or may not have been taken.
    }
    if (!aim.killed) await sleep(gapMs);
  }
}

/**
 * Runs every writer, one request at a time each, and the payers, until the server is killed:
 * once the round's time is up, a random moment into the next pay request.
 */
async function writeUntilKilled(
  server: BenchServer,
  writers: Writer[],
  payersOf: { email: string; cookie: string }[][],
  log: RoundLog,
) {
  let killed = false;
  let inFlight = 0;
  const aim = killAim(server, log);
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
  const running = Promise.all([
    ...writers.map(run),
    ...payersOf.map((members) => payUntilKilled(server, members, log, aim)),
  ]);
  await sleep(seconds * 1000);
  aim.due = true;
  // The payers pay about once a second between them: give up on aiming after a few.
  await Promise.race([aim.aimed, sleep(5000)]);
  aim.killed = true;
  log.inFlightAtKill = inFlight + log.pays.filter((pay) => pay.outcome === 'in doubt').length;
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

/** What a paid member has: the plan, the receipt mail, the ledger payment. */
type Paid = { plan: boolean; receipt: boolean; ledger: boolean };

async function readStored(database: BenchDatabase) {
  const handle = await openBenchDatabase(database);
  try {
    const payerPattern = 'durability.r%.p%@bench.example';
    const plans = await handle.db
      .select({ email: user.email })
      .from(subscriptions)
      .innerJoin(user, eq(user.id, subscriptions.userId))
      .where(
        and(
          like(user.email, payerPattern),
          eq(subscriptions.tier, 'recruiting'),
          eq(subscriptions.status, 'active'),
        ),
      );
    const ledger = await handle.db
      .select({ email: user.email })
      .from(payments)
      .innerJoin(user, eq(user.id, payments.userId))
      .where(
        and(
          like(user.email, payerPattern),
          eq(payments.status, 'paid'),
          eq(payments.amountCents, 3999),
        ),
      );
    const receipts = await handle.db
      .select({ email: devMailbox.to })
      .from(devMailbox)
      .where(and(like(devMailbox.to, payerPattern), like(devMailbox.subject, '%receipt')));
    const paid = new Map<string, Paid>();
    const mark = (rows: { email: string }[], what: keyof Paid) => {
      for (const { email } of rows) {
        const entry = paid.get(email) ?? { plan: false, receipt: false, ledger: false };
        entry[what] = true;
        paid.set(email, entry);
      }
    };
    mark(plans, 'plan');
    mark(receipts, 'receipt');
    mark(ledger, 'ledger');
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
      paid,
    };
  } finally {
    await handle.close();
  }
}

type Row = [string, number, string, number, number, number, number, number, number, string];
/** database, round, pays, acknowledged, complete, lost, no answer, …all there, …none, torn, kill */
type PayRow = [
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string,
];

/** A pay's three results: all there, none, or torn (one or two). */
function payState(found: Paid | undefined): 'all' | 'none' | 'torn' {
  const count = found ? Number(found.plan) + Number(found.receipt) + Number(found.ledger) : 0;
  return count === 3 ? 'all' : count === 0 ? 'none' : 'torn';
}

function tallyPays(kind: string, round: number, log: RoundLog, paid: Map<string, Paid>): PayRow {
  const states = log.pays.map((pay) => ({ pay, state: payState(paid.get(pay.key)) }));
  const acknowledged = states.filter(({ pay }) => pay.outcome === 'acknowledged');
  const noAnswer = states.filter(({ pay }) => pay.outcome === 'in doubt');
  return [
    kind,
    round,
    log.pays.length,
    acknowledged.length,
    acknowledged.filter(({ state }) => state === 'all').length,
    acknowledged.filter(({ state }) => state !== 'all').length,
    noAnswer.length,
    noAnswer.filter(({ state }) => state === 'all').length,
    noAnswer.filter(({ state }) => state === 'none').length,
    states.filter(({ state }) => state === 'torn').length,
    log.killIntoPayMs === null ? 'not in a pay' : `${log.killIntoPayMs} ms into a pay`,
  ];
}

async function benchmark(kind: 'pglite' | 'postgres'): Promise<{ rows: Row[]; pays: PayRow[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-durability-'));
  const database: BenchDatabase =
    kind === 'postgres' ? { kind, url: values.url! } : { kind, dataDir };
  if (kind === 'postgres') await recreatePostgres(values.url!);
  const env = serverEnv({ port, dataDir, database });
  const logFile = path.join(dataDir, 'server.log');

  const athletes = Array.from({ length: rounds }, (_, r) =>
    Array.from({ length: writersPerRoute }, (_, w) => athleteEmail(r + 1, w)),
  ).flat();
  const payerEmails = (round: number) =>
    Array.from({ length: payers }, (_, p) =>
      Array.from({ length: paysPerPayer }, (_, n) => payerEmail(round, p, n)),
    );
  const members = Array.from({ length: rounds }, (_, r) => payerEmails(r + 1).flat()).flat();
  await createUsers(
    env,
    database,
    [...athletes, ...members].map((email) => ({
      email,
      password,
      name: 'Riley Durable',
      userType: 'player',
    })),
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
    const payersOf = await Promise.all(
      payerEmails(round).map((emails) =>
        Promise.all(
          emails.map(async (email) => ({
            email,
            cookie: await signIn(server.baseURL, { email, password }),
          })),
        ),
      ),
    );
    const log: RoundLog = {
      newsletter: [],
      contact: [],
      profiles: new Map(),
      pays: [],
      payMs: 0,
      killIntoPayMs: null,
      inFlightAtKill: 0,
      restartMs: 0,
    };
    logs.push(log);
    await writeUntilKilled(server, writersFor(server.baseURL, round, cookies, log), payersOf, log);
    log.payMs = Math.round(
      median(
        log.pays.flatMap((pay) =>
          pay.answeredAt === undefined ? [] : [pay.answeredAt - pay.sentAt],
        ),
      ),
    );
    server = await startServer(env, logFile);
    log.restartMs = server.readyMs;
    console.log(
      `  round ${round}: killed with ${log.inFlightAtKill} writes in flight ` +
        `(${log.killIntoPayMs === null ? 'none of them a pay' : `${log.killIntoPayMs} ms into a pay`}, ` +
        `a pay takes ${log.payMs} ms); ` +
        `up again in ${log.restartMs} ms`,
    );
  }
  // What the last kill left is finished as the server starts: a moment for it, then stop.
  await sleep(2000);
  await server.stop();

  const stored = await readStored(database);
  const pays = logs.map((log, index) => tallyPays(kind, index + 1, log, stored.paid));
  const rows = logs.flatMap((log, index) => {
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
  return { rows, pays };
}

requireBuild();
if (databases.includes('postgres')) await requirePostgres(values.url!);
const rows: Row[] = [];
const payRows: PayRow[] = [];
for (const kind of databases as ('pglite' | 'postgres')[]) {
  const result = await benchmark(kind);
  rows.push(...result.rows);
  payRows.push(...result.pays);
}

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
console.log(
  `\nPay requests: ${payers} payers, ${paysPerPayer} members each per round; a paid member has ` +
    'the plan, its receipt mail and its ledger payment, or none of them',
);
printTable(
  [
    'database',
    'round',
    'pays',
    'acknowledged',
    'complete',
    'lost',
    'no answer',
    '…all there',
    '…none',
    'torn',
    'the kill',
  ],
  payRows,
);
const unmeasured = rows.filter((row) => row[3] === 0);
if (unmeasured.length > 0) {
  console.error(
    `\nNo write was acknowledged in: ${unmeasured.map((row) => `${row[0]} round ${row[1]} ${row[2]}`).join(', ')}.`,
  );
  process.exit(1);
}
const lost = rows.reduce((sum, row) => sum + row[5], 0);
const lostPays = payRows.reduce((sum, row) => sum + row[5], 0);
const torn = payRows.reduce((sum, row) => sum + row[9], 0);
if (lost > 0 || lostPays > 0 || torn > 0) {
  console.error(
    `\n${lost} acknowledged writes and ${lostPays} acknowledged payments were lost; ` +
      `${torn} payments were left in part.`,
  );
  process.exit(1);
}
console.log(
  '\nEvery acknowledged write survived, and every payment is whole: plan, receipt and ledger, or none.',
);
