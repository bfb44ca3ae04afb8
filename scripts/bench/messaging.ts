// Messaging under load (docs/product.md#messaging), on PostgreSQL: 50 verified college coaches
// each in a conversation with an athlete, sending at once (the send route's p95, target 50 ms):
// as fast as each answer comes back (a stress test), and at a person's pace (50 athletes each
// sending a message every second, a chat at its busiest);
// 2,000 open event streams on one server (its added resident memory, target 150 MB); and a
// message sent on one instance heard by a stream on another (p95, target 1 s). Traffic goes to
// 127.0.0.1 only, bounded in count; each sender stays under the send limits.
//
//   npm run bench:messaging [-- --url postgres://postgres@127.0.0.1:5432/showcase_bench_messages]
//   options: --senders 50 --messages 25 (per sender, at most 29) --streams 2000 --trials 50
//            --pace 1000 (ms between one athlete's messages) --paced-messages 10 (each, at most 25)
// The database is dropped and created again (its name must start with showcase_bench). The
// built server runs on it: build first.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createUsers,
  fail,
  percentile,
  printTable,
  recreatePostgres,
  requireBuild,
  requirePostgres,
  residentMB,
  seedRecruitingAccounts,
  serverEnv,
  signIn,
  startServer,
  type BenchDatabase,
  type BenchServer,
} from './harness';
import { freePort } from './public-routes';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/showcase_bench_messages' },
    senders: { type: 'string', default: '50' },
    messages: { type: 'string', default: '25' },
    streams: { type: 'string', default: '2000' },
    trials: { type: 'string', default: '50' },
    pace: { type: 'string', default: '1000' },
    'paced-messages': { type: 'string', default: '10' },
  },
});
const url = values.url!;
const senders = Number(values.senders);
const perSender = Number(values.messages);
const streamCount = Number(values.streams);
const trials = Number(values.trials);
if (!Number.isInteger(senders) || senders < 1 || senders > 200) fail('--senders: 1 to 200.');
if (!Number.isInteger(perSender) || perSender < 1 || perSender > 29) fail('--messages: 1 to 29.');
if (!Number.isInteger(streamCount) || streamCount < 1 || streamCount > 5000) {
  fail('--streams: 1 to 5000.');
}
if (!Number.isInteger(trials) || trials < 5 || trials > 500) fail('--trials: 5 to 500.');
const pace = Number(values.pace);
const pacedMessages = Number(values['paced-messages']);
if (!Number.isInteger(pace) || pace < 100 || pace > 60_000) fail('--pace: 100 to 60000 ms.');
if (!Number.isInteger(pacedMessages) || pacedMessages < 1 || pacedMessages > 25) {
  fail('--paced-messages: 1 to 25.');
}

const TARGET_SEND_P95_MS = 50;
const TARGET_STREAM_MB = 150;
const TARGET_OTHER_INSTANCE_P95_MS = 1000;
const password = 'bench-messaging-pass-2026';
const coachOf = (i: number) => ({ email: `bench.coach.${i}@bench.example`, password });
const athleteOf = (i: number) => ({ email: `bench.athlete.${i}@bench.example`, password });

requireBuild();
await requirePostgres(url);
await recreatePostgres(url);
const database: BenchDatabase = { kind: 'postgres', url };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-messaging-'));
const portA = await freePort();
const envA = serverEnv({ port: portA, dataDir, database });
const pairs = Array.from({ length: senders }, (_, i) => i);
await createUsers(envA, database, [
  ...pairs.map((i) => ({ ...coachOf(i), name: `Coach ${i}`, userType: 'coach' as const })),
  ...pairs.map((i) => ({ ...athleteOf(i), name: `Athlete ${i}`, userType: 'player' as const })),
]);

const profiles = await seedRecruitingAccounts(database, {
  coaches: 'bench.coach.',
  athletes: 'bench.athlete.',
});
const servers: BenchServer[] = [];

async function call(base: string, cookie: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${route} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** An open event stream: resolves `next()` with each event's arrival time. */
async function openStream(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/messages/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (res.status !== 200) fail(`GET /api/messages/events answered ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let waiting: ((at: number) => void) | null = null;
  let buffer = '';
  const ready = new Promise<void>((resolve) => {
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value);
          if (buffer.includes('event: ready')) resolve();
          let at = buffer.indexOf('event: conversations');
          while (at >= 0) {
            buffer = buffer.slice(at + 20);
            waiting?.(performance.now());
            waiting = null;
            at = buffer.indexOf('event: conversations');
          }
          if (buffer.length > 4096) buffer = buffer.slice(-100);
        }
      } catch {
        // aborted at the end
      }
    })();
  });
  await ready;
  return {
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
    close: () => controller.abort(),
  };
}

try {
  const serverA = await startServer(envA, path.join(dataDir, 'a.log'));
  servers.push(serverA);
  const a = serverA.baseURL;
  const coaches = await Promise.all(pairs.map((i) => signIn(a, coachOf(i))));
  const athletes = await Promise.all(pairs.map((i) => signIn(a, athleteOf(i))));

  // Every coach writes first; every athlete accepts: then the coaches may send freely.
  const conversations: string[] = [];
  for (const i of pairs) {
    const athleteId = profiles.get(athleteOf(i).email)!;
    const sent = await call(a, coaches[i]!, 'POST', '/api/messages/athletes', {
      athleteId,
      text: 'Hello from the benchmark',
    });
    const id = sent.conversationId as string;
    await call(a, athletes[i]!, 'POST', `/api/messages/${id}/answer`, { answer: 'accept' });
    conversations.push(id);
  }

  // 0. One sender alone, for comparison: the last coach, a message after the other.
  const alone: number[] = [];
  const last = senders - 1;
  for (let n = 0; n < Math.min(10, perSender - 1); n += 1) {
    const t0 = performance.now();
    await call(a, coaches[last]!, 'POST', `/api/messages/${conversations[last]}`, {
      text: `Alone ${n}`,
    });
    alone.push(performance.now() - t0);
  }
  alone.sort((x, y) => x - y);

  // 1. Sending: every coach at once, each a message after the other (the last coach has sent
  // its share already).
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    pairs.map(async (i) => {
      const share = i === last ? perSender - 1 - alone.length : perSender - 1;
      for (let n = 0; n < share; n += 1) {
        const t0 = performance.now();
        await call(a, coaches[i]!, 'POST', `/api/messages/${conversations[i]}`, {
          text: `Message ${n} from coach ${i}`,
        });
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((x, y) => x - y);
  const sendP95 = percentile(times, 95);

  // 1b. At a person's pace: each athlete writes back every `pace` ms (their own send limits are
  // untouched so far), starting at random moments of the first interval, so the server sees a
  // steady stream of sends from all of them at once.
  const paced: number[] = [];
  const pacedStarted = performance.now();
  await Promise.all(
    pairs.map(async (i) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * pace));
      for (let n = 0; n < pacedMessages; n += 1) {
        const due = performance.now() + pace;
        const t0 = performance.now();
        await call(a, athletes[i]!, 'POST', `/api/messages/${conversations[i]}`, {
          text: `Reply ${n} from athlete ${i}`,
        });
        paced.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      }
    }),
  );
  const pacedSeconds = (performance.now() - pacedStarted) / 1000;
  paced.sort((x, y) => x - y);
  const pacedP95 = percentile(paced, 95);

  // 2. Open event streams held by server A.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = residentMB(serverA.pid);
  const streams = [];
  for (let n = 0; n < streamCount; n += 100) {
    const batch = Array.from({ length: Math.min(100, streamCount - n) }, (_, k) =>
      openStream(a, athletes[(n + k) % senders]!),
    );
    streams.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const withStreams = residentMB(serverA.pid);
  for (const stream of streams) stream.close();

  // 3. A second instance on the same database: a message sent on A reaches a stream on B.
  const portB = await freePort();
  const serverB = await startServer(
    serverEnv({
      port: portB,
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-msg-b-')),
      database,
    }),
    path.join(dataDir, 'b.log'),
  );
  servers.push(serverB);
  // Each coach listens on B; the athletes write on A, taking turns so none passes a limit.
  const listeners = [];
  for (const i of pairs) {
    listeners.push(await openStream(serverB.baseURL, await signIn(serverB.baseURL, coachOf(i))));
  }
  const delays: number[] = [];
  for (let n = 0; n < trials; n += 1) {
    const i = n % senders;
    const heard = listeners[i]!.next();
    const t0 = performance.now();
    await call(a, athletes[i]!, 'POST', `/api/messages/${conversations[i]}`, {
      text: `Trial ${n}`,
    });
    delays.push((await heard) - t0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const listener of listeners) listener.close();
  delays.sort((x, y) => x - y);
  const otherP95 = percentile(delays, 95);

  console.log(`\nMessaging on PostgreSQL, ${senders} coaches sending at once\n`);
  printTable(
    ['measure', 'result', 'target'],
    [
      [
        `POST /api/messages/{id}, one sender alone, ${alone.length} sends`,
        `p50 ${percentile(alone, 50).toFixed(1)} ms, p95 ${percentile(alone, 95).toFixed(1)} ms`,
        'for comparison',
      ],
      [
        `POST /api/messages/{id}, ${times.length} sends, ${senders} at once`,
        `${Math.round(times.length / seconds)}/s, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${sendP95.toFixed(1)} ms`,
        `p95 <= ${TARGET_SEND_P95_MS} ms`,
      ],
      [
        `POST /api/messages/{id}, ${senders} athletes each sending every ${pace} ms, ${paced.length} sends`,
        `${Math.round(paced.length / pacedSeconds)}/s, p50 ${percentile(paced, 50).toFixed(1)} ms, p95 ${pacedP95.toFixed(1)} ms`,
        `p95 <= ${TARGET_SEND_P95_MS} ms`,
      ],
      [
        `${streamCount} open event streams on one server`,
        `+${withStreams - before} MB (${before} -> ${withStreams} MB resident)`,
        `<= ${TARGET_STREAM_MB} MB more`,
      ],
      [
        `a message on one instance heard on the other, ${trials} tries`,
        `p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${otherP95.toFixed(1)} ms`,
        `p95 <= ${TARGET_OTHER_INSTANCE_P95_MS} ms`,
      ],
    ],
    [false, false, false],
  );
  const met =
    sendP95 <= TARGET_SEND_P95_MS &&
    pacedP95 <= TARGET_SEND_P95_MS &&
    withStreams - before <= TARGET_STREAM_MB &&
    otherP95 <= TARGET_OTHER_INSTANCE_P95_MS;
  console.log(met ? '\nEvery target met.' : '\nA target was missed.');
} finally {
  for (const server of servers) await server.stop();
}
