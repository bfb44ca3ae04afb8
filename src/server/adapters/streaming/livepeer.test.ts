import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf } from '#server/test/errors';
import { startLivepeerStandIn, type LivepeerStandIn } from '#server/test/livepeer-stand-in';
import { createLivepeerAssets, createLivepeerStreaming } from './livepeer';
import { StreamingProviderError } from './streaming-provider';
import { exactly } from '#server/test/tuples';

const apiKey = 'test-livepeer-key';
const rtmpIngestUrl = 'rtmp://rtmp.livepeer.com/live';

let standIn: LivepeerStandIn;
let tempDir: string;

beforeAll(async () => {
  standIn = await startLivepeerStandIn({ apiKey });
  tempDir = await mkdtemp(join(tmpdir(), 'livepeer-test-'));
});
afterAll(async () => {
  await standIn.close();
  await rm(tempDir, { recursive: true, force: true });
});
beforeEach(() => {
  standIn.streams.clear();
  standIn.assets.clear();
  standIn.viewers.clear();
  standIn.requests.length = 0;
});

const streaming = (key = apiKey) =>
  createLivepeerStreaming({ apiKey: key, baseUrl: standIn.baseUrl, rtmpIngestUrl });
const assets = () => createLivepeerAssets({ apiKey, baseUrl: standIn.baseUrl });

describe('Livepeer streams', () => {
  it('creates a recorded stream with the bearer key and builds its ingest address', async () => {
    const created = await streaming().createStream('Main Event');

    const [request] = exactly(1, standIn.requests);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/stream',
      body: { name: 'Main Event', record: true },
    });
    expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request.headers['content-type']).toBe('application/json');

    const stored = standIn.streams.get(created.id)!;
    expect(created).toEqual({
      id: stored.id,
      name: 'Main Event',
      playbackId: stored.playbackId,
      isActive: false,
      streamKey: stored.streamKey,
      ingestUrl: `${rtmpIngestUrl}/${stored.streamKey}`,
      ingestBase: rtmpIngestUrl,
    });
    expect(streaming().ingestBase()).toBe(rtmpIngestUrl);
  });

  it('gets a stream by id, and null for one Livepeer does not know', async () => {
    const created = await streaming().createStream('Training Session');
    standIn.setActive(created.id, true);

    expect(await streaming().getStream(created.id)).toEqual({
      id: created.id,
      name: 'Training Session',
      playbackId: created.playbackId,
      isActive: true,
    });
    expect(await streaming().getStream('no-such/stream')).toBeNull();
    expect(standIn.requests.at(-1)?.path).toBe('/stream/no-such%2Fstream');
  });

  it('finds the stream named exactly so among the substring matches, the active one first', async () => {
    const provider = streaming();
    const replay = await provider.createStream('Main Event Replay');
    await provider.createStream('main event');
    await provider.createStream('The Main Event');
    const older = await provider.createStream('Main Event');
    const newer = await provider.createStream('Main Event');
    standIn.setActive(replay.id, true);
    standIn.streams.get(older.id)!.createdAt = Date.now() - 60_000;

    // Neither is active: the one made last.
    expect((await provider.findStreamByName('Main Event'))?.id).toBe(newer.id);

    standIn.setActive(older.id, true);
    expect(await provider.findStreamByName('Main Event')).toEqual({
      id: older.id,
      name: 'Main Event',
      playbackId: older.playbackId,
      isActive: true,
    });

    const lookup = new URL(standIn.requests.at(-1)!.path, standIn.baseUrl);
    expect(lookup.pathname).toBe('/stream');
    expect(lookup.searchParams.get('streamsonly')).toBe('1');
    expect(JSON.parse(lookup.searchParams.get('filters')!)).toEqual([
      { id: 'name', value: 'Main Event' },
    ]);

    expect(await provider.findStreamByName('Main')).toBeNull();
    expect(await provider.findStreamByName('Podcast')).toBeNull();
  });

  it('finds an exact name on a later page of substring matches', async () => {
    const provider = streaming();
    const wanted = await provider.createStream('Hoops');
    standIn.streams.get(wanted.id)!.createdAt = Date.now() - 60_000;
    for (let i = 0; i < 12; i += 1) await provider.createStream(`Hoops Tournament ${i}`);

    expect((await provider.findStreamByName('Hoops'))?.id).toBe(wanted.id);
    expect(standIn.requests.filter((r) => r.path.startsWith('/stream?'))).toHaveLength(2);
  });

  it('lists every top-level stream, following the Link pages', async () => {
    const provider = streaming();
    const ids = new Set<string>();
    for (let i = 0; i < 23; i += 1) ids.add((await provider.createStream(`Channel ${i}`)).id);
    const parent = [...ids][0]!;
    standIn.streams.set('session-1', {
      ...standIn.streams.get(parent)!,
      id: 'session-1',
      parentId: parent,
    });
    standIn.requests.length = 0;

    const listed = await provider.listStreams();

    expect(new Set(listed.map((stream) => stream.id))).toEqual(ids);
    expect(standIn.requests.map((request) => request.path)).toEqual([
      '/stream?streamsonly=1',
      '/stream?streamsonly=1&cursor=10',
      '/stream?streamsonly=1&cursor=20',
    ]);
  });

  it('deletes a stream, and takes an unknown one as already gone', async () => {
    const created = await streaming().createStream('Weekend Podcast');

    await streaming().deleteStream(created.id);
    expect(standIn.streams.has(created.id)).toBe(false);
    await expect(streaming().deleteStream(created.id)).resolves.toBeUndefined();
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/stream/${created.id}`,
    });
  });

  it('ends a running session and keeps the stream and its key', async () => {
    const created = await streaming().createStream('Main Event');
    standIn.setActive(created.id, true);

    await streaming().endSession!(created.id);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/stream/${created.id}/terminate`,
    });
    const stored = standIn.streams.get(created.id)!;
    expect(stored).toMatchObject({ isActive: false, terminated: 1, streamKey: created.streamKey });
    await expect(streaming().endSession!('unknown-stream')).rejects.toMatchObject({ status: 404 });
  });

  it('suspends a stream, which ends its session and refuses broadcasts, and lifts it', async () => {
    const created = await streaming().createStream('Main Event');
    standIn.setActive(created.id, true);

    await streaming().setSuspended!(created.id, true);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/stream/${created.id}`,
      body: { suspended: true },
    });
    standIn.setActive(created.id, true);
    expect(standIn.streams.get(created.id)).toMatchObject({ suspended: true, isActive: false });

    await streaming().setSuspended!(created.id, false);
    standIn.setActive(created.id, true);
    expect(standIn.streams.get(created.id)).toMatchObject({ suspended: false, isActive: true });
  });

  it('plays the HLS (TS) source of the playback info', async () => {
    const created = await streaming().createStream('Main Event');

    expect(await streaming().playbackUrl(created.playbackId)).toBe(
      `${standIn.baseUrl}/hls/${created.playbackId}/index.m3u8`,
    );
    expect(await streaming().playbackUrl('unknownplayback')).toBeNull();

    standIn.failNext(200, {
      type: 'live',
      meta: { live: 1, source: [{ hrn: 'MP4', type: 'html5/video/mp4', url: 'https://x/a.mp4' }] },
    });
    expect(await streaming().playbackUrl(created.playbackId)).toBeNull();
  });

  it('reads who is watching each stream now, in one call broken down by playbackId', async () => {
    standIn.viewers.set('playbackaaaa', 12);
    standIn.viewers.set('playbackbbbb', 3);
    const viewers = await streaming().viewersNow!();
    expect(viewers).toEqual(
      new Map([
        ['playbackaaaa', 12],
        ['playbackbbbb', 3],
      ]),
    );
    expect(
      standIn.requests.filter((request) => request.path.startsWith('/data/views/now')),
    ).toHaveLength(1);
    standIn.failNext(200, [{ playbackId: 'x', viewCount: 'many' }]);
    await expect(streaming().viewersNow!()).rejects.toBeInstanceOf(StreamingProviderError);
  });

  it('reports refusals with the status and body Livepeer gave', async () => {
    const wrongKey = streaming('not-the-key');
    await expect(wrongKey.createStream('Main Event')).rejects.toThrow(
      'Livepeer API error: 401 - {"errors":["invalid API key"]}',
    );

    standIn.failNext(500, 'Internal Server Error');
    const error = await rejectionOf(streaming().listStreams(), StreamingProviderError);
    expect(error).toBeInstanceOf(StreamingProviderError);
    expect(error).toMatchObject({ status: 500, body: 'Internal Server Error' });
    expect(error.message).toBe('Livepeer API error: 500 - Internal Server Error');

    standIn.failNext(503, 'x'.repeat(5000));
    const long = await rejectionOf(streaming().getStream('any'), StreamingProviderError);
    expect(long.status).toBe(503);
    expect(long.body.length).toBeLessThanOrEqual(501);
  });

  it('takes a malformed answer as an error rather than missing fields', async () => {
    const created = await streaming().createStream('Main Event');

    standIn.failNext(200, { id: created.id, name: 'Main Event', isActive: 'yes' });
    await expect(streaming().getStream(created.id)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Livepeer API error: 502 - unexpected answer to GET/),
    });

    standIn.failNext(201, '<html>proxy error</html>');
    await expect(streaming().createStream('Main Event')).rejects.toThrow(/502 - .*not JSON/);

    standIn.failNext(200, { errors: [] });
    await expect(streaming().listStreams()).rejects.toBeInstanceOf(StreamingProviderError);

    standIn.failNext(200, {
      meta: { source: [{ hrn: 'HLS (TS)', url: 'javascript:alert(1)' }] },
    });
    await expect(streaming().playbackUrl(created.playbackId)).rejects.toMatchObject({
      status: 502,
    });
  });

  it('reports an unreachable API with status 0 and a timeout with status 504', async () => {
    const closed = await startLivepeerStandIn({ apiKey });
    await closed.close();
    const unreachable = createLivepeerStreaming({
      apiKey,
      baseUrl: closed.baseUrl,
      rtmpIngestUrl,
    });
    await expect(unreachable.getStream('any')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/^Livepeer API error: 0 - could not reach Livepeer: /),
    });

    const slow = createLivepeerStreaming({
      apiKey,
      baseUrl: standIn.baseUrl,
      rtmpIngestUrl,
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    });
    await expect(slow.getStream('any')).rejects.toThrow(
      'Livepeer API error: 504 - no answer within 50 ms',
    );
  });
});

describe('Livepeer assets', () => {
  it('asks for an upload address, streams the file there and follows the asset until ready', async () => {
    const videoAssets = assets();
    const { uploadUrl, asset } = await videoAssets.requestUpload('Highlight reel');
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/asset/request-upload',
      body: { name: 'Highlight reel' },
    });
    expect(asset).toEqual({ id: asset.id, playbackId: null, phase: 'waiting', error: null });
    expect(uploadUrl.startsWith(`${standIn.baseUrl}/upload/${asset.id}?token=`)).toBe(true);

    const path = join(tempDir, 'highlight.mp4');
    const bytes = Buffer.alloc(300_000, 7);
    await writeFile(path, bytes);
    await videoAssets.uploadFile(uploadUrl, { path, size: bytes.length, contentType: 'video/mp4' });

    const upload = standIn.requests.at(-1)!;
    expect(upload.method).toBe('PUT');
    expect(upload.headers['content-length']).toBe(String(bytes.length));
    expect(upload.headers['content-type']).toBe('video/mp4');
    expect(standIn.assets.get(asset.id)!.upload).toEqual({
      bytes: bytes.length,
      contentType: 'video/mp4',
      authorization: null,
    });

    const ready = await videoAssets.getAsset(asset.id);
    expect(ready).toEqual({
      id: asset.id,
      playbackId: standIn.assets.get(asset.id)!.playbackId,
      phase: 'ready',
      error: null,
    });
    expect(await videoAssets.playbackUrl(ready!.playbackId!)).toBe(
      `${standIn.baseUrl}/hls/${ready!.playbackId}/index.m3u8`,
    );
  });

  it('reports a refused upload, a missing asset and a deleted one', async () => {
    const videoAssets = assets();
    const { uploadUrl, asset } = await videoAssets.requestUpload('Highlight reel');
    const path = join(tempDir, 'refused.mp4');
    await writeFile(path, 'not really a video');

    standIn.failNext(413, 'too large');
    await expect(
      videoAssets.uploadFile(uploadUrl, { path, size: 18, contentType: 'video/mp4' }),
    ).rejects.toThrow('Livepeer API error: 413 - too large');

    expect(await videoAssets.getAsset('no-such-asset')).toBeNull();

    await videoAssets.deleteAsset(asset.id);
    expect(standIn.assets.has(asset.id)).toBe(false);
    await expect(videoAssets.deleteAsset(asset.id)).resolves.toBeUndefined();
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/asset/${asset.id}`,
    });
  });
});
