import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import HLS from 'hls-parser';
import type { MediaPlaylist } from 'hls-parser/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '#server/db/schema';
import { createFakeClock } from '#server/test/fake-clock';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { createLocalLive } from './local-live';
import { encoderPlaylist, type PlaylistSegment } from './playlist';
import { onlyRow } from '#server/test/rows';
import { exactly } from '#server/test/tuples';

// What the app's own media server gives players, checked against RFC 8216 by an independent
// parser in strict mode (hls-parser), through a broadcast as an uneven encoder sends it: one
// segment waits for a late key frame (4.6 s among 2 s), the broadcaster restarts its
// timestamps once (a discontinuity), then ends.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

HLS.setOptions({ strictMode: true, silent: true });

const sampleDir = path.resolve('media/live-sample');
const sample = (index: number) =>
  readFileSync(path.join(sampleDir, `segment${String(index % 12).padStart(2, '0')}.ts`));
/** Seconds of each segment the broadcaster sends; the one at DISCONTINUITY restarts time. */
const DURATIONS = [2, 2, 4.6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2.002, 2, 2, 2, 2, 2, 1.5, 2];
const DISCONTINUITY = 8;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hls-conformance-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const put = (t: TestApp, pathname: string, body: BodyInit) =>
  t.app.request(pathname, { method: 'PUT', body }, { incoming: { socket: {} } });

async function fetchText(t: TestApp, pathname: string) {
  const res = await t.get(pathname);
  expect(res.status, pathname).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  return res.text();
}

const parseMaster = (text: string) => {
  const playlist = HLS.parse(text);
  if (!playlist.isMasterPlaylist) throw new Error(`Not a master playlist:\n${text}`);
  return playlist;
};
const parseMedia = (text: string) => {
  const playlist = HLS.parse(text);
  if (playlist.isMasterPlaylist) throw new Error(`Not a media playlist:\n${text}`);
  return playlist;
};

/** The discontinuity sequence number of each segment of a media playlist, by media sequence. */
function discontinuityNumbers(playlist: MediaPlaylist): Map<number, number> {
  const numbers = new Map<number, number>();
  let current = playlist.discontinuitySequenceBase ?? 0;
  playlist.segments.forEach((segment, index) => {
    if (segment.discontinuity && index > 0) current += 1;
    numbers.set(playlist.mediaSequenceBase! + index, current);
  });
  return numbers;
}

const seconds = (playlist: MediaPlaylist) =>
  playlist.segments.reduce((sum, segment) => sum + segment.duration, 0);

/** An app on its own clock and a channel of a new owner, ready to broadcast to. */
async function channelToBroadcast(userType: 'coach' | 'organization', title: string) {
  const clock = createFakeClock();
  const t = await createTestApp(
    { dataDir, streaming: { idleMs: 60_000, livepeer: undefined } },
    { clock },
  );
  await signIn(t, await createTestUser(t, { userType }));
  const made = await unwrap(
    t.api.me.channels.$post({
      json: {
        title: `${title} ${Date.now().toString(36)}`,
        channel: 'Test Channel',
        category: 'tournament',
        schedule: 'Saturdays',
      },
    }),
    201,
  );
  return { clock, t, streamKey: made.streamKey, slug: made.channel.slug };
}

describe('HLS from the local media server, parsed strictly', () => {
  let clock: ReturnType<typeof createFakeClock>;
  let t: TestApp;
  let streamKey: string;
  let slug: string;
  beforeAll(async () => {
    ({ clock, t, streamKey, slug } = await channelToBroadcast('coach', 'Conformance'));
  });

  it('keeps the rules on live, on the running replay and on the ended replay', async () => {
    const sent: PlaylistSegment[] = [];
    let masterUrl = '';
    let broadcastId = '';
    let targetDuration: number | null = null;
    let lastSequence = -1;
    const seen = new Map<number, number>();

    for (const [index, duration] of DURATIONS.entries()) {
      const name = `live${index}.ts`;
      expect((await put(t, `/ingest/${streamKey}/${name}`, sample(index))).status).toBe(201);
      sent.push({ name, duration, ...(index === DISCONTINUITY ? { discontinuity: true } : {}) });
      // What ffmpeg PUTs: its last 5 segments, with a target it recomputes for each window.
      const upload = encoderPlaylist(sent, { ended: false, size: 5 });
      expect((await put(t, `/ingest/${streamKey}/index.m3u8`, upload)).status).toBe(204);
      await clock.advance(duration * 1000);

      if (index === 0) {
        const channel = (await unwrap(t.api.channels[':slug'].$get({ param: { slug } }))).channel;
        expect(channel.status).toBe('live');
        masterUrl = channel.playbackUrl!;
      }
      // A player starts from the multivariant playlist: one variant, measured.
      const master = parseMaster(await fetchText(t, masterUrl));
      expect(master.variants).toHaveLength(1);
      const [variant] = exactly(1, master.variants);
      expect(variant.codecs).toBe('avc1.4d401e,mp4a.40.2');
      expect(variant.resolution).toEqual({ width: 640, height: 360 });
      expect(variant.bandwidth).toBeGreaterThan(100_000);
      expect(variant.averageBandwidth).toBeLessThanOrEqual(variant.bandwidth);
      const mediaUrl = new URL(variant.uri, `http://app${masterUrl}`).pathname;

      // ...then reloads the rendition's live playlist.
      const live = parseMedia(await fetchText(t, mediaUrl));
      expect(live.playlistType).toBeUndefined();
      expect(live.endlist).toBe(false);
      // §6.2.1: the target duration never changes.
      targetDuration ??= live.targetDuration;
      expect(live.targetDuration).toBe(targetDuration);
      // §6.2.2: no segment leaves while the playlist would last less than three target durations.
      const sentSeconds = sent.reduce((sum, segment) => sum + segment.duration, 0);
      expect(seconds(live)).toBeGreaterThanOrEqual(
        Math.min(sentSeconds, 3 * targetDuration) - 1e-9,
      );
      // The newest segment is listed; the media sequence only grows, and numbers the same
      // segment the same way on every reload.
      expect(live.segments.at(-1)!.uri).toMatch(new RegExp(`/${name}$`));
      expect(live.mediaSequenceBase!).toBeGreaterThanOrEqual(lastSequence);
      lastSequence = live.mediaSequenceBase!;
      live.segments.forEach((segment, offset) => {
        expect(segment.uri).toMatch(new RegExp(`/live${live.mediaSequenceBase! + offset}\\.ts$`));
      });
      // A segment's discontinuity sequence number is the same on every reload.
      for (const [sequence, number] of discontinuityNumbers(live)) {
        expect(number).toBe(sequence >= DISCONTINUITY ? 1 : 0);
        if (seen.has(sequence)) expect(seen.get(sequence)).toBe(number);
        seen.set(sequence, number);
      }
      broadcastId ||= /\/live-media\/b\/([0-9a-f-]{36})\//.exec(live.segments[0]!.uri)![1]!;
    }
    // The window did slide, past the discontinuity: DISCONTINUITY-SEQUENCE counts it.
    expect(lastSequence).toBeGreaterThan(DISCONTINUITY);
    expect(targetDuration).toBe(5);

    // The running replay: EVENT, the whole broadcast, no end yet.
    const replayMasterUrl = `/live-media/b/${broadcastId}/master.m3u8`;
    const replayMaster = parseMaster(await fetchText(t, replayMasterUrl));
    expect(replayMaster.variants.map((variant) => variant.codecs)).toEqual([
      'avc1.4d401e,mp4a.40.2',
    ]);
    const replayUrl = new URL(replayMaster.variants[0]!.uri, `http://app${replayMasterUrl}`)
      .pathname;
    const running = parseMedia(await fetchText(t, replayUrl));
    expect(running.playlistType).toBe('EVENT');
    expect(running.endlist).toBe(false);
    expect(running.targetDuration).toBe(targetDuration);
    expect(running.mediaSequenceBase ?? 0).toBe(0);
    expect(running.segments.map((segment) => segment.duration)).toEqual(DURATIONS);
    expect(running.segments.map((segment) => Boolean(segment.discontinuity))).toEqual(
      DURATIONS.map((_, index) => index === DISCONTINUITY),
    );

    // The broadcaster ends: the replay keeps its type and gains ENDLIST; live players see it end.
    const last = encoderPlaylist(sent, { ended: true, size: 5 });
    expect((await put(t, `/ingest/${streamKey}/index.m3u8`, last)).status).toBe(204);
    const ended = parseMedia(await fetchText(t, replayUrl));
    expect(ended.playlistType).toBe('EVENT');
    expect(ended.endlist).toBe(true);
    expect(ended.targetDuration).toBe(targetDuration);
    expect(ended.segments).toHaveLength(DURATIONS.length);
    const master = parseMaster(await fetchText(t, masterUrl));
    const liveEnded = parseMedia(
      await fetchText(t, new URL(master.variants[0]!.uri, `http://app${masterUrl}`).pathname),
    );
    expect(liveEnded.endlist).toBe(true);
    expect(liveEnded.targetDuration).toBe(targetDuration);
    const replays = await unwrap(t.api.replays.$get());
    expect(replays.items.find((item) => item.channelSlug === slug)?.playbackUrl).toBe(
      replayMasterUrl,
    );
  });
});

describe('several renditions from one broadcaster', () => {
  let t: TestApp;
  let streamKey: string;
  let slug: string;
  beforeAll(async () => {
    ({ t, streamKey, slug } = await channelToBroadcast('organization', 'Renditions'));
  });

  it('takes what ffmpeg sends with -var_stream_map and %v, and lists each rendition measured', async () => {
    // ffmpeg -var_stream_map "v:0,a:0 v:1,a:1" -master_pl_name master.m3u8 …/{key}/%v/index.m3u8
    const sent: PlaylistSegment[] = [];
    for (let index = 0; index < 4; index += 1) {
      const name = `index${index}.ts`;
      sent.push({ name, duration: 2 });
      const full = sample(index);
      // The second rendition: fewer bytes for the same seconds.
      const small = full.subarray(0, 188 * Math.floor(full.length / 188 / 3));
      expect((await put(t, `/ingest/${streamKey}/0/${name}`, full)).status).toBe(201);
      expect((await put(t, `/ingest/${streamKey}/1/${name}`, small)).status).toBe(201);
      for (const rendition of ['0', '1']) {
        const upload = encoderPlaylist(sent, { ended: false, size: 5 });
        expect((await put(t, `/ingest/${streamKey}/${rendition}/index.m3u8`, upload)).status).toBe(
          204,
        );
      }
    }
    // ffmpeg's own multivariant playlist, one folder up: accepted, not used.
    const theirs = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n0/index.m3u8\n';
    expect((await put(t, `/ingest/${streamKey}/master.m3u8`, theirs)).status).toBe(204);
    // Folder names are strict.
    expect((await put(t, `/ingest/${streamKey}/%2e%2e/index0.ts`, sample(0))).status).toBe(400);
    expect((await put(t, `/ingest/${streamKey}/a.b/index0.ts`, sample(0))).status).toBe(400);

    const channel = (await unwrap(t.api.channels[':slug'].$get({ param: { slug } }))).channel;
    const masterUrl = channel.playbackUrl!;
    const master = parseMaster(await fetchText(t, masterUrl));
    expect(master.variants.map((variant) => variant.uri)).toEqual(['0/index.m3u8', '1/index.m3u8']);
    const [high, low] = exactly(2, master.variants);
    expect(high.bandwidth).toBeGreaterThan(2 * low.bandwidth);
    expect(high.codecs).toBe('avc1.4d401e,mp4a.40.2');
    expect(high.resolution).toEqual({ width: 640, height: 360 });
    for (const variant of master.variants) {
      const live = parseMedia(
        await fetchText(t, new URL(variant.uri, `http://app${masterUrl}`).pathname),
      );
      expect(live.segments).toHaveLength(4);
      expect(live.segments[0]!.uri).toMatch(
        new RegExp(`^/live-media/b/[0-9a-f-]{36}/${variant.uri.split('/')[0]}/index0\\.ts$`),
      );
      expect((await t.get(live.segments[0]!.uri)).status).toBe(200);
    }

    const ended = encoderPlaylist(sent, { ended: true, size: 5 });
    expect((await put(t, `/ingest/${streamKey}/0/index.m3u8`, ended)).status).toBe(204);
    const replays = await unwrap(t.api.replays.$get());
    const replayUrl = replays.items.find((item) => item.channelSlug === slug)!.playbackUrl!;
    const replayMaster = parseMaster(await fetchText(t, replayUrl));
    expect(replayMaster.variants.map((variant) => variant.uri)).toEqual([
      '0/replay.m3u8',
      '1/replay.m3u8',
    ]);
    for (const variant of replayMaster.variants) {
      const replay = parseMedia(
        await fetchText(t, new URL(variant.uri, `http://app${replayUrl}`).pathname),
      );
      expect(replay).toMatchObject({ playlistType: 'EVENT', endlist: true, targetDuration: 5 });
      expect(replay.segments).toHaveLength(4);
    }
  });
});

describe('a segment longer than the target duration', () => {
  it('is left out with a reason for the owner; the next one opens a discontinuity', async () => {
    const t = await createTestApp({ dataDir });
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const { streamKey, channel } = await unwrap(
      t.api.me.channels.$post({
        json: { title: `Long ${Date.now().toString(36)}`, channel: 'Me', category: 'other' },
      }),
      201,
    );
    const live = createLocalLive({
      db: t.db,
      dataDir,
      idleMs: 60_000,
      now: Date.now,
      onChange: () => undefined,
    });
    const row = onlyRow(
      await t.db
        .select({ id: channels.id, playbackId: channels.playbackId })
        .from(channels)
        .where(eq(channels.slug, channel.slug)),
    );
    const send = (name: string, body: Uint8Array | string) =>
      live.ingest(
        streamKey,
        name,
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body),
            );
            controller.close();
          },
        }),
        undefined,
      );
    const sent: PlaylistSegment[] = [];
    for (const [index, duration] of [2, 2, 9, 2].entries()) {
      expect(await send(`s${index}.ts`, sample(index))).toEqual({ ok: true, status: 201 });
      sent.push({ name: `s${index}.ts`, duration });
      expect(await send('index.m3u8', encoderPlaylist(sent, { ended: false }))).toEqual({
        ok: true,
        status: 204,
      });
    }
    expect(live.status(row.id).notice).toBe(
      "Segment s2.ts lasted 9.0 s, longer than this broadcast's 5 s target, and was left out: send a key frame every segment (ffmpeg -force_key_frames, or OBS keyframe interval) and keep -hls_time.",
    );
    const text = live.renditionPlaylist(row.playbackId!, '', 'viewer')!;
    const playlist = parseMedia(text);
    expect(playlist.targetDuration).toBe(5);
    expect(
      playlist.segments.map((segment) => [
        segment.uri.split('/').at(-1),
        Boolean(segment.discontinuity),
      ]),
    ).toEqual([
      ['s0.ts', false],
      ['s1.ts', false],
      ['s3.ts', true],
    ]);
    await live.stop(row.id);
  });
});
