import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing, CheckoutStatus, SandboxCheckout } from '#shared/schemas/payments';
import type { Channel, ChannelPage, ChannelWithKey, Replay } from '#shared/schemas/streams';
import { channels, checkoutSessions, purchases, trainingSessions } from '#server/db/schema';
import { createTestApp } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { placeHold, removeHold } from '#server/modules/reports/content-holds';
import { createPayments } from './create-payments';
import { MAX_HELD_SEATS } from './purchases';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'purchases-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const segment = readFileSync(path.resolve('media/live-sample/segment00.ts'));
const goodCard = {
  cardNumber: '4242424242424242',
  expiry: '12 / 34',
  cvc: '123',
  nameOnCard: 'Sam Lee',
};
let counter = 0;
const unique = (base: string) => `${base} ${Date.now().toString(36)}${(counter += 1)}`;

const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function signedIn(t: TestApp, userType: 'player' | 'coach' = 'player') {
  const user = await createTestUser(t, { userType });
  await signIn(t, user);
  return user;
}

const put = (t: TestApp, pathname: string, body: BodyInit) =>
  t.app.request(pathname, { method: 'PUT', body }, { incoming: { socket: {} } });

const channelOf = async (t: TestApp, slug: string) =>
  (await json<ChannelPage>(await t.get(`/api/channels/${slug}`))).channel;

/**
 * A local broadcast is served by the instance that receives it: `t`'s caller (their cookies,
 * or none) asking the broadcasting instance.
 */
const through = (server: TestApp, t?: TestApp) => ({
  get: (pathname: string) =>
    server.call('GET', pathname, undefined, {
      cookie: t ? [...t.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '',
    }),
});

/** Opens a checkout and pays it with a test card; answers the success page's status. */
async function buy(t: TestApp, request: object, card = goodCard) {
  const { url } = await json<{ url: string }>(await t.post('/api/checkout/purchase', request));
  const id = url.replace('/checkout/sandbox/', '');
  const paid = await t.post(`/api/checkout/sandbox/${id}/pay`, card);
  return { id, url, paid };
}

describe('pay-per-view passes', () => {
  let owner: TestApp;
  let slug: string;
  let ownView: Channel;

  beforeAll(async () => {
    owner = await createTestApp({ dataDir });
    await signedIn(owner, 'coach');
    const made = await json<ChannelWithKey>(
      await owner.post('/api/me/channels', {
        title: unique('Premium Finals'),
        channel: 'Premium Team Channel',
        category: 'premium-team',
        schedule: 'Fridays',
        priceCents: 999,
      }),
      201,
    );
    slug = made.channel.slug;
    await owner.db.update(channels).set({ sellsPass: true }).where(eq(channels.slug, slug));
    owner.caches.channels.changed();
    const key = made.streamKey;
    expect((await put(owner, `/ingest/${key}/p0.ts`, segment)).status).toBe(201);
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000,\np0.ts\n';
    expect((await put(owner, `/ingest/${key}/index.m3u8`, playlist)).status).toBe(204);
    ownView = await channelOf(owner, slug);
  });

  it('keeps a premium channel’s stream from visitors and members without a pass', async () => {
    // Its owner watches with a signed link.
    expect(ownView).toMatchObject({ offer: 'pass', locked: false, isActive: true });
    expect(ownView.playbackUrl).toMatch(
      /^\/live-media\/[0-9a-f]{16}\/index\.m3u8\?t=\d+\.u[\w-]+\.[\w-]{43}$/,
    );

    const visitor = through(owner);
    const seen = await channelOf(visitor as TestApp, slug);
    expect(seen).toMatchObject({
      status: 'live',
      locked: true,
      playbackUrl: null,
      playbackId: null,
    });
    const listed = await json<{ items: Channel[] }>(await visitor.get('/api/channels'));
    expect(listed.items.find((item) => item.slug === slug)?.playbackUrl).toBeNull();

    // The address without its token, or with another channel's or a tampered one, is refused.
    const bare = ownView.playbackUrl!.split('?')[0]!;
    expect((await visitor.get(bare)).status).toBe(403);
    const token = ownView.playbackUrl!.split('?t=')[1]!;
    const [expires, signature] = token.split('.');
    expect((await visitor.get(`${bare}?t=${Number(expires) + 60}.${signature}`)).status).toBe(403);
    expect((await visitor.get(`${bare}?t=${expires}.${'A'.repeat(43)}`)).status).toBe(403);
    // A segment without the token, too.
    const text = await (await owner.get(ownView.playbackUrl!)).text();
    const segmentLine = text.split('\n').find((line) => line.includes('p0.ts'))!;
    expect(segmentLine).toContain(`?t=${token}`);
    expect((await visitor.get(segmentLine)).status).toBe(200);
    expect((await visitor.get(segmentLine.split('?')[0]!)).status).toBe(403);
  });

  it('refuses what cannot be bought before anything is charged', async () => {
    const visitor = await createTestApp({ dataDir });
    expect(
      (await visitor.post('/api/checkout/purchase', { kind: 'pass', channel: slug })).status,
    ).toBe(401);
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    expect(
      (await t.post('/api/checkout/purchase', { kind: 'pass', channel: 'no-such-channel' })).status,
    ).toBe(404);
    // A price in the body is not the caller's to set.
    expect(
      (await t.post('/api/checkout/purchase', { kind: 'pass', channel: slug, price: 1 })).status,
    ).toBe(400);
    expect((await t.post('/api/checkout/purchase', { kind: 'gift', channel: slug })).status).toBe(
      400,
    );
    const free = await json<ChannelWithKey>(
      await owner.post('/api/me/channels', {
        title: unique('Free'),
        channel: 'Free',
        category: 'other',
      }),
      201,
    );
    const noPass = await t.post('/api/checkout/purchase', {
      kind: 'pass',
      channel: free.channel.slug,
    });
    expect(noPass.status).toBe(400);
    expect(await messageOf(noPass)).toBe('This channel has no pay-per-view pass.');
  });

  it('opens the channel for 48 hours once paid, lists the receipt, and closes on refund', async () => {
    const t = await createTestApp({ dataDir });
    const buyer = await signedIn(t);

    const declined = await buy(
      t,
      { kind: 'pass', channel: slug },
      { ...goodCard, cardNumber: '4000000000000002' },
    );
    expect(declined.paid.status).toBe(402);
    const page = await json<SandboxCheckout>(await t.get(`/api/checkout/sandbox/${declined.id}`));
    expect(page).toMatchObject({ plan: 'pass', amountCents: 999, trialDays: 0 });
    expect(page.planName).toMatch(/^Pay-per-view pass: Premium Finals .* \(48 hours\)$/);
    expect((await channelOf(t, slug)).locked).toBe(true);

    // Pressing again while the checkout is open opens the same one.
    expect(
      (
        await json<{ url: string }>(
          await t.post('/api/checkout/purchase', { kind: 'pass', channel: slug }),
        )
      ).url,
    ).toBe(`/checkout/sandbox/${declined.id}`);
    const paid = await json<{ redirectUrl: string }>(
      await t.post(`/api/checkout/sandbox/${declined.id}/pay`, goodCard),
    );
    const status = await json<CheckoutStatus>(
      await t.get(`/api/checkout/status?${paid.redirectUrl.split('?')[1]}`),
    );
    expect(status).toMatchObject({ plan: 'pass', active: true, channelSlug: slug });
    const hours = (Date.parse(status.accessUntil!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const open = await channelOf(through(owner, t) as TestApp, slug);
    expect(open).toMatchObject({ locked: false, passUntil: status.accessUntil });
    expect(open.playbackUrl).toContain('?t=');
    expect((await through(owner).get(open.playbackUrl!)).status).toBe(200);

    // One pass at a time.
    const again = await t.post('/api/checkout/purchase', { kind: 'pass', channel: slug });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('You already have a pass for this channel.');

    const billing = await json<Billing>(await t.get('/api/me/billing'));
    expect(billing.receipts[0]).toMatchObject({ amountCents: 999, status: 'paid' });
    expect(billing.receipts[0]!.description).toContain('Pay-per-view pass');
    expect((await t.lastMailTo(buyer.email))?.subject).toMatch(/receipt/);

    // A refund, as the provider reports it, ends the pass at once.
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    const payments = createPayments({ config: t.config, db: t.db });
    const payload = JSON.stringify({
      id: `evt_refund_${Date.now()}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_pass',
          object: 'charge',
          refunded: true,
          payment_intent: purchase!.providerPaymentRef,
        },
      },
    });
    const refund = await t.app.request(
      '/api/webhooks/stripe',
      {
        method: 'POST',
        body: payload,
        headers: {
          'stripe-signature': payments.stripe.webhooks.generateTestHeaderString({
            payload,
            secret: payments.webhookSecret,
          }),
        },
      },
      { incoming: { socket: {} } },
    );
    expect(refund.status).toBe(200);
    expect((await channelOf(t, slug)).locked).toBe(true);
    const after = await json<Billing>(await t.get('/api/me/billing'));
    expect(after.receipts[0]).toMatchObject({ amountCents: 999, status: 'refunded' });
  });

  it('ends after 48 hours, replays included', async () => {
    const t = await createTestApp({ dataDir });
    const buyer = await signedIn(t);
    expect((await buy(t, { kind: 'pass', channel: slug })).paid.status).toBe(200);
    const [{ id: channelId }] = (await t.db
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.slug, slug))) as [{ id: string }];
    const replays = async () =>
      (await json<{ items: Replay[] }>(await t.get('/api/replays'))).items;
    // A replay of the channel, as a finished broadcast leaves it.
    const { broadcasts } = await import('#server/db/schema');
    const [broadcast] = await t.db
      .insert(broadcasts)
      .values({
        channelId,
        title: 'Past game',
        startedAt: new Date(),
        endedAt: new Date(),
        replayUrl: '/live-media/b/00000000-0000-4000-8000-000000000000/replay.m3u8',
      })
      .returning();
    const held = (await replays()).find((replay) => replay.id === broadcast!.id)!;
    expect(held.locked).toBe(false);
    expect(held.playbackUrl).toContain('?t=');

    await t.db
      .update(purchases)
      .set({
        accessFrom: new Date(Date.now() - 49 * 3600_000),
        accessUntil: new Date(Date.now() - 3600_000),
      })
      .where(eq(purchases.userId, buyer.id));
    expect((await channelOf(t, slug)).locked).toBe(true);
    const ended = (await replays()).find((replay) => replay.id === broadcast!.id)!;
    expect(ended).toMatchObject({ locked: true, playbackUrl: null });
  });

  it('sells nothing on a channel a moderator holds', async () => {
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    const [channel] = await t.db.select().from(channels).where(eq(channels.slug, slug));
    const ask = () => t.post('/api/checkout/purchase', { kind: 'pass', channel: slug });
    const open = await json<{ url: string }>(await ask());
    await placeHold(t.db, {
      targetType: 'channel',
      targetId: channel!.id,
      reason: 'Under review',
      createdBy: (await createTestUser(t, { role: 'admin' })).id,
    });
    const held = await ask();
    expect(held.status).toBe(404);
    expect(await messageOf(held)).toBe('Channel not found.');
    // Released, it sells again (the checkout already open).
    await removeHold(t.db, 'channel', channel!.id);
    expect(await json<{ url: string }>(await ask())).toEqual(open);
  });
});

describe('session bookings', () => {
  let coach: TestApp;
  let slug: string;
  let sessionId: string;

  beforeAll(async () => {
    coach = await createTestApp({ dataDir });
    await signedIn(coach, 'coach');
    const made = await json<ChannelWithKey>(
      await coach.post('/api/me/channels', {
        title: unique('Shooting Clinic'),
        channel: 'Live Training Hub',
        category: 'training',
        schedule: 'Mondays 7-8 PM',
        priceCents: 3000,
      }),
      201,
    );
    slug = made.channel.slug;
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    const [session] = await coach.db
      .insert(trainingSessions)
      .values({
        channelId: channel!.id,
        title: 'Grassroots, 7-8 PM',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        capacity: 2,
        priceCents: 3000,
      })
      .returning();
    sessionId = session!.id;
  });

  const seatsLeft = async (t: TestApp) =>
    (await channelOf(t, slug)).sessions.find((session) => session.id === sessionId)!.seatsLeft;

  it('lists the next dates with the seats left, and sells no more seats than there are', async () => {
    const visitor = await createTestApp({ dataDir });
    const seen = await channelOf(visitor, slug);
    expect(seen).toMatchObject({ offer: 'booking', locked: false });
    expect(seen.sessions[0]).toMatchObject({
      id: sessionId,
      priceCents: 3000,
      capacity: 2,
      seatsLeft: 2,
      booking: null,
    });

    const a = await createTestApp({ dataDir });
    await signedIn(a);
    const first = await json<{ url: string }>(
      await a.post('/api/checkout/purchase', { kind: 'booking', session: sessionId }),
    );
    // Held while its buyer is at the checkout; pressing again reopens the same checkout.
    expect(await seatsLeft(visitor)).toBe(1);
    expect((await channelOf(a, slug)).sessions[0]!.booking).toBe('held');
    expect(
      (
        await json<{ url: string }>(
          await a.post('/api/checkout/purchase', { kind: 'booking', session: sessionId }),
        )
      ).url,
    ).toBe(first.url);

    const b = await createTestApp({ dataDir });
    await signedIn(b);
    const second = await json<{ url: string }>(
      await b.post('/api/checkout/purchase', { kind: 'booking', session: sessionId }),
    );
    expect(await seatsLeft(visitor)).toBe(0);

    const c = await createTestApp({ dataDir });
    await signedIn(c);
    const full = await c.post('/api/checkout/purchase', { kind: 'booking', session: sessionId });
    expect(full.status).toBe(409);
    expect(await messageOf(full)).toBe('This session is full.');

    // Leaving the checkout gives the seat back.
    await json(
      await b.post(`${second.url.replace('/checkout/sandbox/', '/api/checkout/sandbox/')}/cancel`),
    );
    expect(await seatsLeft(visitor)).toBe(1);

    // A pays: booked, one seat fewer, a receipt; booking twice is refused.
    const paid = await a.post(
      `${first.url.replace('/checkout/sandbox/', '/api/checkout/sandbox/')}/pay`,
      goodCard,
    );
    expect(paid.status).toBe(200);
    expect((await channelOf(a, slug)).sessions[0]!.booking).toBe('booked');
    expect(await seatsLeft(visitor)).toBe(1);
    const twice = await a.post('/api/checkout/purchase', { kind: 'booking', session: sessionId });
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe('You have a seat at this session already.');
    const receipts = (await json<Billing>(await a.get('/api/me/billing'))).receipts;
    expect(receipts[0]).toMatchObject({ amountCents: 3000, status: 'paid' });
    expect(receipts[0]!.description).toContain('Grassroots, 7-8 PM');
  });

  it('gives the last seat to one of several buyers pressing at once', async () => {
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const [last] = await coach.db
      .insert(trainingSessions)
      .values({
        channelId: channel!.id,
        title: 'Advanced, 8-9 PM',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        capacity: 1,
        priceCents: 3000,
      })
      .returning();
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const t = await createTestApp({ dataDir });
        await signedIn(t);
        return t;
      }),
    );
    const answers = await Promise.all(
      buyers.map((t) => t.post('/api/checkout/purchase', { kind: 'booking', session: last!.id })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
  });

  it('lets one member hold only a few seats at open checkouts', async () => {
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const sessions = await coach.db
      .insert(trainingSessions)
      .values(
        Array.from({ length: MAX_HELD_SEATS + 1 }, (_, index) => {
          const startsAt = new Date(Date.now() + (5 + index) * 86_400_000);
          return {
            channelId: channel!.id,
            title: `Hold ${index}`,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3600_000),
            capacity: 10,
            priceCents: 3000,
          };
        }),
      )
      .returning();
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    for (const session of sessions.slice(0, MAX_HELD_SEATS)) {
      expect(
        (await t.post('/api/checkout/purchase', { kind: 'booking', session: session.id })).status,
      ).toBe(200);
    }
    const more = await t.post('/api/checkout/purchase', {
      kind: 'booking',
      session: sessions.at(-1)!.id,
    });
    expect(more.status).toBe(409);
    expect(await messageOf(more)).toBe(
      'You have seats waiting at open checkouts: pay for them or cancel them first.',
    );
  });

  it('refuses a session that has started, and a made-up one', async () => {
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const [past] = await coach.db
      .insert(trainingSessions)
      .values({
        channelId: channel!.id,
        title: 'Earlier',
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3600_000),
        capacity: 5,
        priceCents: 3000,
      })
      .returning();
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    const started = await t.post('/api/checkout/purchase', { kind: 'booking', session: past!.id });
    expect(started.status).toBe(409);
    expect(await messageOf(started)).toBe('This session has already started.');
    expect(
      (
        await t.post('/api/checkout/purchase', {
          kind: 'booking',
          session: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
    expect((await t.post('/api/checkout/purchase', { kind: 'booking', session: 'x' })).status).toBe(
      400,
    );
  });

  it('sells no seat at a session of a channel a moderator holds', async () => {
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    await placeHold(t.db, {
      targetType: 'channel',
      targetId: channel!.id,
      reason: 'Under review',
      createdBy: (await createTestUser(t, { role: 'admin' })).id,
    });
    try {
      const held = await t.post('/api/checkout/purchase', { kind: 'booking', session: sessionId });
      expect(held.status).toBe(404);
      expect(await messageOf(held)).toBe('Session not found.');
    } finally {
      await removeHold(t.db, 'channel', channel!.id);
    }
  });

  it('ends Pay and Leave pressed together with one of them: paid, or left', async () => {
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const trials = 20;
    const sessions = await coach.db
      .insert(trainingSessions)
      .values(
        Array.from({ length: trials }, (_, index) => {
          const startsAt = new Date(Date.now() + (20 + index) * 86_400_000);
          return {
            channelId: channel!.id,
            title: `Race ${index}`,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3600_000),
            capacity: 3,
            priceCents: 3000,
          };
        }),
      )
      .returning();
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    for (const [index, session] of sessions.entries()) {
      const { url } = await json<{ url: string }>(
        await t.post('/api/checkout/purchase', { kind: 'booking', session: session.id }),
      );
      const at = url.replace('/checkout/sandbox/', '/api/checkout/sandbox/');
      const [paid, left] = await Promise.all([
        t.post(`${at}/pay`, goodCard),
        // Leave pressed a little after Pay, by a different few milliseconds each time.
        sleep(index % 10).then(() => t.post(`${at}/cancel`)),
      ]);
      const [purchase] = await t.db
        .select()
        .from(purchases)
        .where(eq(purchases.sessionId, session.id));
      const [checkout] = await t.db
        .select({ status: checkoutSessions.status })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.purchaseId, purchase!.id));
      // One way or the other, never both.
      expect([
        'pay 200, leave 409: seat paid, checkout complete',
        'pay 409, leave 200: seat canceled, checkout canceled',
      ]).toContain(
        `pay ${paid.status}, leave ${left.status}: seat ${purchase!.status}, checkout ${checkout!.status}`,
      );
    }
  });

  it('books a seat paid after its hold ended only while one is free, else records it for a refund', async () => {
    const [channel] = await coach.db.select().from(channels).where(eq(channels.slug, slug));
    const startsAt = new Date(Date.now() + 4 * 86_400_000);
    const [last] = await coach.db
      .insert(trainingSessions)
      .values({
        channelId: channel!.id,
        title: 'Late, 9-10 PM',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3600_000),
        capacity: 1,
        priceCents: 3000,
      })
      .returning();
    const late = await createTestApp({ dataDir });
    const lateBuyer = await signedIn(late);
    const { url } = await json<{ url: string }>(
      await late.post('/api/checkout/purchase', { kind: 'booking', session: last!.id }),
    );
    // The hold runs out; another buyer takes the only seat.
    await late.db
      .update(purchases)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(purchases.userId, lateBuyer.id));
    const other = await createTestApp({ dataDir });
    await signedIn(other);
    expect((await buy(other, { kind: 'booking', session: last!.id })).paid.status).toBe(200);

    // The test-mode checkout refuses the late payment, before anything is charged.
    const refused = await late.post(
      `${url.replace('/checkout/sandbox/', '/api/checkout/sandbox/')}/pay`,
      goodCard,
    );
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(
      'This checkout has closed and nothing was charged. Choose it again to buy it.',
    );

    // A card payment the provider took anyway (it reports it afterwards) books no second seat.
    const [purchase] = await late.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, lateBuyer.id));
    const payments = createPayments({ config: late.config, db: late.db });
    const payload = JSON.stringify({
      id: `evt_late_${Date.now()}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: purchase!.providerSessionId,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 3000,
          currency: 'usd',
          client_reference_id: lateBuyer.id,
          payment_intent: `pi_late_${Date.now()}`,
          metadata: { userId: lateBuyer.id, purchaseId: purchase!.id, kind: 'booking' },
        },
      },
    });
    const delivered = await late.app.request(
      '/api/webhooks/stripe',
      {
        method: 'POST',
        body: payload,
        headers: {
          'stripe-signature': payments.stripe.webhooks.generateTestHeaderString({
            payload,
            secret: payments.webhookSecret,
          }),
        },
      },
      { incoming: { socket: {} } },
    );
    expect(delivered.status).toBe(200);
    const seats = await late.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.sessionId, last!.id));
    expect(seats.map((seat) => seat.status).sort()).toEqual(['paid', 'refund_due']);
    const receipts = (await json<Billing>(await late.get('/api/me/billing'))).receipts;
    expect(receipts[0]).toMatchObject({ amountCents: 3000, status: 'paid' });
    expect((await late.lastMailTo(lateBuyer.email))?.subject).toBe(
      'Your Showcase payment will be refunded',
    );
  });
});
