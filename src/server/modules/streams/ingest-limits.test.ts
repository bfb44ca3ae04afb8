import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultListenerLimits, listen } from '#server/http/listener';
import { createFakeClock } from '#server/test/fake-clock';
import { halfDuplex } from '#server/test/requests';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { createLocalLive, INGEST_UPLOADS_PER_KEY } from './local-live';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const segment = readFileSync(path.resolve('media/live-sample/segment00.ts'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ingest-limits-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const incomingFiles = () => {
  const dir = path.join(dataDir, 'live', '.incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let counter = 0;
async function channelOf(t: TestApp) {
  counter += 1;
  const res = await t.api.me.channels.$post({
    json: {
      title: `Ingest limits ${Date.now().toString(36)}${counter}`,
      channel: 'Test Channel',
      category: 'tournament',
      schedule: 'Saturdays',
    },
  });
  expect(res.status).toBe(201);
  return unwrap(res);
}

/** A segment upload whose body starts and then waits until `finish` sends the rest. */
function slowBody() {
  let finish: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(segment.subarray(0, 188 * 4));
      finish = () => {
        controller.enqueue(segment.subarray(188 * 4));
        controller.close();
      };
    },
  });
  return { body, finish: () => finish() };
}

const put = async (t: TestApp, pathname: string, body: BodyInit | ReadableStream<Uint8Array>) =>
  t.app.request(pathname, halfDuplex({ method: 'PUT', body }), {
    incoming: { socket: {} },
  });

/** The answer if it comes within `ms`; 'pending' otherwise. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);

describe('uploads to one stream key', () => {
  let t: TestApp;
  let key: string;
  let otherKey: string;
  beforeAll(async () => {
    // Broadcasts stay on: the media server's time stands still.
    t = await createTestApp({ dataDir }, { clock: createFakeClock() });
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    key = (await channelOf(t)).streamKey;
    otherKey = (await channelOf(t)).streamKey;
  });

  it(`are received ${INGEST_UPLOADS_PER_KEY} at a time; the next is refused at once, unread`, async () => {
    const slow = Array.from({ length: INGEST_UPLOADS_PER_KEY }, slowBody);
    const pending = slow.map(({ body }, i) => put(t, `/ingest/${key}/slow${i}.ts`, body));
    await waitFor(() => incomingFiles().length === INGEST_UPLOADS_PER_KEY);

    const refused = await within(put(t, `/ingest/${key}/one-more.ts`, segment), 2000);
    expect(refused === 'pending' ? 'pending' : refused.status).toBe(429);
    expect(incomingFiles()).toHaveLength(INGEST_UPLOADS_PER_KEY);
    // Another channel's key has room of its own.
    expect((await put(t, `/ingest/${otherKey}/other0.ts`, segment)).status).toBe(201);

    for (const upload of slow) upload.finish();
    expect((await Promise.all(pending)).map((res) => res.status)).toEqual(slow.map(() => 201));
    // Finished uploads free their places.
    expect((await put(t, `/ingest/${key}/after.ts`, segment)).status).toBe(201);
    expect(incomingFiles()).toEqual([]);
  });
});

describe('uploads to the whole process', () => {
  it('are capped in all, past which any key is told to try again', async () => {
    const t = await createTestApp({ dataDir });
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const [a, b] = [(await channelOf(t)).streamKey, (await channelOf(t)).streamKey];
    const live = createLocalLive({
      db: t.db,
      dataDir,
      idleMs: 60_000,
      now: Date.now,
      maxUploads: { perKey: 4, inAll: 6 },
      onChange: () => undefined,
    });
    const slow = Array.from({ length: 6 }, slowBody);
    const pending = slow.map(({ body }, i) =>
      live.ingest(i < 4 ? a : b, `all${i}.ts`, body, undefined),
    );
    await waitFor(() => incomingFiles().length === 6);
    const refused = await within(live.ingest(b, 'all6.ts', slowBody().body, undefined), 2000);
    expect(refused === 'pending' ? 'pending' : refused.status).toBe(503);
    for (const upload of slow) upload.finish();
    expect((await Promise.all(pending)).map((result) => result.status)).toEqual(
      slow.map(() => 201),
    );
  });
});

describe('an upload its broadcaster abandons', () => {
  let server: Server | undefined;
  afterAll(() => server?.close());

  it('is no server error: one short line in the request log, the key masked, nothing kept', async () => {
    const lines: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The request log writes through console.log, bound when the app is made.
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(String(line)));
    const t = await createTestApp({ dataDir, logRequests: true });
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const { streamKey } = await channelOf(t);
    const port = await new Promise<number>((resolve) => {
      server = listen({
        fetch: t.app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        limits: defaultListenerLimits,
        onListening: resolve,
      });
    });

    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `PUT /ingest/${streamKey}/cut.ts HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${segment.length}\r\n\r\n`,
    );
    socket.write(segment.subarray(0, 188 * 20));
    await waitFor(() => incomingFiles().length === 1);
    socket.destroy();

    await waitFor(() => lines.some((line) => line.startsWith('PUT /ingest/')));
    const logged = lines.filter((line) => line.includes('/ingest/'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^PUT \/ingest\/\[key\]\/cut\.ts 400 /);
    expect(errors).not.toHaveBeenCalled();
    expect(lines.join('\n')).not.toContain(streamKey);
    await waitFor(() => incomingFiles().length === 0);
  });
});

describe('broadcasting with several workers', () => {
  it('is refused with what to change: the media server keeps each broadcast in one process', async () => {
    const t = await createTestApp({ dataDir, webConcurrency: 2 }, { clock: createFakeClock() });
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const { streamKey } = await channelOf(t);
    const res = await put(t, `/ingest/${streamKey}/index.m3u8`, '#EXTM3U\n');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/WEB_CONCURRENCY=1, or configure Livepeer/);
    expect((await put(t, `/ingest/${streamKey}/seg0.ts`, segment)).status).toBe(503);
  });
});
