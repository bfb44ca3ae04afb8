import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminChannelInput, AdminChannelUpdate } from '#shared/schemas/admin-channels';
import type { ChannelInput } from '#shared/schemas/streams';
import { PASS_PRICE_MESSAGE } from '#shared/streams';
import { trainingLevels } from '#shared/training/levels';
import { startLivepeerStandIn, type LivepeerStandIn } from '#server/test/livepeer-stand-in';
import { createFakeClock } from '#server/test/fake-clock';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { archivedChannelMessage } from '#server/modules/streams';
import { trainingCatalogue } from '#server/modules/training';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const segment = readFileSync(path.resolve('media/live-sample/segment00.ts'));
const playlistOf = (names: string[]) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    ...names.flatMap((name) => ['#EXTINF:2.000,', name]),
    '',
  ].join('\n');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-channels-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let counter = 0;
const uniqueTitle = (base: string) => `${base} ${Date.now().toString(36)}${(counter += 1)}`;

/** A broadcaster's upload, as ffmpeg sends it: no cookies, no Origin. */
const ingest = (t: TestApp, key: string, name: string, body: BodyInit) =>
  t.app.request(`/ingest/${key}/${name}`, { method: 'PUT', body }, { incoming: { socket: {} } });

/**
 * An administrator on an app with its own media server (or `overrides`), this file's data dir;
 * broadcasts stay on, as the media server's time stands still.
 */
const channelsAdmin = (overrides: Parameters<typeof createTestApp>[0] = {}) =>
  signedInAdmin({ dataDir, ...overrides }, 'Casey Admin', { clock: createFakeClock() });

async function createChannel(t: TestApp, title = uniqueTitle('Admin Court')) {
  const res = await t.api.admin.channels.$post({
    json: { title, channel: 'Admin Channel', category: 'tournament' },
  });
  expect(res.status).toBe(201);
  return unwrap(res);
}

async function adminChannel(t: TestApp, slug: string) {
  const res = await t.api.admin.channels.$get();
  expect(res.status).toBe(200);
  const { items } = await unwrap(res);
  return items.find((item) => item.slug === slug);
}

const publicSlugs = async (t: TestApp) =>
  (await unwrap(t.api.channels.$get())).items.map((item) => item.slug);

/** The public page of a channel. */
const channelPage = (t: TestApp, slug: string) => t.api.channels[':slug'].$get({ param: { slug } });

/** One channel in the dashboard: `dashboard(t).archive.$post({ param: { slug } })`. */
const dashboard = (t: TestApp) => t.api.admin.channels[':slug'];

async function auditOf(t: TestApp, channelId: string) {
  const res = await t.api.admin.audit.$get({
    query: { targetType: 'channel', targetId: channelId, limit: '50' },
  });
  expect(res.status).toBe(200);
  return (await unwrap(res)).items;
}

describe('channels in the admin dashboard', () => {
  let t: Awaited<ReturnType<typeof channelsAdmin>>;
  beforeAll(async () => {
    t = await channelsAdmin();
  });

  it('lists every channel with its owner and state, and creates one with its key shown once', async () => {
    const made = await createChannel(t);
    expect(made.streamKey).toMatch(/^[\w-]{20,}$/);
    expect(made.ingestUrl).toBe(`http://localhost:3000/ingest/${made.streamKey}/index.m3u8`);
    expect(made.channel).toMatchObject({
      owner: { id: t.account.id, name: 'Casey Admin', email: t.account.email },
      live: false,
      archivedAt: null,
      held: false,
      provider: 'local',
    });
    expect(await adminChannel(t, made.channel.slug)).toEqual(made.channel);
    expect(await publicSlugs(t)).toContain(made.channel.slug);
    // The key goes nowhere else: not into the list, not into the audit log.
    expect(JSON.stringify(await auditOf(t, made.channel.id))).not.toContain(made.streamKey);
  });

  it('edits a channel, only the fields sent', async () => {
    const { channel } = await createChannel(t);
    const param = { slug: channel.slug };
    const res = await t.api.admin.channels[':slug'].$patch({
      param,
      json: { schedule: 'Sundays 6pm' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      slug: channel.slug,
      title: channel.title,
      schedule: 'Sundays 6pm',
    });
    const bad = await t.api.admin.channels[':slug'].$patch({ param, json: { title: 'x' } });
    expect(bad.status).toBe(400);
    const [update] = (await auditOf(t, channel.id)).filter(
      (row) => row.action === 'channel.update',
    );
    expect(update).toMatchObject({
      actorEmail: t.account.email,
      before: { schedule: null },
      after: { schedule: 'Sundays 6pm' },
    });
  });

  it('archives a channel off every public list and page and refuses its key, until unarchived', async () => {
    const made = await createChannel(t);
    const { slug, id } = made.channel;
    const visitor = await createTestApp({ dataDir });

    const archived = await dashboard(t).archive.$post({ param: { slug } });
    expect(archived.status).toBe(200);
    expect((await unwrap(archived)).archivedAt).toEqual(expect.any(String));
    expect(await publicSlugs(visitor)).not.toContain(slug);
    expect(await publicSlugs(t)).not.toContain(slug);
    expect((await channelPage(visitor, slug)).status).toBe(404);
    expect((await channelPage(t, slug)).status).toBe(404);
    // Nothing on it can be bought either.
    expect(
      (await t.api.checkout.purchase.$post({ json: { kind: 'pass', channel: slug } })).status,
    ).toBe(404);
    // Its owner cannot go live on it.
    const refused = await ingest(t, made.streamKey, 'arch0.ts', segment);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(archivedChannelMessage);
    // The rows stay: the dashboard still lists it.
    expect((await adminChannel(t, slug))?.archivedAt).toEqual(expect.any(String));
    // Its owner sees it as archived on My Channels.
    const own = await unwrap(t.api.me.channels.$get());
    expect(own.items.find((item) => item.slug === slug)?.archivedAt).toEqual(expect.any(String));
    // Archiving twice changes nothing and records nothing more.
    expect((await dashboard(t).archive.$post({ param: { slug } })).status).toBe(200);

    const restored = await dashboard(t).unarchive.$post({ param: { slug } });
    expect(restored.status).toBe(200);
    expect((await unwrap(restored)).archivedAt).toBeNull();
    expect(await publicSlugs(visitor)).toContain(slug);
    expect((await channelPage(visitor, slug)).status).toBe(200);
    expect((await ingest(t, made.streamKey, 'arch1.ts', segment)).status).toBe(201);

    const actions = (await auditOf(t, id)).map((row) => row.action);
    expect(actions.filter((action) => action === 'channel.archive')).toHaveLength(1);
    expect(actions).toEqual(expect.arrayContaining(['channel.unarchive', 'channel.create']));
  });

  it('ends a running broadcast and rotates a key without writing it down', async () => {
    const made = await createChannel(t);
    const { slug, id } = made.channel;
    expect((await ingest(t, made.streamKey, 'end0.ts', segment)).status).toBe(201);
    expect((await ingest(t, made.streamKey, 'index.m3u8', playlistOf(['end0.ts']))).status).toBe(
      204,
    );
    expect((await adminChannel(t, slug))?.live).toBe(true);

    const ended = await dashboard(t)['end-broadcast'].$post({ param: { slug } });
    expect(ended.status).toBe(200);
    expect(await ended.json()).toMatchObject({ ended: true, channel: { live: false } });
    expect((await unwrap(channelPage(t, slug))).channel.status).toBe('ondemand');
    // Nothing running: nothing to end, nothing recorded.
    const again = await dashboard(t)['end-broadcast'].$post({ param: { slug } });
    expect(await again.json()).toMatchObject({ ended: false });

    const rotated = await dashboard(t)['rotate-key'].$post({ param: { slug } });
    expect(rotated.status).toBe(200);
    const { streamKey } = await unwrap(rotated);
    expect(streamKey).not.toBe(made.streamKey);
    expect((await ingest(t, made.streamKey, 'end1.ts', segment)).status).toBe(403);
    expect((await ingest(t, streamKey, 'end1.ts', segment)).status).toBe(201);

    const audit = await auditOf(t, id);
    const actions = audit.map((row) => row.action);
    expect(actions.filter((action) => action === 'channel.end_broadcast')).toHaveLength(1);
    expect(actions).toContain('channel.rotate_key');
    const text = JSON.stringify(audit);
    expect(text).not.toContain(streamKey);
    expect(text).not.toContain(made.streamKey);
  });

  it('answers 404 for a channel that does not exist', async () => {
    expect(
      (await dashboard(t).archive.$post({ param: { slug: 'no-such-channel-here' } })).status,
    ).toBe(404);
  });
});

describe('a Livepeer channel in the admin dashboard', () => {
  let standIn: LivepeerStandIn;
  let t: Awaited<ReturnType<typeof channelsAdmin>>;
  beforeAll(async () => {
    standIn = await startLivepeerStandIn({ apiKey: 'lp-admin-key' });
    t = await channelsAdmin({
      streaming: {
        idleMs: 10_000,
        livepeer: {
          apiKey: 'lp-admin-key',
          baseUrl: standIn.baseUrl,
          webhookSecret: 'whsec-admin-1234567890',
          rtmpUrl: 'rtmp://rtmp.livepeer.com/live',
          playbackOrigins: [standIn.baseUrl],
        },
      },
    });
  });
  afterAll(() => standIn.close());

  async function livepeerChannel() {
    const made = await createChannel(t);
    expect(made.channel.provider).toBe('livepeer');
    const stream = [...standIn.streams.values()].find((s) => s.streamKey === made.streamKey)!;
    return { ...made, stream };
  }
  const terminations = (streamId: string) =>
    standIn.requests.filter(
      (request) => request.method === 'DELETE' && request.path === `/stream/${streamId}/terminate`,
    ).length;

  it('ends a running broadcast by terminating its session: the stream and its key stay', async () => {
    const { channel, streamKey, stream } = await livepeerChannel();
    // Not live: nothing to end, Livepeer is not asked to.
    const param = { slug: channel.slug };
    const idle = await dashboard(t)['end-broadcast'].$post({ param });
    expect(idle.status).toBe(200);
    expect(await idle.json()).toMatchObject({ ended: false });
    expect(terminations(stream.id)).toBe(0);

    // Live, even though the list of live streams the site last read (up to 15 s ago) said not.
    standIn.setActive(stream.id, true);
    const res = await dashboard(t)['end-broadcast'].$post({ param });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ended: true, channel: { live: false } });
    expect(terminations(stream.id)).toBe(1);
    expect(standIn.streams.get(stream.id)).toMatchObject({ isActive: false, streamKey });
    expect((await adminChannel(t, channel.slug))?.live).toBe(false);

    const audit = await auditOf(t, channel.id);
    expect(audit.filter((row) => row.action === 'channel.end_broadcast')).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(streamKey);
  });

  it('suspends the stream while archived, so Livepeer refuses its broadcasts, and lifts it after', async () => {
    const { channel, stream } = await livepeerChannel();
    standIn.setActive(stream.id, true);

    const param = { slug: channel.slug };
    expect((await dashboard(t).archive.$post({ param })).status).toBe(200);
    expect(standIn.streams.get(stream.id)).toMatchObject({ suspended: true, isActive: false });
    standIn.setActive(stream.id, true);
    expect(standIn.streams.get(stream.id)!.isActive).toBe(false);

    // A new key for an archived channel is refused too, until the channel is restored.
    const rotated = await dashboard(t)['rotate-key'].$post({ param });
    expect(rotated.status).toBe(200);
    const { streamKey } = await unwrap(rotated);
    const replacement = [...standIn.streams.values()].find((s) => s.streamKey === streamKey)!;
    expect(replacement.suspended).toBe(true);

    expect((await dashboard(t).unarchive.$post({ param })).status).toBe(200);
    expect(standIn.streams.get(replacement.id)!.suspended).toBe(false);
    standIn.setActive(replacement.id, true);
    expect(standIn.streams.get(replacement.id)!.isActive).toBe(true);
  });

  it('leaves the channel on the site when Livepeer cannot suspend its stream', async () => {
    const { channel, stream } = await livepeerChannel();
    standIn.failNext(500, { errors: ['internal error'] });
    const res = await dashboard(t).archive.$post({ param: { slug: channel.slug } });
    expect(res.status).toBe(503);
    expect((await adminChannel(t, channel.slug))?.archivedAt).toBeNull();
    expect(standIn.streams.get(stream.id)!.suspended).toBe(false);
    expect((await auditOf(t, channel.id)).map((row) => row.action)).not.toContain(
      'channel.archive',
    );
  });
});

describe('the training catalogue in the admin dashboard', () => {
  it('counts the catalogue by sport and level and says which levels need a subscription', async () => {
    const t = await channelsAdmin();
    const res = await t.api.admin.training.catalogue.$get();
    expect(res.status).toBe(200);
    const counts = await unwrap(res);
    expect(counts.total).toBe(trainingCatalogue.length);
    expect(counts.levels.map((level) => level.level)).toEqual([...trainingLevels]);
    expect(counts.levels.reduce((sum, level) => sum + level.count, 0)).toBe(counts.total);
    expect(counts.sports.reduce((sum, sport) => sum + sport.total, 0)).toBe(counts.total);
    const basic = counts.levels.find((level) => level.level === 'basic')!;
    expect(basic.needsSubscription).toBe(false);
    expect(counts.levels.filter((level) => level.needsSubscription)).toHaveLength(3);
    expect(counts.needsSubscription).toBe(
      trainingCatalogue.filter((video) => video.level !== 'basic').length,
    );
    const basketball = counts.sports.find((sport) => sport.sport === 'basketball')!;
    expect(basketball.name).toBe('Basketball');
    expect(basketball.levels.basic).toBe(
      trainingCatalogue.filter((video) => video.sport === 'basketball' && video.level === 'basic')
        .length,
    );
  });

  it('is for administrators only', async () => {
    const t = await createTestApp();
    expect((await t.api.admin.training.catalogue.$get()).status).toBe(401);
    const member = await createTestUser(t);
    await signIn(t, member);
    expect((await t.api.admin.training.catalogue.$get()).status).toBe(403);
  });
});

describe('what a channel sells, set from the admin dashboard', () => {
  let t: Awaited<ReturnType<typeof channelsAdmin>>;
  beforeAll(async () => {
    t = await channelsAdmin();
  });

  const passChannel = (fields: Partial<AdminChannelInput> = {}) =>
    t.api.admin.channels.$post({
      json: {
        title: uniqueTitle('Finals Night'),
        channel: 'Premium Team Channel',
        category: 'premium-team',
        sellsPass: true,
        ...fields,
      },
    });
  const refusedForPrice = async (res: { status: number; json(): Promise<unknown> }) => {
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.message).toBe(PASS_PRICE_MESSAGE);
    expect(body.fieldErrors?.priceCents).toEqual([PASS_PRICE_MESSAGE]);
  };

  it('sells a channel as a pass at its price, which it needs', async () => {
    await refusedForPrice(await passChannel());
    await refusedForPrice(await passChannel({ priceCents: 0 }));
    await refusedForPrice(await passChannel({ priceCents: null }));

    const res = await passChannel({ priceCents: 1299 });
    expect(res.status).toBe(201);
    const { channel } = await unwrap(res);
    expect(channel).toMatchObject({ sellsPass: true, priceCents: 1299 });
    const publicView = async () => (await unwrap(channelPage(t, channel.slug))).channel;
    expect(await publicView()).toMatchObject({ offer: 'pass', priceCents: 1299 });

    // Not without its price, however the change is sent.
    const patch = (json: AdminChannelUpdate) =>
      dashboard(t).$patch({ param: { slug: channel.slug }, json });
    await refusedForPrice(await patch({ priceCents: null }));
    await refusedForPrice(await patch({ priceCents: 0, sellsPass: true }));
    expect((await adminChannel(t, channel.slug))?.priceCents).toBe(1299);

    // Sold no more: free to watch, and the audit log says so.
    expect((await patch({ sellsPass: false })).status).toBe(200);
    expect(await publicView()).toMatchObject({ offer: null, locked: false });
    const [update] = (await auditOf(t, channel.id)).filter(
      (row) => row.action === 'channel.update',
    );
    expect(update).toMatchObject({ before: { sellsPass: true }, after: { sellsPass: false } });

    // A free channel sold as a pass from now on needs its price in the same change.
    const free = await createChannel(t);
    const patchFree = (json: AdminChannelUpdate) =>
      dashboard(t).$patch({ param: { slug: free.channel.slug }, json });
    await refusedForPrice(await patchFree({ sellsPass: true }));
    const sold = await patchFree({ sellsPass: true, priceCents: 500 });
    expect(sold.status).toBe(200);
    expect(await sold.json()).toMatchObject({ sellsPass: true, priceCents: 500 });
  });

  it('lets no owner sell a pass from My Channels', async () => {
    const coach = await createTestApp({ dataDir });
    await signIn(coach, await createTestUser(coach, { userType: 'coach' }));
    const body: ChannelInput = {
      title: uniqueTitle('Coach Finals'),
      channel: 'Coach Channel',
      category: 'tournament',
      priceCents: 999,
    };
    // A field My Channels does not have: plain JSON, past the typed client.
    expect((await coach.post('/api/me/channels', { ...body, sellsPass: true })).status).toBe(400);
    const made = await coach.api.me.channels.$post({ json: body });
    expect(made.status).toBe(201);
    const { channel } = await unwrap(made);
    expect(channel.offer).toBeNull();
    const patched = await coach.call('PATCH', `/api/me/channels/${channel.slug}`, {
      sellsPass: true,
    });
    expect(patched.status).toBe(400);
  });

  it('refuses a change with nothing in it', async () => {
    const { channel } = await createChannel(t);
    const res = await dashboard(t).$patch({ param: { slug: channel.slug }, json: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Change at least one field.',
    });
    expect((await auditOf(t, channel.id)).map((row) => row.action)).toEqual(['channel.create']);
  });
});
