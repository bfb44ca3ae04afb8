import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '#server/test/test-app';
import { signedInAdmin } from '#server/test/test-users';
import { liveSegment as segment, unique } from '#server/test/purchase-fixtures';

// Live media played from other sites (an embedded player on a club's site): a channel anyone
// may watch answers any origin; a channel sold as a pass stays same-site.

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-media-cors-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const OTHER_SITE = 'https://club.example.org';

/** A broadcaster's upload, as ffmpeg sends it: no cookies, no Origin. */
const ingest = (t: Admin, key: string, name: string, body: BodyInit) =>
  t.app.request(`/ingest/${key}/${name}`, { method: 'PUT', body }, { incoming: { socket: {} } });

/** A channel made by the administrator, on the air with one segment. */
async function broadcastingChannel(admin: Admin, sellsPass: boolean) {
  const made = await unwrap(
    admin.api.admin.channels.$post({
      json: {
        title: unique(sellsPass ? 'Finals Night' : 'Open Practice'),
        channel: 'Premium Team Channel',
        category: 'premium-team',
        priceCents: 1299,
        sellsPass,
      },
    }),
    201,
  );
  const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000,\ns0.ts\n';
  expect((await ingest(admin, made.streamKey, 's0.ts', segment)).status).toBe(201);
  expect((await ingest(admin, made.streamKey, 'index.m3u8', playlist)).status).toBe(204);
  const page = await unwrap(
    admin.api.channels[':slug'].$get({ param: { slug: made.channel.slug } }),
    200,
  );
  expect(page.channel.isActive).toBe(true);
  return page.channel.playbackUrl!;
}

/** The first media address a playlist lists, resolved against the playlist's own. */
function firstMediaUrl(playlistUrl: string, text: string): string {
  const line = text.split('\n').find((entry) => entry.length > 0 && !entry.startsWith('#'));
  expect(line).toBeDefined();
  const url = new URL(line!, new URL(playlistUrl, 'http://localhost'));
  return `${url.pathname}${url.search}`;
}

describe('live media asked for from another site', () => {
  let admin: Admin;
  let open: string;
  let passOnly: string;
  beforeAll(async () => {
    admin = await signedInAdmin({ dataDir, streaming: { idleMs: 60_000, livepeer: undefined } });
    open = await broadcastingChannel(admin, false);
    passOnly = await broadcastingChannel(admin, true);
  });

  const fromOtherSite = (pathname: string, init: RequestInit = {}) =>
    admin.fetch(pathname, { ...init, headers: { origin: OTHER_SITE, ...init.headers } });

  it('lets any site play the playlists and segments of a channel anyone may watch', async () => {
    const playlist = await fromOtherSite(open);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('access-control-allow-origin')).toBe('*');
    expect(playlist.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const media = firstMediaUrl(open, await playlist.text());
    const next = await fromOtherSite(media);
    expect(next.status).toBe(200);
    expect(next.headers.get('access-control-allow-origin')).toBe('*');
    expect(next.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers the preflight of a channel anyone may watch', async () => {
    const res = await fromOtherSite(open, {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('range');
  });

  it('keeps a pass channel’s media same-site, with its signed token', async () => {
    expect(passOnly).toContain('?t=');
    const playlist = await fromOtherSite(passOnly);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('access-control-allow-origin')).toBeNull();
    expect(playlist.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const media = firstMediaUrl(passOnly, await playlist.text());
    const next = await fromOtherSite(media);
    expect(next.status).toBe(200);
    expect(next.headers.get('access-control-allow-origin')).toBeNull();
    expect(next.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    const preflight = await fromOtherSite(passOnly, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers for media of no channel', async () => {
    const res = await fromOtherSite('/live-media/0123456789abcdef/index.m3u8');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
