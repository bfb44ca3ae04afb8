import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { createSiteAuth } from '#server/site-auth';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { subscriptions } from '#server/db/schema/subscriptions';
import { systemClock } from '#server/lib/clock';
import { createTestApp, uniqueEmail, unwrap } from '#server/test/test-app';
import { getTestDatabase } from '#server/test/test-database';
import { createTestUser, signIn } from '#server/test/test-users';
import { createMediaLinks, SIGNED_LINK_SECONDS } from './media-links';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let subscriber: TestApp;
beforeAll(async () => {
  subscriber = await createTestApp();
  const auth = createSiteAuth({
    config: subscriber.config,
    db: subscriber.db,
    mailer: { kind: 'dev-mailbox', send: async () => {} },
    caches: subscriber.caches,
  });
  const email = uniqueEmail('subscriber');
  const password = 'full-court-press-5';
  const { id } = await createVerifiedUser(auth, { email, password, name: 'Subscriber' });
  await subscriber.db.insert(subscriptions).values({
    userId: id,
    tier: 'premium',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 86_400_000),
    provider: 'sandbox',
  });
  expect((await subscriber.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
});

async function sourceOf(id: string): Promise<string> {
  const res = await subscriber.api.training.videos[':id'].$get({ param: { id } });
  expect(res.status).toBe(200);
  // A signed link is this caller's alone: no cache may keep the answer that carries it.
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await unwrap(res)).video.src!;
}

/** Fetches a media URL as a browser without the session would: signed links need no cookie. */
async function fetchMedia(url: string, headers: Record<string, string> = {}) {
  const visitor = await createTestApp();
  return visitor.call('GET', url, undefined, headers);
}

describe('premium media', () => {
  it('is served through the signed link, with byte ranges for seeking', async () => {
    const src = await sourceOf('bb-elite-1');
    const expires = Number(src.split('/')[4]);
    const now = Date.now() / 1000;
    expect(expires).toBeGreaterThan(now + SIGNED_LINK_SECONDS - 30);
    expect(expires).toBeLessThanOrEqual(now + SIGNED_LINK_SECONDS + 1);

    const whole = await fetchMedia(src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toMatch(/private/);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    // An MP4 starts with its ftyp box.
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');

    const part = await fetchMedia(src, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const past = await fetchMedia(src, { range: `bytes=${bytes.length + 10}-` });
    expect(past.status).toBe(416);
  });

  it('plays HLS through the signed link: master, rendition and segments', async () => {
    const master = await sourceOf('bb-elite-2');
    expect(master).toMatch(/\/master\.m3u8$/);
    const masterRes = await fetchMedia(master);
    expect(masterRes.status).toBe(200);
    expect(masterRes.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const masterText = await masterRes.text();
    const rendition = new URL(
      masterText.split('\n').find((line) => line.endsWith('.m3u8'))!,
      `http://x${master}`,
    );
    const playlist = await fetchMedia(rendition.pathname);
    expect(playlist.status).toBe(200);
    const playlistText = await playlist.text();
    const files = [
      ...Array.from(playlistText.matchAll(/URI="([^"]+)"/g), (match) => match[1]!),
      ...playlistText.split('\n').filter((line) => line && !line.startsWith('#')),
    ];
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const res = await fetchMedia(new URL(file, `http://x${rendition.pathname}`).pathname);
      expect(res.status, file).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });

  it('cannot be reached without a signature', async () => {
    for (const path of [
      '/media/training/premium/basketball-elite/clip.mp4',
      '/media/training/premium/basketball-elite/hls/master.m3u8',
      '/media/training/premium/basketball-elite/hls/360p/seg-00.m4s',
      '/media/training/basic/%2e%2e/premium/basketball-elite/clip.mp4',
      '/media/training/basic/..%2fpremium/basketball-elite/clip.mp4',
      '/media/training//premium/basketball-elite/clip.mp4',
      '/media/training/Premium/basketball-elite/clip.mp4',
    ]) {
      const res = await fetchMedia(path);
      expect(res.status, path).toBe(403);
    }
  });

  it('is not served as a file of the app under any other spelling', async () => {
    // A client folder that holds the premium clip, as a build once did when the media sat in
    // public/: the static server must still refuse every spelling of its path.
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<html><body>app</body></html>');
    const premium = path.join(clientDir, 'media/training/premium/basketball-elite');
    mkdirSync(premium, { recursive: true });
    writeFileSync(path.join(premium, 'clip.mp4'), 'PREMIUM-SENTINEL');
    const app = createApp({
      config: subscriber.config,
      database: await getTestDatabase(),
      clientDir,
    });
    for (const spelling of [
      '//media/training/premium/basketball-elite/clip.mp4',
      '/%2Fmedia/training/premium/basketball-elite/clip.mp4',
      '/media%2Ftraining/premium/basketball-elite/clip.mp4',
      '/media%2ftraining%2fpremium%2fbasketball-elite%2fclip.mp4',
      '/assets/..%2Fmedia/training/premium/basketball-elite/clip.mp4',
      '/assets/%2e%2e/media/training/premium/basketball-elite/clip.mp4',
    ]) {
      const res = await app.request(spelling);
      expect(await res.text(), spelling).not.toContain('PREMIUM-SENTINEL');
      expect([403, 404], spelling).toContain(res.status);
    }
  });

  it('is never part of the files the client build copies', () => {
    // Vite copies public/ into the built client verbatim.
    expect(existsSync(path.resolve('public/media'))).toBe(false);
    expect(existsSync(path.resolve('media/training/premium'))).toBe(true);
  });

  it('cannot be reused for another video, nor with a changed signature or expiry', async () => {
    const src = await sourceOf('bb-elite-1');
    const [, , , , expires, signature, file] = src.split('/');
    // Same signature, another premium video of the same kind.
    expect((await fetchMedia(`/media/s/bb-elite-3/${expires}/${signature}/${file}`)).status).toBe(
      403,
    );
    expect((await fetchMedia(`/media/s/sc-elite-1/${expires}/${signature}/${file}`)).status).toBe(
      403,
    );
    // A signature that was not made here.
    const flipped = signature!.slice(0, -1) + (signature!.endsWith('A') ? 'B' : 'A');
    expect((await fetchMedia(`/media/s/bb-elite-1/${expires}/${flipped}/${file}`)).status).toBe(
      403,
    );
    // A later expiry the signature does not cover.
    expect(
      (await fetchMedia(`/media/s/bb-elite-1/${Number(expires) + 3600}/${signature}/${file}`))
        .status,
    ).toBe(403);
  });

  it('with a valid signature, stays inside the folder of its own video', async () => {
    const src = await sourceOf('bb-elite-1');
    const [, , , , expires, signature] = src.split('/');
    const signed = `/media/s/bb-elite-1/${expires}/${signature}`;
    expect((await fetchMedia(`${signed}/clip.mp4`)).status).toBe(200);
    // Encoded slashes keep the signature's segment intact, so only the folder check stands
    // between this link and another premium video's clip.
    for (const escape of [
      '..%2fsoccer-elite/clip.mp4',
      '..%2F..%2Fpremium%2Fsoccer-elite/clip.mp4',
    ]) {
      expect((await fetchMedia(`${signed}/${escape}`)).status, escape).toBe(404);
    }
    expect((await fetchMedia(`${signed}/%E0%A4%A`)).status).toBe(404);
  });

  it('expires after ten minutes', async () => {
    const links = createMediaLinks({
      secret: subscriber.config.authSecret,
      baseUrl: '/media',
      clock: systemClock,
    });
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    const stale = links.signedUrl(
      'bb-elite-1',
      'training/premium/basketball-elite/clip.mp4',
      elevenMinutesAgo,
    );
    expect((await fetchMedia(stale)).status).toBe(403);
    const nineMinutesAgo = Date.now() - 9 * 60 * 1000;
    const fresh = links.signedUrl(
      'bb-elite-1',
      'training/premium/basketball-elite/clip.mp4',
      nineMinutesAgo,
    );
    expect((await fetchMedia(fresh)).status).toBe(200);
  });

  it('is not signed with a key another secret would make', async () => {
    const other = createMediaLinks({
      secret: 'another-secret-another-secret-0000000',
      baseUrl: '/media',
      clock: systemClock,
    });
    const forged = other.signedUrl('bb-elite-1', 'training/premium/basketball-elite/clip.mp4');
    expect((await fetchMedia(forged)).status).toBe(403);
  });
});

describe('signed links in a library', () => {
  it('come in answers that no cache may keep', async () => {
    const res = await subscriber.api.training[':sport'].$get({ param: { sport: 'basketball' } });
    const { videos } = await unwrap(res);
    expect(videos.some((video) => video.src?.includes('/media/s/'))).toBe(true);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('public media', () => {
  it('serves basic clips, thumbnails and posters to anyone', async () => {
    for (const [path, type] of [
      ['/media/training/basic/basketball-basic/clip.mp4', 'video/mp4'],
      ['/media/training/basic/basketball-basic/hls/master.m3u8', 'application/vnd.apple.mpegurl'],
      ['/media/training/thumbs/bb-elite-1.webp', 'image/webp'],
      ['/media/training/posters/basketball-elite.jpg', 'image/jpeg'],
    ] as const) {
      const res = await fetchMedia(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toMatch(/public/);
    }
    expect((await fetchMedia('/media/training/basic/basketball-basic/nothing.mp4')).status).toBe(
      404,
    );
  });
});

describe('media links with VIDEO_BASE_URL', () => {
  it('point at the configured host, signed links included', async () => {
    const t = await createTestApp({ videoBaseUrl: 'https://cdn.example.com/media' });
    const res = await t.api.training[':sport'].$get({ param: { sport: 'basketball' } });
    const { videos } = await unwrap(res);
    const basic = videos.find((video) => video.id === 'bb-basic-1')!;
    expect(basic.src).toBe(
      'https://cdn.example.com/media/training/basic/basketball-basic/clip.mp4',
    );
    expect(basic.thumbnail).toBe('https://cdn.example.com/media/training/thumbs/bb-basic-1.webp');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/media-src 'self' blob: https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
  });
});

describe('a held video’s files', () => {
  it('answer 404 while a moderator holds the video, as its page does, and play again after', async () => {
    // bb-basic-2 plays the HLS version of its sport's basic clip; bb-basic-1 and 3 the MP4.
    const video = 'bb-basic-2';
    const files = [
      '/media/training/basic/basketball-basic/hls/master.m3u8',
      '/media/training/basic/basketball-basic/hls/360p/index.m3u8',
      '/media/training/basic/basketball-basic/hls/360p/seg-00.m4s',
      `/media/training/thumbs/${video}.webp`,
    ];
    const visitor = await createTestApp();
    const statuses = async () =>
      Promise.all(files.map(async (file) => (await visitor.get(file)).status));
    // Read once before the hold, so a kept answer would show.
    expect(await statuses()).toEqual([200, 200, 200, 200]);

    const reported = await visitor.api.reports.$post({
      json: { targetType: 'video', targetId: video, reason: 'inappropriate' },
    });
    expect(reported.status).toBe(201);
    const { id: reportId } = await unwrap(reported);
    const report = (t: TestApp) => t.api.admin.reports[':id'];
    const admin = await createTestApp();
    await signIn(admin, await createTestUser(admin, { role: 'admin' }));
    try {
      expect(
        (await report(admin).hold.$post({ param: { id: reportId }, json: { reason: 'Review' } }))
          .status,
      ).toBe(200);
      expect((await visitor.api.training.videos[':id'].$get({ param: { id: video } })).status).toBe(
        404,
      );
      expect(await statuses()).toEqual([404, 404, 404, 404]);
      const held = await visitor.get(files[0]!);
      expect(held.headers.get('cache-control')).toBe('no-store');
      // The MP4 the other basic videos play is not this video's: it stays.
      expect((await visitor.get('/media/training/basic/basketball-basic/clip.mp4')).status).toBe(
        200,
      );
    } finally {
      // The catalogue is shared by the test files of this worker: put it back.
      expect((await report(admin).release.$post({ param: { id: reportId } })).status).toBe(200);
    }
    expect(await statuses()).toEqual([200, 200, 200, 200]);
  });
});
