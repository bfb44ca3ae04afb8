import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelInput } from '#shared/schemas/streams';
import { signLivepeerBody } from '#server/adapters/streaming/livepeer-signature';
import { createFakeClock } from '#server/test/fake-clock';
import { halfDuplex } from '#server/test/requests';
import { connectionFrom, createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { INGEST_KEY_FAILURES_PER_MINUTE } from './live-media-routes';
import { MAX_OWN_CHANNELS } from './own-channels';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { startLivepeerStandIn, type LivepeerStandIn } from '#server/test/livepeer-stand-in';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const sampleDir = path.resolve('media/live-sample');
const segment = readFileSync(path.join(sampleDir, 'segment00.ts'));
const playlistOf = (names: string[], ended = false) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    ...names.flatMap((name) => ['#EXTINF:2.000,', name]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streams-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let counter = 0;
const uniqueTitle = (base: string) => `${base} ${Date.now().toString(36)}${(counter += 1)}`;

async function signedInAs(
  t: TestApp,
  input: { userType?: 'player' | 'coach' | 'organization'; role?: 'admin' } = {},
) {
  const user = await createTestUser(t, input);
  await signIn(t, user);
  return user;
}

async function createChannel(t: TestApp, title = uniqueTitle('Court One')) {
  const res = await t.api.me.channels.$post({
    json: {
      title,
      channel: 'Test Channel',
      category: 'tournament',
      schedule: 'Saturdays',
      priceCents: 1500,
    },
  });
  expect(res.status).toBe(201);
  return unwrap(res);
}

const put = (t: TestApp, pathname: string, body: BodyInit, headers: Record<string, string> = {}) =>
  t.app.request(pathname, { method: 'PUT', body, headers }, { incoming: { socket: {} } });

async function channelStatus(t: TestApp, slug: string) {
  const res = await t.api.channels[':slug'].$get({ param: { slug } });
  expect(res.status).toBe(200);
  return (await unwrap(res)).channel;
}

const channelPage = (t: TestApp, slug: string) =>
  unwrap(t.api.channels[':slug'].$get({ param: { slug } }));

describe('channels: who may run them', () => {
  it('refuses visitors and athletes, lets coaches, organizations and admins create', async () => {
    const visitor = await createTestApp({ dataDir });
    const json: ChannelInput = { title: 'My Channel', channel: 'Me', category: 'other' };
    expect((await visitor.api.me.channels.$post({ json })).status).toBe(401);

    const athlete = await createTestApp({ dataDir });
    await signedInAs(athlete, { userType: 'player' });
    const refused = await athlete.api.me.channels.$post({
      json: { title: 'My Channel', channel: 'Me', category: 'other' },
    });
    expect(refused.status).toBe(403);
    expect((await athlete.api.me.channels.$get()).status).toBe(403);

    for (const userType of ['coach', 'organization'] as const) {
      const owner = await createTestApp({ dataDir });
      await signedInAs(owner, { userType });
      const made = await createChannel(owner);
      expect(made.streamKey.length).toBeGreaterThanOrEqual(40);
      expect(made.ingestUrl).toBe(`http://localhost:3000/ingest/${made.streamKey}/index.m3u8`);
      expect(made.channel.ingestUrl).toBe('http://localhost:3000/ingest');
      // The key is shown once: never in the lists.
      const mine = await owner.api.me.channels.$get();
      expect(JSON.stringify(await mine.json())).not.toContain(made.streamKey);
      const listed = await owner.api.channels.$get();
      expect(JSON.stringify(await listed.json())).not.toContain(made.streamKey);
    }
  });

  it('lets only the owner or an admin edit, rotate, list broadcasts and delete', async () => {
    const owner = await createTestApp({ dataDir });
    await signedInAs(owner, { userType: 'coach' });
    const { channel } = await createChannel(owner);
    const slug = channel.slug;

    const other = await createTestApp({ dataDir });
    await signedInAs(other, { userType: 'coach' });
    const own = (app: TestApp) => app.api.me.channels[':slug'];
    const param = { slug };
    expect((await own(other).$patch({ param, json: { title: 'Taken over' } })).status).toBe(404);
    expect((await own(other)['stream-key'].$post({ param })).status).toBe(404);
    expect((await own(other).broadcasts.$get({ param })).status).toBe(404);
    expect((await own(other).$delete({ param })).status).toBe(404);

    const edited = await own(owner).$patch({
      param,
      json: { description: 'Court one all weekend' },
    });
    expect(edited.status).toBe(200);
    expect((await unwrap(edited)).description).toBe('Court one all weekend');
    // A change sends only what changed: the title stays.
    expect((await channelStatus(owner, slug)).title).toBe(channel.title);

    const bad = await owner.call('PATCH', `/api/me/channels/${slug}`, { title: 'x', owner: 'me' });
    expect(bad.status).toBe(400);

    const admin = await createTestApp({ dataDir });
    await signedInAs(admin, { role: 'admin' });
    expect((await own(admin).broadcasts.$get({ param })).status).toBe(200);
    expect((await own(admin).$delete({ param })).status).toBe(204);
    expect((await owner.api.channels[':slug'].$get({ param })).status).toBe(404);
  });

  it('refuses a change with nothing in it', async () => {
    const owner = await createTestApp({ dataDir });
    await signedInAs(owner, { userType: 'coach' });
    const { channel } = await createChannel(owner);
    const res = await owner.api.me.channels[':slug'].$patch({
      param: { slug: channel.slug },
      json: {},
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Change at least one field.',
    });
  });
});

describe('limits', () => {
  it('caps the channels a coach runs', async () => {
    const owner = await createTestApp({ dataDir });
    await signedInAs(owner, { userType: 'coach' });
    for (let i = 0; i < MAX_OWN_CHANNELS; i += 1) await createChannel(owner);
    const refused = await owner.api.me.channels.$post({
      json: { title: uniqueTitle('One Too Many'), channel: 'Test', category: 'other' },
    });
    expect(refused.status).toBe(409);
  });

  it('makes an address that keeps sending wrong stream keys wait', async () => {
    const t = await createTestApp({ dataDir });
    const from = connectionFrom('10.77.0.1');
    const wrong = () =>
      t.app.request(`/ingest/${'k'.repeat(43)}/seg0.ts`, { method: 'PUT', body: segment }, from);
    for (let i = 0; i < INGEST_KEY_FAILURES_PER_MINUTE; i += 1) {
      expect((await wrong()).status).toBe(403);
    }
    expect((await wrong()).status).toBe(429);
    // Another address is not held up.
    const other = await t.app.request(
      `/ingest/${'k'.repeat(43)}/seg0.ts`,
      { method: 'PUT', body: segment },
      connectionFrom('10.77.0.2'),
    );
    expect(other.status).toBe(403);
  });
});

describe('local ingest', () => {
  // The media server's time: silence ends a broadcast when the test moves it on.
  const clock = createFakeClock();
  let t: TestApp;
  let key: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(
      { dataDir, streaming: { idleMs: 2000, livepeer: undefined } },
      { clock },
    );
    await signedInAs(t, { userType: 'organization' });
    const made = await createChannel(t);
    key = made.streamKey;
    slug = made.channel.slug;
  });

  const broadcastFiles = () => {
    const root = path.join(dataDir, 'live');
    return existsSync(root)
      ? readdirSync(root).flatMap((dir) => readdirSync(path.join(root, dir)))
      : [];
  };

  it('refuses a wrong key, a bad name, a traversal, a non-media body and an oversize segment, writing nothing', async () => {
    const before = broadcastFiles().length;
    expect((await put(t, `/ingest/${'x'.repeat(43)}/seg0.ts`, segment)).status).toBe(403);
    expect((await put(t, `/ingest/${key}/seg0.exe`, segment)).status).toBe(400);
    expect((await put(t, `/ingest/${key}/..%2F..%2Fseg0.ts`, segment)).status).toBe(400);
    expect((await put(t, `/ingest/${key}/%2e%2e/seg0.ts`, segment)).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await put(t, `/ingest/${key}/seg.0.ts`, segment)).status).toBe(400);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const wrongType = await put(
      t,
      `/ingest/${key}/seg1.ts`,
      Buffer.concat([png, Buffer.alloc(400)]),
    );
    expect(wrongType.status).toBe(415);
    expect((await put(t, `/ingest/${key}/index.m3u8`, 'not a playlist')).status).toBe(415);
    const declared = await put(t, `/ingest/${key}/seg2.ts`, segment, {
      'content-length': String(21 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    // A body sent without a length is cut off as it passes 20 MB.
    const chunk = new Uint8Array(1024 * 1024).fill(0x47);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 22) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await t.app.request(
      `/ingest/${key}/seg3.ts`,
      halfDuplex({ method: 'PUT', body: endless }),
      { incoming: { socket: {} } },
    );
    expect(streamed.status).toBe(413);
    expect(broadcastFiles().filter((name) => name.startsWith('seg'))).toEqual([]);
    expect(broadcastFiles().length).toBeGreaterThanOrEqual(before);
  });

  it('goes live on the first segments, serves a live window, then goes idle and keeps the replay', async () => {
    expect((await channelStatus(t, slug)).status).toBe('ondemand');
    // Visitors' list (asked with no cookie), kept between changes, and told of this one at once.
    const visitorsSees = async () =>
      (await unwrap(t.serverApi.channels.$get())).items.find((item) => item.slug === slug)?.status;
    expect(await visitorsSees()).toBe('ondemand');
    expect((await put(t, `/ingest/${key}/live0.ts`, segment)).status).toBe(201);
    expect((await put(t, `/ingest/${key}/live0.ts`, segment)).status).toBe(409);
    expect((await put(t, `/ingest/${key}/index.m3u8`, playlistOf(['live0.ts']))).status).toBe(204);

    const live = await channelStatus(t, slug);
    expect(live.status).toBe('live');
    expect(await visitorsSees()).toBe('live');
    // Pages ask again when they hear of a change: no browser may answer from its cache.
    expect((await t.api.channels.$get()).headers.get('cache-control')).toBe('private, no-cache');
    expect(
      (await t.api.channels[':slug'].$get({ param: { slug } })).headers.get('cache-control'),
    ).toBe('private, no-cache');
    expect(live.isActive).toBe(true);
    expect(live.playbackUrl).toMatch(/^\/live-media\/[0-9a-f]{16}\/master\.m3u8$/);

    // Players start from the multivariant playlist: one rendition, measured from the sample.
    const master = await t.get(live.playbackUrl!);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('no-cache');
    const variants = await master.text();
    expect(variants).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,CODECS="avc1\.4d401e,mp4a\.40\.2",RESOLUTION=640x360\nindex\.m3u8\n/,
    );
    const playlist = await t.get(live.playbackUrl!.replace('master.m3u8', 'index.m3u8'));
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('cache-control')).toBe('no-cache');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:0');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const segmentUrl = text.split('\n').find((line) => line.endsWith('live0.ts'))!;
    const media = await t.get(segmentUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await media.arrayBuffer()).equals(segment)).toBe(true);
    // The viewer who asked for the playlist is counted.
    expect((await channelStatus(t, slug)).viewers).toBe(1);

    // Silence: after the idle time without a file, the broadcast ends and becomes a replay.
    await clock.advance(1000);
    expect((await channelStatus(t, slug)).status).toBe('live');
    await clock.advance(1000);
    expect((await channelStatus(t, slug)).status).toBe('ondemand');
    const replays = await unwrap(t.api.replays.$get());
    const replay = replays.items.find((item) => item.channelSlug === slug);
    expect(replay).toMatchObject({ durationSeconds: 2, peakViewers: 1 });
    expect(replay!.playbackUrl).toMatch(/\/master\.m3u8$/);
    expect(await (await t.get(replay!.playbackUrl!)).text()).toContain('\nreplay.m3u8\n');
    const vod = await (await t.get(replay!.playbackUrl!.replace('master', 'replay'))).text();
    // An EVENT playlist keeps its type when it ends (RFC 8216 §6.2.1).
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect(vod).toContain('#EXT-X-ENDLIST');
    expect(vod).toContain('\nlive0.ts\n');
    const page = await channelPage(t, slug);
    expect(page.replays.map((item) => item.id)).toContain(replay!.id);
  });

  it('ends at once on ENDLIST, and a rotated key stops working', async () => {
    expect((await put(t, `/ingest/${key}/a0.ts`, segment)).status).toBe(201);
    expect((await put(t, `/ingest/${key}/index.m3u8`, playlistOf(['a0.ts']))).status).toBe(204);
    expect((await channelStatus(t, slug)).status).toBe('live');
    expect((await put(t, `/ingest/${key}/index.m3u8`, playlistOf(['a0.ts'], true))).status).toBe(
      204,
    );
    expect((await channelStatus(t, slug)).status).toBe('ondemand');

    const rotated = await t.api.me.channels[':slug']['stream-key'].$post({ param: { slug } });
    const { streamKey } = await unwrap(rotated);
    expect(streamKey).not.toBe(key);
    expect((await put(t, `/ingest/${key}/b0.ts`, segment)).status).toBe(403);
    expect((await put(t, `/ingest/${streamKey}/b0.ts`, segment)).status).toBe(201);
    key = streamKey;
  });

  it('serves no media of a channel a moderator holds, live or replay, until it is released', async () => {
    expect((await put(t, `/ingest/${key}/index.m3u8`, playlistOf(['b0.ts']))).status).toBe(204);
    const { playbackUrl } = await channelStatus(t, slug);
    const window = await t.get(playbackUrl!.replace('master.m3u8', 'index.m3u8'));
    const segmentUrl = (await window.text()).split('\n').find((line) => line.endsWith('b0.ts'))!;
    const answers = async () =>
      Promise.all(
        [playbackUrl!, playbackUrl!.replace('master.m3u8', 'index.m3u8'), segmentUrl].map(
          async (url) => (await t.get(url)).status,
        ),
      );
    expect(await answers()).toEqual([200, 200, 200]);

    const visitor = await createTestApp();
    const report = await visitor.api.reports.$post({
      json: { targetType: 'channel', targetId: slug, reason: 'inappropriate' },
    });
    const { id } = await unwrap(report, 201);
    const admin = await signedInAdmin();
    const held = await admin.api.admin.reports[':id'].hold.$post({
      param: { id },
      json: { reason: 'Review' },
    });
    expect(held.status).toBe(200);
    try {
      // Whoever has the addresses: the playlists and the broadcast's files are gone with it.
      expect(await answers()).toEqual([404, 404, 404]);
    } finally {
      await admin.api.admin.reports[':id'].release.$post({ param: { id } });
    }
    expect(await answers()).toEqual([200, 200, 200]);
    expect((await put(t, `/ingest/${key}/index.m3u8`, playlistOf(['b0.ts'], true))).status).toBe(
      204,
    );
  });
});

describe('Livepeer channels', () => {
  const secret = 'whsec-test-1234567890';
  /** Where Livepeer serves recordings, as LIVEPEER_PLAYBACK_ORIGINS names it. */
  const recordingsOrigin = 'https://recordings-cdn-s.lp-playback.studio';
  let standIn: LivepeerStandIn;
  let t: TestApp;
  let slug: string;
  let streamId: string;
  beforeAll(async () => {
    standIn = await startLivepeerStandIn({ apiKey: 'lp-test-key' });
    t = await createTestApp({
      dataDir,
      streaming: {
        idleMs: 10_000,
        livepeer: {
          apiKey: 'lp-test-key',
          baseUrl: standIn.baseUrl,
          webhookSecret: secret,
          rtmpUrl: 'rtmp://rtmp.livepeer.com/live',
          playbackOrigins: [standIn.baseUrl, recordingsOrigin],
        },
      },
    });
    await signedInAs(t, { userType: 'coach' });
    const made = await createChannel(t);
    slug = made.channel.slug;
    expect(made.ingestUrl).toBe(`rtmp://rtmp.livepeer.com/live/${made.streamKey}`);
    streamId = [...standIn.streams.values()].find((stream) => stream.name === slug)!.id;
  });
  afterAll(() => standIn.close());

  const deliver = async (body: object, sign: { secret?: string; at?: number } = {}) => {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    headers['livepeer-signature'] = signLivepeerBody(
      raw,
      sign.secret ?? secret,
      sign.at ?? Date.now(),
    );
    // As Livepeer's servers call it: no Origin, the raw body its signature is over.
    return t.serverApi.webhooks.livepeer.$post(undefined, { headers, init: { body: raw } });
  };
  let eventId = 0;
  const event = (name: string, extra: object = {}) => ({
    id: `evt-${Date.now()}-${(eventId += 1)}`,
    webhookId: 'wh-1',
    createdAt: Date.now(),
    timestamp: Date.now(),
    event: name,
    stream: { id: streamId, name: slug },
    ...extra,
  });

  it('reads status from one shared list of streams, not once per viewer', async () => {
    const before = standIn.requests.filter((request) => request.method === 'GET').length;
    for (let i = 0; i < 20; i += 1) expect((await channelStatus(t, slug)).status).toBe('ondemand');
    const after = standIn.requests.filter((request) => request.method === 'GET').length;
    expect(after - before).toBeLessThanOrEqual(1);
    expect((await channelStatus(t, slug)).found).toBe(true);
  });

  it('goes live on a signed stream.started and refuses unsigned, tampered, stale and replayed calls', async () => {
    const started = event('stream.started');
    expect((await deliver(started, { secret: 'not-the-secret' })).status).toBe(401);
    const unsigned = await t.serverApi.webhooks.livepeer.$post(undefined, {
      headers: { 'content-type': 'application/json' },
      init: { body: JSON.stringify(started) },
    });
    expect(unsigned.status).toBe(401);
    expect((await deliver(started, { at: Date.now() - 10 * 60_000 })).status).toBe(401);
    expect((await deliver({ ...started, timestamp: Date.now() - 10 * 60_000 })).status).toBe(401);

    standIn.setActive(streamId, true);
    // Livepeer counts the viewers: taken from its realtime viewership with the status.
    standIn.viewers.set(standIn.streams.get(streamId)!.playbackId, 7);
    expect((await deliver(started)).status).toBe(204);
    expect((await deliver(started)).status).toBe(409);
    const live = await channelStatus(t, slug);
    expect(live.status).toBe('live');
    expect(live.playbackUrl).toMatch(/\/hls\/.+\/index\.m3u8$/);
    expect(live.viewers).toBe(7);

    standIn.setActive(streamId, false);
    expect((await deliver(event('stream.idle'))).status).toBe(204);
    expect((await channelStatus(t, slug)).status).toBe('ondemand');
  });

  it('keeps the recording as a replay on recording.ready', async () => {
    const recordingUrl = `${recordingsOrigin}/hls/${streamId}/index.m3u8`;
    const ready = event('recording.ready', {
      payload: { recordingUrl, mp4Url: `${standIn.baseUrl}/x.mp4`, session: { id: 'session-1' } },
    });
    expect((await deliver(ready)).status).toBe(204);
    const page = await channelPage(t, slug);
    expect(page.replays[0]?.playbackUrl).toBe(recordingUrl);
  });

  it('stores no recording that is not an https address on the playback origins', async () => {
    const replaysBefore = async () => (await channelPage(t, slug)).replays;
    const before = await replaysBefore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const recordingUrl of [
        'javascript:alert(document.cookie)//.m3u8',
        'data:application/vnd.apple.mpegurl,#EXTM3U',
        // An origin the site names, but over http; and https elsewhere.
        `${standIn.baseUrl}/recordings/${streamId}/index.m3u8`,
        `https://evil.example/recordings/${streamId}/index.m3u8`,
        `https://user:pass@recordings-cdn-s.lp-playback.studio/hls/x/index.m3u8`,
        'not a url',
      ]) {
        const ready = event('recording.ready', { payload: { recordingUrl } });
        // Answered as handled, so Livepeer does not retry it.
        expect((await deliver(ready)).status, recordingUrl).toBe(204);
      }
      expect(await replaysBefore()).toEqual(before);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('recording.ready'));
    } finally {
      warn.mockRestore();
    }
  });

  it('words a provider failure with the fixed text', async () => {
    standIn.failNext(500, 'boom');
    const res = await t.api.me.channels.$post({
      json: { title: uniqueTitle('Failing'), channel: 'Test', category: 'other' },
    });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).message).toBe('Failed to connect to Livepeer API');
  });
});
