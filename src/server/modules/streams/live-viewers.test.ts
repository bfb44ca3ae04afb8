import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { broadcasts, channels } from '#server/db/schema';
import { createFakeClock } from '#server/test/fake-clock';
import { connectionFrom, createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const segment = readFileSync(path.resolve('media/live-sample/segment00.ts'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-viewers-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const playlistOf = (names: string[], ended = false) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    ...names.flatMap((name) => ['#EXTINF:2.000,', name]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');

const put = (t: TestApp, pathname: string, body: BodyInit) =>
  t.app.request(pathname, { method: 'PUT', body }, { incoming: { socket: {} } });

async function channelStatus(t: TestApp, slug: string) {
  return (await unwrap(t.api.channels[':slug'].$get({ param: { slug } }))).channel;
}

/** A channel that is live now, with the address of its live playlist. */
async function liveChannel(t: TestApp) {
  const res = await t.api.me.channels.$post({
    json: {
      title: `Viewers ${Date.now().toString(36)}`,
      channel: 'Test Channel',
      category: 'tournament',
      schedule: 'Saturdays',
    },
  });
  const { streamKey, channel } = await unwrap(res);
  expect((await put(t, `/ingest/${streamKey}/v0.ts`, segment)).status).toBe(201);
  expect((await put(t, `/ingest/${streamKey}/index.m3u8`, playlistOf(['v0.ts']))).status).toBe(204);
  const live = await channelStatus(t, channel.slug);
  expect(live.status).toBe('live');
  return { streamKey, slug: channel.slug, playbackUrl: live.playbackUrl! };
}

const watch = (t: TestApp, url: string, address: string, userAgent: string) =>
  t.app.request(url, { headers: { 'user-agent': userAgent } }, connectionFrom(address));

describe('live viewer counts', () => {
  it('count one address once, whatever browser it says it is, and store no inflated peak', async () => {
    // The broadcast stays on: the media server's time stands still.
    const t = await createTestApp({ dataDir }, { clock: createFakeClock() });
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const { streamKey, slug, playbackUrl } = await liveChannel(t);

    for (let i = 0; i < 30; i += 1) {
      const res = await watch(t, playbackUrl, '198.51.100.7', `Player/${i}.0 (device ${i})`);
      expect(res.status).toBe(200);
    }
    expect((await channelStatus(t, slug)).viewers).toBe(1);

    // An IPv6 client counts by its /64: the low bits of its address change nothing.
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9']) {
      expect((await watch(t, playbackUrl, address, 'Player')).status).toBe(200);
    }
    // Two other clients count as two.
    expect((await watch(t, playbackUrl, '198.51.100.8', 'Player')).status).toBe(200);
    expect((await watch(t, playbackUrl, '2001:db8:7:2::1', 'Player')).status).toBe(200);
    expect((await channelStatus(t, slug)).viewers).toBe(4);

    expect(
      (await put(t, `/ingest/${streamKey}/index.m3u8`, playlistOf(['v0.ts'], true))).status,
    ).toBe(204);
    const rows = await t.db
      .select({ peakViewers: broadcasts.peakViewers })
      .from(broadcasts)
      .innerJoin(channels, eq(channels.id, broadcasts.channelId))
      .where(eq(channels.slug, slug));
    expect(rows).toEqual([{ peakViewers: 4 }]);
  });

  it('stop counting a viewer who has not asked for the playlist for 30 s', async () => {
    const clock = createFakeClock();
    const t = await createTestApp(
      { dataDir, streaming: { idleMs: 60_000, livepeer: undefined } },
      { clock },
    );
    await signIn(t, await createTestUser(t, { userType: 'coach' }));
    const { slug, playbackUrl } = await liveChannel(t);

    expect((await watch(t, playbackUrl, '198.51.100.20', 'Player')).status).toBe(200);
    await clock.advance(15_000);
    expect((await watch(t, playbackUrl, '198.51.100.21', 'Player')).status).toBe(200);
    expect((await channelStatus(t, slug)).viewers).toBe(2);

    await clock.advance(16_000);
    expect((await channelStatus(t, slug)).viewers).toBe(1);
  });
});
