import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelPage } from '#shared/schemas/streams';
import type { ApiRoutes } from '#server/api-type';
import { purchases } from '#server/db/schema';
import { createMediaGate, GRANT_TTL_MS } from '#server/modules/streams';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { goodCard, liveSegment as segment, unique } from '#server/test/purchase-fixtures';
import { onlyRow } from '#server/test/rows';

// Channels an administrator sells as a pass: who may watch their live stream and replays, and
// how long a refunded pass keeps playing.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pass-channels-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A broadcaster's upload, as ffmpeg sends it: no cookies, no Origin. */
const ingest = (t: TestApp, key: string, name: string, body: BodyInit) =>
  t.app.request(`/ingest/${key}/${name}`, { method: 'PUT', body }, { incoming: { socket: {} } });

/**
 * A local broadcast is served by the instance that receives it: `t`'s caller (their cookies, or
 * none) asking the broadcasting instance.
 */
const through = (server: TestApp, t?: TestApp) => {
  const cookie = t ? [...t.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  return {
    api: hc<ApiRoutes>('http://localhost/api', { fetch: server.fetch, headers: { cookie } }),
    get: (pathname: string) => server.call('GET', pathname, undefined, { cookie }),
  };
};
type Caller = ReturnType<typeof through>;

const pageOf = async (caller: Caller, slug: string) =>
  unwrap(caller.api.channels[':slug'].$get({ param: { slug } }), 200);

async function member(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ dataDir, ...overrides });
  const account = await createTestUser(t, { userType: 'player' });
  await signIn(t, account);
  return Object.assign(t, { account });
}

/** Opens a pass checkout in the sandbox and pays it with a test card. */
async function buyPass(t: TestApp, slug: string) {
  const { url } = await unwrap(
    t.api.checkout.purchase.$post({ json: { kind: 'pass', channel: slug } }),
    200,
  );
  await unwrap(
    t.api.checkout.sandbox[':id'].pay.$post({
      param: { id: url.replace('/checkout/sandbox/', '') },
      json: goodCard,
    }),
    200,
  );
}

/**
 * An administrator's channel sold as a pass, broadcasting on the administrator's instance, with
 * one finished broadcast kept as a replay.
 */
async function passChannel() {
  const admin = await signedInAdmin({
    dataDir,
    streaming: { idleMs: 60_000, livepeer: undefined },
  });
  const made = await unwrap(
    admin.api.admin.channels.$post({
      json: {
        title: unique('Finals Night'),
        channel: 'Premium Team Channel',
        category: 'premium-team',
        priceCents: 1299,
        sellsPass: true,
      },
    }),
    201,
  );
  expect(made.channel).toMatchObject({ sellsPass: true, priceCents: 1299 });
  const { slug } = made.channel;
  const playlist = (name: string) => `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000,\n${name}\n`;
  // A first broadcast, ended from the dashboard: its replay stays.
  expect((await ingest(admin, made.streamKey, 'r0.ts', segment)).status).toBe(201);
  expect((await ingest(admin, made.streamKey, 'index.m3u8', playlist('r0.ts'))).status).toBe(204);
  expect(
    (
      await unwrap(
        admin.api.admin.channels[':slug']['end-broadcast'].$post({ param: { slug } }),
        200,
      )
    ).ended,
  ).toBe(true);
  // The one on the air now.
  expect((await ingest(admin, made.streamKey, 'l0.ts', segment)).status).toBe(201);
  expect((await ingest(admin, made.streamKey, 'index.m3u8', playlist('l0.ts'))).status).toBe(204);
  const own = await pageOf(through(admin, admin), slug);
  expect(own.channel).toMatchObject({ offer: 'pass', locked: false, isActive: true });
  expect(own.replays).toHaveLength(1);
  return { admin, slug, own };
}

const bare = (url: string) => url.split('?')[0]!;

describe('a channel an administrator sells as a pass', () => {
  let admin: Awaited<ReturnType<typeof passChannel>>['admin'];
  let slug: string;
  let own: ChannelPage;
  beforeAll(async () => {
    ({ admin, slug, own } = await passChannel());
  });

  it('locks visitors and members without a pass out of its live stream and replays', async () => {
    const live = own.channel.playbackUrl!;
    const replay = own.replays[0]!.playbackUrl!;
    expect(live).toMatch(/^\/live-media\/[0-9a-f]{16}\/master\.m3u8\?t=/);
    expect(replay).toMatch(/^\/live-media\/b\/[0-9a-f-]{36}\/master\.m3u8\?t=/);

    const someone = await member();
    for (const caller of [through(admin), through(admin, someone)]) {
      const page = await pageOf(caller, slug);
      expect(page.channel).toMatchObject({
        offer: 'pass',
        status: 'live',
        locked: true,
        playbackUrl: null,
        playbackId: null,
      });
      expect(page.replays.map((item) => [item.locked, item.playbackUrl])).toEqual([[true, null]]);
      const listed = await unwrap(caller.api.replays.$get(), 200);
      expect(listed.items.find((item) => item.channelSlug === slug)).toMatchObject({
        locked: true,
        playbackUrl: null,
      });
      // The addresses without a token are refused, the live playlist's and the replay's.
      expect((await caller.get(bare(live))).status).toBe(403);
      expect((await caller.get(bare(replay))).status).toBe(403);
    }
  });

  it('plays for a pass holder, live and replays', async () => {
    const holder = await member();
    await buyPass(holder, slug);
    const page = await pageOf(through(admin, holder), slug);
    expect(page.channel).toMatchObject({ locked: false, isActive: true });
    expect(page.channel.passUntil).not.toBeNull();
    const master = await through(admin).get(page.channel.playbackUrl!);
    expect(master.status).toBe(200);
    // The multivariant playlist's rendition carries the token on, as the rendition's segments do.
    const token = page.channel.playbackUrl!.split('?t=')[1]!;
    const variant = (await master.text()).split('\n').find((line) => line.startsWith('index'))!;
    expect(variant).toBe(`index.m3u8?t=${token}`);
    const live = await through(admin).get(
      bare(page.channel.playbackUrl!).replace('master', 'index') + `?t=${token}`,
    );
    expect(live.status).toBe(200);
    const segmentLine = (await live.text()).split('\n').find((line) => line.includes('l0.ts'))!;
    expect((await through(admin).get(segmentLine)).status).toBe(200);
    const replay = page.replays[0]!;
    expect(replay.locked).toBe(false);
    const replayMaster = await through(admin).get(replay.playbackUrl!);
    expect(replayMaster.status).toBe(200);
    expect(await replayMaster.text()).toContain(`\nreplay.m3u8?t=${token}\n`);
  });
});

describe('a refunded pass', () => {
  it('stops playing at the refund, while the owner and administrators keep watching', async () => {
    const { admin, slug, own } = await passChannel();
    const holder = await member();
    await buyPass(holder, slug);
    const page = await pageOf(through(admin, holder), slug);
    const live = page.channel.playbackUrl!;
    const replay = page.replays[0]!.playbackUrl!;
    expect((await through(admin).get(live)).status).toBe(200);
    expect((await through(admin).get(replay)).status).toBe(200);

    const orders = await unwrap(
      admin.api.admin.payments.orders.$get({ query: { member: holder.account.email } }),
      200,
    );
    const paymentId = orders.items[0]!.paymentId!;
    await unwrap(
      admin.api.admin.payments[':id'].refund.$post({ param: { id: paymentId }, json: {} }),
      200,
    );

    // The links handed out before the refund stop at once, segments included.
    expect((await through(admin).get(live)).status).toBe(403);
    expect((await through(admin).get(replay)).status).toBe(403);
    expect((await pageOf(through(admin, holder), slug)).channel.locked).toBe(true);
    // The owner's links (an administrator's here) still play.
    expect((await through(admin).get(own.channel.playbackUrl!)).status).toBe(200);
    expect((await through(admin).get(own.replays[0]!.playbackUrl!)).status).toBe(200);
  });

  it('is named in its link: another purchase or member cannot be put in its place', async () => {
    const { admin, slug } = await passChannel();
    const holder = await member();
    await buyPass(holder, slug);
    const live = (await pageOf(through(admin, holder), slug)).channel.playbackUrl!;
    const [expires, grant, signature] = live.split('?t=')[1]!.split('.');
    expect(grant).toMatch(/^p[0-9a-f-]{36}$/);
    const other = (id: string) => `${bare(live)}?t=${expires}.${id}.${signature}`;
    expect((await through(admin).get(other(`p${crypto.randomUUID()}`))).status).toBe(403);
    expect((await through(admin).get(other(`u${admin.account.id}`))).status).toBe(403);
  });

  it('stops within the grant check’s lifetime even when no clear is heard', async () => {
    const { admin, slug } = await passChannel();
    const holder = await member();
    await buyPass(holder, slug);
    const purchase = onlyRow(
      await admin.db.select().from(purchases).where(eq(purchases.userId, holder.account.id)),
    );
    let now = Date.now();
    const gate = createMediaGate(admin.db, () => now);
    const live = (await pageOf(through(admin, holder), slug)).channel.playbackUrl!;
    const channel = await gate.channelOfPlayback(bare(live).split('/')[2]!);
    expect(channel).toMatchObject({ gated: true });
    const grant = { kind: 'pass', purchaseId: purchase.id } as const;
    expect(await gate.allows(channel!, grant)).toBe(true);

    // Refunded behind this gate's back: no clear reaches it.
    await admin.db
      .update(purchases)
      .set({ status: 'refunded', accessUntil: new Date() })
      .where(eq(purchases.id, purchase.id));
    now += GRANT_TTL_MS + 1;
    expect(await gate.allows(channel!, grant)).toBe(false);
  });
});
