import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightMessages } from '#shared/highlight-videos';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { createLocalStorage } from '#server/adapters/storage/local-storage';
import type { ProviderAsset, VideoAssets } from '#server/adapters/streaming/streaming-provider';
import { createSiteAuth } from '#server/site-auth';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { handleError } from '#server/http/error-handler';
import { systemClock } from '#server/lib/clock';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { createAthleteWork } from './athlete-work';
import { ASSET_CHECK_INTERVAL_MS } from './highlight-videos';
import { mp4File, pngBytes, webmFile } from '#server/test/highlight-test-files';
import { receiveVideoFile } from './receive-video-file';
import { ownProfileRoutes } from './own-profile-routes';
import { athleteRoutes } from './routes';
import { uploadHighlightVideo } from './upload-highlight-video';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const profile: ProfileEditorInput = {
  firstName: 'Dana',
  lastName: 'Wells',
  sport: 'Soccer',
  position: 'Striker',
  school: 'Eastside High',
  location: 'Boise, ID',
  graduationYear: '2028',
  bio: null,
  height: null,
  weight: null,
  gender: 'Female',
  birthMonth: '4',
  birthYear: '2000',
};

const cookieOf = (t: TestApp) =>
  [...t.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** An athlete with a saved profile, signed in on an app that stores uploads under its own folder. */
async function athlete(dataDir = mkdtempSync(path.join(os.tmpdir(), 'highlights-'))) {
  const t = await createTestApp({ dataDir });
  const user = await createTestUser(t, { userType: 'player' });
  await signIn(t, user);
  const saved = await t.api.me.profile.$put({ json: profile });
  expect(saved.status).toBe(200);
  const { profile: own } = await unwrap(saved);
  return Object.assign(t, { profileId: own.id, dataDir, user });
}

async function signedInMember() {
  const t = await createTestApp();
  await signIn(t, await createTestUser(t, { userType: 'coach' }));
  return t;
}

/**
 * The video file as the raw body of PUT /api/me/highlight-video, as the page sends it (the route
 * declares no body: its handler streams the file to disk).
 */
const videoFile = (
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  headers: Record<string, string> = {},
) => ({
  headers: { 'content-type': contentType, ...headers },
  init: { body },
});

function put(
  t: TestApp,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  headers: Record<string, string> = {},
) {
  return t.api.me['highlight-video'].$put(undefined, videoFile(body, contentType, headers));
}

const ownHighlight = (t: TestApp) => t.api.me['highlight-video'];

const uploadsIn = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads', 'highlights');
  return existsSync(folder) ? readdirSync(folder) : [];
};

const storedFile = (dataDir: string, url: string) =>
  path.join(dataDir, 'uploads', url.slice('/uploads/'.length));

async function highlightOn(t: TestApp, profileId: string) {
  const res = await t.api.athletes[':id'].$get({ param: { id: profileId } });
  expect(res.status).toBe(200);
  return unwrap(res);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('uploading a highlight video', () => {
  it('stores an MP4, shows it to members on the athlete page and plays it from /uploads', async () => {
    const t = await athlete();
    const video = mp4File({ seconds: 42, moovAtEnd: true, mediaBytes: 20_000 });
    const res = await put(t, video, 'video/mp4');
    expect(res.status).toBe(200);
    const { highlightVideo } = await unwrap(res);
    expect(highlightVideo).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/uploads/highlights/${t.profileId}-[0-9a-f]{16}\\.mp4$`),
      ),
      contentType: 'video/mp4',
      srcType: 'file',
      status: 'ready',
      durationSeconds: 42,
      captionsUrl: null,
    });
    expect(readFileSync(storedFile(t.dataDir, highlightVideo.url!)).equals(video)).toBe(true);

    const own = await unwrap(ownHighlight(t).$get());
    expect(own.highlightVideo).toEqual(highlightVideo);
    const member = await signedInMember();
    expect(await highlightOn(member, t.profileId)).toMatchObject({ highlightVideo });
    // Visitors see the teaser only.
    const visitor = await createTestApp();
    expect(Object.keys(await highlightOn(visitor, t.profileId)).sort()).toEqual([
      'avatarUrl',
      'featured',
      'firstName',
      'id',
      'lastName',
      'sport',
    ]);

    const served = await t.get(highlightVideo.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    const part = await t.call('GET', highlightVideo.url!, undefined, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${video.length}`);
  });

  it('takes WebM and QuickTime, told by their bytes', async () => {
    const t = await athlete();
    const webm = await put(t, webmFile({ durationMs: 12_500 }), 'video/webm');
    expect(webm.status).toBe(200);
    expect(await webm.json()).toMatchObject({
      highlightVideo: {
        contentType: 'video/webm',
        durationSeconds: 12.5,
        url: expect.stringMatching(/\.webm$/),
      },
    });
    const mov = await put(t, mp4File({ seconds: 3, brand: 'qt  ' }), 'video/quicktime');
    expect(await mov.json()).toMatchObject({
      highlightVideo: { contentType: 'video/quicktime', url: expect.stringMatching(/\.mov$/) },
    });
    // A WebM without a Duration element is taken: its length is not known.
    const unknown = await put(t, webmFile({ durationMs: null }), 'video/webm');
    expect(await unknown.json()).toMatchObject({ highlightVideo: { durationSeconds: null } });
  });

  it('refuses a picture sent as video/mp4 with 415, and stores nothing', async () => {
    const t = await athlete();
    const res = await put(t, pngBytes, 'video/mp4');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: highlightMessages.notAVideo,
    });
    const declared = await put(t, mp4File({ seconds: 5 }), 'image/png');
    expect(declared.status).toBe(415);
    expect(await declared.json()).toMatchObject({ message: highlightMessages.wrongType });
    expect(uploadsIn(t.dataDir)).toEqual([]);
    expect(await (await ownHighlight(t).$get()).json()).toEqual({ highlightVideo: null });
  });

  it('refuses a video over 5 minutes, saying the limit, and stores nothing', async () => {
    const t = await athlete();
    const res = await put(t, mp4File({ seconds: 301, moovAtEnd: true }), 'video/mp4');
    expect(res.status).toBe(400);
    const { message } = await errorOf(res);
    expect(message).toBe(highlightMessages.tooLong(301));
    expect(message).toContain('at most 5 minutes');
    const webm = await put(t, webmFile({ durationMs: 400_000 }), 'video/webm');
    expect(webm.status).toBe(400);
    expect(uploadsIn(t.dataDir)).toEqual([]);
  });

  it('refuses a declared size over 200 MB before reading the body, and an empty body', async () => {
    const t = await athlete();
    const res = await put(t, mp4File({ seconds: 5 }), 'video/mp4', {
      'content-length': String(200 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(uploadsIn(t.dataDir)).toEqual([]);
    const empty = await put(t, new Uint8Array(0), 'video/mp4');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: highlightMessages.chooseFile });
  });

  it('stops reading a body that grows past the limit, and leaves no temporary file', async () => {
    const t = await athlete();
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'highlight-temp-'));
    const deps = {
      db: t.db,
      caches: t.caches.athletes,
      storage: createLocalStorage(path.join(t.dataDir, 'uploads')),
      work: createAthleteWork(),
      clock: systemClock,
    };
    const video = mp4File({ seconds: 5, mediaBytes: 5000 });
    let sent = 0;
    // Sent in small pieces without a declared length, as a chunked upload arrives.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= video.length) return controller.close();
        controller.enqueue(video.subarray(sent, sent + 512));
        sent += 512;
      },
    });
    const upload = { contentType: 'video/mp4', contentLength: undefined, body };
    await expect(
      uploadHighlightVideo(deps, t.user.id, upload, { maxBytes: 2000, tempDir }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: highlightMessages.tooLarge });
    expect(sent).toBeLessThan(video.length);
    expect(readdirSync(tempDir)).toEqual([]);
    expect(uploadsIn(t.dataDir)).toEqual([]);
  });

  it('replaces the old video and deletes its file; two uploads at once leave one', async () => {
    const t = await athlete();
    const first = await unwrap(put(t, mp4File({ seconds: 10 }), 'video/mp4'));
    const second = await unwrap(put(t, webmFile({ durationMs: 9000 }), 'video/webm'));
    expect(existsSync(storedFile(t.dataDir, first.highlightVideo.url!))).toBe(false);
    expect(existsSync(storedFile(t.dataDir, second.highlightVideo.url!))).toBe(true);
    expect(uploadsIn(t.dataDir)).toHaveLength(1);

    const both = await Promise.all([
      put(t, mp4File({ seconds: 20 }), 'video/mp4'),
      put(t, mp4File({ seconds: 30 }), 'video/mp4'),
    ]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(highlightVideos)
      .where(eq(highlightVideos.profileId, t.profileId));
    expect(rows).toHaveLength(1);
    expect(uploadsIn(t.dataDir)).toEqual([path.basename(rows[0]!.url!)]);
  });

  it('is deleted with its file, by its owner only', async () => {
    const t = await athlete();
    const { highlightVideo } = await unwrap(put(t, mp4File({ seconds: 8 }), 'video/mp4'));
    // Another athlete's calls reach their own profile, never this one.
    const other = await athlete();
    expect(await (await ownHighlight(other).$delete()).json()).toEqual({ deleted: false });
    const member = await signedInMember();
    expect(await highlightOn(member, t.profileId)).toMatchObject({ highlightVideo });

    const deleted = await ownHighlight(t).$delete();
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(existsSync(storedFile(t.dataDir, highlightVideo.url!))).toBe(false);
    expect(await highlightOn(member, t.profileId)).toMatchObject({ highlightVideo: null });
    expect(await (await ownHighlight(t).$get()).json()).toEqual({ highlightVideo: null });
    expect(await (await ownHighlight(t).$delete()).json()).toEqual({ deleted: false });
  });

  it('needs a signed-in athlete with a profile', async () => {
    const visitor = await createTestApp();
    expect((await put(visitor, mp4File({ seconds: 5 }), 'video/mp4')).status).toBe(401);
    expect((await ownHighlight(visitor).$delete()).status).toBe(401);
    expect((await ownHighlight(visitor).$get()).status).toBe(401);

    const coach = await signedInMember();
    const refused = await put(coach, mp4File({ seconds: 5 }), 'video/mp4');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: highlightMessages.needsProfile });
    expect((await ownHighlight(coach).$delete()).status).toBe(403);
    expect(await (await ownHighlight(coach).$get()).json()).toEqual({ highlightVideo: null });

    // A page on another site cannot send one with the athlete's cookies.
    const t = await athlete();
    const foreign = await put(t, mp4File({ seconds: 5 }), 'video/mp4', {
      origin: 'https://attacker.example',
    });
    expect(foreign.status).toBe(403);
    expect(uploadsIn(t.dataDir)).toEqual([]);
  });

  it('shows in the featured sections for members once it is there', async () => {
    const t = await athlete();
    const { highlightVideo } = await unwrap(put(t, mp4File({ seconds: 8 }), 'video/mp4'));
    const member = await signedInMember();
    const recent = await unwrap(member.api.athletes.recent.$get());
    for (const item of recent) expect(item).toHaveProperty('highlightVideo');
    const mine = recent.find((item) => item.id === t.profileId);
    if (mine) expect(mine).toHaveProperty('highlightVideo', highlightVideo);
  });
});

describe('receiving a video file', () => {
  const stream = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream();

  it('removes the temporary file on every path', async () => {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'highlight-temp-'));
    const options = { maxBytes: 100_000, tempDir };
    let seenPath = '';
    const size = await receiveVideoFile(stream(mp4File({ seconds: 4 })), options, async (video) => {
      seenPath = video.path;
      expect(existsSync(video.path)).toBe(true);
      return video.size;
    });
    expect(size).toBeGreaterThan(0);
    expect(existsSync(seenPath)).toBe(false);

    const refusals = [
      receiveVideoFile(stream(pngBytes), options, async () => 'stored'),
      receiveVideoFile(stream(mp4File({ seconds: 600 })), options, async () => 'stored'),
      receiveVideoFile(stream(new Uint8Array(200_000)), options, async () => 'stored'),
      receiveVideoFile(stream(webmFile({ durationMs: 1000 })), options, async () => {
        throw new Error('the store failed');
      }),
    ];
    const results = await Promise.allSettled(refusals);
    expect(results.map((result) => result.status)).toEqual(Array(4).fill('rejected'));
    expect(readdirSync(tempDir)).toEqual([]);
  });
});

/** A stand-in for the provider's video assets: processing until `ready()` is called. */
function fakeVideoAssets() {
  const assets = new Map<string, ProviderAsset>();
  const uploads: { uploadUrl: string; size: number; contentType: string; bytes: Buffer }[] = [];
  const deleted: string[] = [];
  let count = 0;
  const videoAssets: VideoAssets = {
    async requestUpload() {
      count += 1;
      const asset: ProviderAsset = {
        id: `asset-${count}-${Date.now()}`,
        playbackId: null,
        phase: 'waiting',
        error: null,
      };
      assets.set(asset.id, asset);
      return { uploadUrl: `https://uploads.example/${asset.id}`, asset };
    },
    async uploadFile(uploadUrl, file) {
      // The temporary file is there while it is sent.
      uploads.push({ uploadUrl, ...file, bytes: readFileSync(file.path) });
      const id = uploadUrl.split('/').pop()!;
      assets.set(id, { ...assets.get(id)!, phase: 'processing' });
    },
    getAsset: async (id) => assets.get(id) ?? null,
    async deleteAsset(id) {
      deleted.push(id);
      assets.delete(id);
    },
    playbackUrl: async (playbackId) => `https://cdn.example/hls/${playbackId}/index.m3u8`,
  };
  const ready = (id: string) =>
    assets.set(id, { ...assets.get(id)!, phase: 'ready', playbackId: `pb-${id}` });
  return { videoAssets, uploads, deleted, ready, assets };
}

/** The athlete routes with a provider behind them, on the test database. */
function appWithProvider(t: TestApp, videoAssets: VideoAssets) {
  const auth = createSiteAuth({
    config: t.config,
    db: t.db,
    mailer: { kind: 'dev-mailbox', send: async () => {} },
    caches: t.caches,
  });
  const storage = createLocalStorage(path.join(mkdtempSync(path.join(os.tmpdir(), 'hl-')), 'u'));
  const caches = t.caches.athletes;
  const work = createAthleteWork();
  const app = new OpenAPIHono()
    .route(
      '/api/me',
      ownProfileRoutes({
        auth,
        db: t.db,
        storage,
        caches,
        videoAssets,
        consent: {
          db: t.db,
          mailer: { kind: 'dev-mailbox', send: async () => {} },
          caches,
          siteName: t.config.siteName,
          publicUrl: t.config.publicUrl,
          clock: systemClock,
        },
        work,
        clock: systemClock,
      }),
    )
    .route(
      '/api/athletes',
      athleteRoutes({ auth, db: t.db, caches, videoAssets, work, clock: systemClock }),
    );
  app.onError(handleError);
  /** The routes' typed client, sending a caller's cookies. */
  return (caller: TestApp) =>
    hc<typeof app>('http://localhost', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init),
      headers: { cookie: cookieOf(caller) },
    }).api;
}

describe('highlight videos at a streaming provider', () => {
  it('are processing after the upload, then play as HLS once the provider is ready', async () => {
    const t = await athlete();
    const member = await signedInMember();
    const provider = fakeVideoAssets();
    const as = appWithProvider(t, provider.videoAssets);
    const video = mp4File({ seconds: 15, mediaBytes: 3000 });

    const res = await as(t).me['highlight-video'].$put(undefined, videoFile(video, 'video/mp4'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      highlightVideo: {
        url: null,
        contentType: 'video/mp4',
        srcType: 'hls',
        status: 'processing',
        durationSeconds: 15,
        captionsUrl: null,
      },
    });
    expect(provider.uploads).toHaveLength(1);
    expect(provider.uploads[0]).toMatchObject({ size: video.length, contentType: 'video/mp4' });
    expect(provider.uploads[0]!.bytes.equals(video)).toBe(true);
    const row = onlyRow(
      await t.db.select().from(highlightVideos).where(eq(highlightVideos.profileId, t.profileId)),
    );
    expect(row).toMatchObject({ provider: 'livepeer', status: 'processing', storageKey: null });

    const own = async () => (await unwrap(as(t).me['highlight-video'].$get())).highlightVideo;
    const page = async () =>
      unwrap(as(member).athletes[':id'].$get({ param: { id: t.profileId } }));
    expect(await own()).toMatchObject({ status: 'processing' });
    // Members see no video until it plays.
    expect(await page()).toMatchObject({ highlightVideo: null });

    provider.ready(row.assetId!);
    // Asked again within a few seconds, the provider is not asked.
    expect(await own()).toMatchObject({ status: 'processing' });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + ASSET_CHECK_INTERVAL_MS + 1000);
    const playing = {
      url: `https://cdn.example/hls/pb-${row.assetId}/index.m3u8`,
      contentType: 'video/mp4',
      srcType: 'hls',
      status: 'ready',
      durationSeconds: 15,
      captionsUrl: null,
    };
    expect(await own()).toEqual(playing);
    expect(await page()).toMatchObject({ highlightVideo: playing });
    vi.restoreAllMocks();

    // A new upload replaces the asset; deleting removes the new one.
    await as(t).me['highlight-video'].$put(
      undefined,
      videoFile(webmFile({ durationMs: 5000 }), 'video/webm'),
    );
    expect(provider.deleted).toEqual([row.assetId]);
    const deleted = await as(t).me['highlight-video'].$delete();
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(provider.deleted).toHaveLength(2);
  });

  it('marks a video the provider could not process as failed, and finds it on the athlete page', async () => {
    const t = await athlete();
    const provider = fakeVideoAssets();
    const as = appWithProvider(t, provider.videoAssets);
    await as(t).me['highlight-video'].$put(
      undefined,
      videoFile(mp4File({ seconds: 5 }), 'video/mp4'),
    );
    const row = onlyRow(
      await t.db.select().from(highlightVideos).where(eq(highlightVideos.profileId, t.profileId)),
    );
    provider.assets.set(row.assetId!, {
      ...provider.assets.get(row.assetId!)!,
      phase: 'failed',
      error: 'unsupported codec',
    });
    const member = await signedInMember();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + ASSET_CHECK_INTERVAL_MS + 1000);
    const page = await as(member).athletes[':id'].$get({ param: { id: t.profileId } });
    expect(await page.json()).toMatchObject({ highlightVideo: null });
    const own = await as(t).me['highlight-video'].$get();
    expect(await own.json()).toMatchObject({ highlightVideo: { status: 'failed', url: null } });
  });

  it('answers 503 and keeps the old video when the provider does not answer', async () => {
    const t = await athlete();
    const provider = fakeVideoAssets();
    const before = await put(t, mp4File({ seconds: 5 }), 'video/mp4');
    const { highlightVideo } = await unwrap(before);
    vi.spyOn(provider.videoAssets, 'uploadFile').mockRejectedValue(new Error('connection reset'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const as = appWithProvider(t, provider.videoAssets);
    const res = await as(t).me['highlight-video'].$put(
      undefined,
      videoFile(mp4File({ seconds: 6 }), 'video/mp4'),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: highlightMessages.providerDown });
    // The asset made for the failed upload is removed; the stored video stays.
    expect(provider.deleted).toHaveLength(1);
    expect(await (await ownHighlight(t).$get()).json()).toEqual({ highlightVideo });
  });
});
