import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hc } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseRequest, SandboxPayment } from '#shared/schemas/payments';
import type { Channel } from '#shared/schemas/streams';
import { formatSessionTime } from '#shared/streams';
import type { ApiRoutes } from '#server/api-type';
import { channels, checkoutSessions, purchases } from '#server/db/schema';
import { onlyRow } from '#server/test/rows';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { placeHold, removeHold } from '#server/modules/reports';
import { createPayments } from './create-payments';
import { MAX_HELD_SEATS } from './seat-bookings';
import {
  addSessions,
  goodCard,
  liveSegment as segment,
  unique,
} from '#server/test/purchase-fixtures';
import { systemClock } from '#server/lib/clock';

/** Payments made here beside the test app: no pages or lists of their own to clear. */
const nothingToClear = {
  onPurchaseChange: () => {},
  onSubscriptionChange: async () => {},
  clock: systemClock,
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'purchases-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = async (res: { json(): Promise<unknown> }) => (await errorOf(res)).message;

async function signedIn(t: TestApp, userType: 'player' | 'coach' = 'player') {
  const user = await createTestUser(t, { userType });
  await signIn(t, user);
  return user;
}

const put = (t: TestApp, pathname: string, body: BodyInit) =>
  t.app.request(pathname, { method: 'PUT', body }, { incoming: { socket: {} } });

type Api = TestApp['api'];

const channelOf = async (api: Api, slug: string) =>
  (await unwrap(api.channels[':slug'].$get({ param: { slug } }), 200)).channel;

/**
 * A local broadcast is served by the instance that receives it: `t`'s caller (their cookies,
 * or none) asking the broadcasting instance.
 */
const through = (server: TestApp, t?: TestApp) => {
  const cookie = t ? [...t.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  return {
    api: hc<ApiRoutes>('http://localhost/api', { fetch: server.fetch, headers: { cookie } }),
    get: (pathname: string) => server.call('GET', pathname, undefined, { cookie }),
  };
};

const startPurchase = (t: TestApp, json: PurchaseRequest) =>
  t.api.checkout.purchase.$post({ json });
/** The test-mode checkout at `url` (/checkout/sandbox/{id}), as its page calls it. */
const sandboxCheckout = (t: TestApp, url: string) => {
  const page = t.api.checkout.sandbox[':id'];
  const param = { id: url.replace('/checkout/sandbox/', '') };
  return {
    get: () => page.$get({ param }),
    pay: (card: SandboxPayment) => page.pay.$post({ param, json: card }),
    cancel: () => page.cancel.$post({ param }),
  };
};
const billingOf = (t: TestApp) => unwrap(t.api.me.billing.$get(), 200);

/** Opens a checkout and pays it with a test card; answers the success page's status. */
async function buy(t: TestApp, request: PurchaseRequest, card = goodCard) {
  const { url } = await unwrap(startPurchase(t, request), 200);
  const id = url.replace('/checkout/sandbox/', '');
  const paid = await sandboxCheckout(t, url).pay(card);
  return { id, url, paid };
}

/** A delivery as Stripe's servers send it: signed over its raw body. */
function deliver(t: TestApp, payments: ReturnType<typeof createPayments>, payload: string) {
  const signature = payments.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: payments.webhookSecret,
  });
  return t.serverApi.webhooks.stripe.$post(undefined, {
    headers: { 'stripe-signature': signature },
    init: { body: payload },
  });
}

describe('pay-per-view passes', () => {
  let owner: TestApp;
  let slug: string;
  let ownView: Channel;

  beforeAll(async () => {
    owner = await createTestApp({ dataDir });
    await signedIn(owner, 'coach');
    const made = await unwrap(
      owner.api.me.channels.$post({
        json: {
          title: unique('Premium Finals'),
          channel: 'Premium Team Channel',
          category: 'premium-team',
          schedule: 'Fridays',
          priceCents: 999,
        },
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
    ownView = await channelOf(owner.api, slug);
  });

  it('keeps a premium channel’s stream from visitors and members without a pass', async () => {
    // Its owner watches with a signed link.
    expect(ownView).toMatchObject({ offer: 'pass', locked: false, isActive: true });
    expect(ownView.playbackUrl).toMatch(
      /^\/live-media\/[0-9a-f]{16}\/master\.m3u8\?t=\d+\.u[\w-]+\.[\w-]{43}$/,
    );

    const visitor = through(owner);
    const seen = await channelOf(visitor.api, slug);
    expect(seen).toMatchObject({
      status: 'live',
      locked: true,
      playbackUrl: null,
      playbackId: null,
    });
    const listed = await unwrap(visitor.api.channels.$get(), 200);
    expect(listed.items.find((item) => item.slug === slug)?.playbackUrl).toBeNull();

    // The address without its token, or with another channel's or a tampered one, is refused.
    const bare = ownView.playbackUrl!.split('?')[0]!;
    expect((await visitor.get(bare)).status).toBe(403);
    const token = ownView.playbackUrl!.split('?t=')[1]!;
    const [expires, signature] = token.split('.');
    expect((await visitor.get(`${bare}?t=${Number(expires) + 60}.${signature}`)).status).toBe(403);
    expect((await visitor.get(`${bare}?t=${expires}.${'A'.repeat(43)}`)).status).toBe(403);
    // The multivariant playlist hands the token on to the rendition's playlist...
    const master = await (await owner.get(ownView.playbackUrl!)).text();
    expect(master).toContain(`\nindex.m3u8?t=${token}\n`);
    expect((await visitor.get(bare.replace('master', 'index'))).status).toBe(403);
    // ...and that one to its segments: a segment without the token is refused, too.
    const text = await (await owner.get(`${bare.replace('master', 'index')}?t=${token}`)).text();
    const segmentLine = text.split('\n').find((line) => line.includes('p0.ts'))!;
    expect(segmentLine).toContain(`?t=${token}`);
    expect((await visitor.get(segmentLine)).status).toBe(200);
    expect((await visitor.get(segmentLine.split('?')[0]!)).status).toBe(403);
  });

  it('refuses what cannot be bought before anything is charged', async () => {
    const visitor = await createTestApp({ dataDir });
    expect((await startPurchase(visitor, { kind: 'pass', channel: slug })).status).toBe(401);
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    expect((await startPurchase(t, { kind: 'pass', channel: 'no-such-channel' })).status).toBe(404);
    // A price in the body is not the caller's to set (nor can the page send one).
    expect(
      (await t.post('/api/checkout/purchase', { kind: 'pass', channel: slug, price: 1 })).status,
    ).toBe(400);
    expect((await t.post('/api/checkout/purchase', { kind: 'gift', channel: slug })).status).toBe(
      400,
    );
    const free = await unwrap(
      owner.api.me.channels.$post({
        json: { title: unique('Free'), channel: 'Free', category: 'other' },
      }),
      201,
    );
    const noPass = await startPurchase(t, { kind: 'pass', channel: free.channel.slug });
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
    const page = await unwrap(sandboxCheckout(t, declined.url).get(), 200);
    expect(page).toMatchObject({ plan: 'pass', amountCents: 999, trialDays: 0 });
    expect(page.planName).toMatch(/^Pay-per-view pass: Premium Finals .* \(48 hours\)$/);
    expect((await channelOf(t.api, slug)).locked).toBe(true);

    // Pressing again while the checkout is open opens the same one.
    expect((await unwrap(startPurchase(t, { kind: 'pass', channel: slug }), 200)).url).toBe(
      `/checkout/sandbox/${declined.id}`,
    );
    const paid = await unwrap(sandboxCheckout(t, declined.url).pay(goodCard), 200);
    const sessionId = new URLSearchParams(paid.redirectUrl.split('?')[1]).get('session_id')!;
    const status = await unwrap(
      t.api.checkout.status.$get({ query: { session_id: sessionId } }),
      200,
    );
    expect(status).toMatchObject({ plan: 'pass', active: true, channelSlug: slug });
    const hours = (Date.parse(status.accessUntil!) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const open = await channelOf(through(owner, t).api, slug);
    expect(open).toMatchObject({ locked: false, passUntil: status.accessUntil });
    expect(open.playbackUrl).toContain('?t=');
    expect((await through(owner).get(open.playbackUrl!)).status).toBe(200);

    // One pass at a time.
    const again = await startPurchase(t, { kind: 'pass', channel: slug });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('You already have a pass for this channel.');

    const billing = await billingOf(t);
    expect(billing.receipts[0]).toMatchObject({ amountCents: 999, status: 'paid' });
    expect(billing.receipts[0]!.description).toContain('Pay-per-view pass');
    expect((await t.lastMailTo(buyer.email))?.subject).toMatch(/receipt/);

    // A refund, as the provider reports it, ends the pass at once.
    const purchase = onlyRow(
      await t.db.select().from(purchases).where(eq(purchases.userId, buyer.id)),
    );
    const payments = createPayments({ config: t.config, db: t.db, ...nothingToClear });
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
          payment_intent: purchase.providerPaymentRef,
        },
      },
    });
    const refund = await deliver(t, payments, payload);
    expect(refund.status).toBe(200);
    expect((await channelOf(t.api, slug)).locked).toBe(true);
    const after = await billingOf(t);
    expect(after.receipts[0]).toMatchObject({ amountCents: 999, status: 'refunded' });
  });

  it('ends after 48 hours, replays included', async () => {
    const t = await createTestApp({ dataDir });
    const buyer = await signedIn(t);
    expect((await buy(t, { kind: 'pass', channel: slug })).paid.status).toBe(200);
    const { id: channelId } = onlyRow(
      await t.db.select({ id: channels.id }).from(channels).where(eq(channels.slug, slug)),
    );
    const replays = async () => (await unwrap(t.api.replays.$get(), 200)).items;
    // A replay of the channel, as a finished broadcast leaves it.
    const { broadcasts } = await import('#server/db/schema');
    const broadcast = onlyRow(
      await t.db
        .insert(broadcasts)
        .values({
          channelId,
          title: 'Past game',
          startedAt: new Date(),
          endedAt: new Date(),
          replayUrl: '/live-media/b/00000000-0000-4000-8000-000000000000/replay.m3u8',
        })
        .returning(),
    );
    const held = (await replays()).find((replay) => replay.id === broadcast.id)!;
    expect(held.locked).toBe(false);
    expect(held.playbackUrl).toContain('?t=');

    await t.db
      .update(purchases)
      .set({
        accessFrom: new Date(Date.now() - 49 * 3600_000),
        accessUntil: new Date(Date.now() - 3600_000),
      })
      .where(eq(purchases.userId, buyer.id));
    expect((await channelOf(t.api, slug)).locked).toBe(true);
    const ended = (await replays()).find((replay) => replay.id === broadcast.id)!;
    expect(ended).toMatchObject({ locked: true, playbackUrl: null });
  });

  it('sells nothing on a channel a moderator holds', async () => {
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    const channel = onlyRow(await t.db.select().from(channels).where(eq(channels.slug, slug)));
    const ask = () => startPurchase(t, { kind: 'pass', channel: slug });
    const open = await unwrap(ask(), 200);
    await placeHold(t.db, {
      targetType: 'channel',
      targetId: channel.id,
      reason: 'Under review',
      createdBy: (await createTestUser(t, { role: 'admin' })).id,
    });
    const held = await ask();
    expect(held.status).toBe(404);
    expect(await messageOf(held)).toBe('Channel not found.');
    // Released, it sells again (the checkout already open).
    await removeHold(t.db, 'channel', channel.id);
    expect(await unwrap(ask(), 200)).toEqual(open);
  });
});

describe('session bookings', () => {
  let coach: TestApp;
  let slug: string;
  let sessionId: string;

  beforeAll(async () => {
    coach = await createTestApp({ dataDir });
    await signedIn(coach, 'coach');
    const made = await unwrap(
      coach.api.me.channels.$post({
        json: {
          title: unique('Shooting Clinic'),
          channel: 'Live Training Hub',
          category: 'training',
          schedule: 'Mondays 7-8 PM',
          priceCents: 3000,
        },
      }),
      201,
    );
    slug = made.channel.slug;
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    const session = onlyRow(
      await addSessions(coach.db, channel.id, [
        { title: 'Grassroots, 7-8 PM', daysAhead: 2, capacity: 2 },
      ]),
    );
    sessionId = session.id;
  });

  const seatsLeft = async (t: TestApp) =>
    (await channelOf(t.api, slug)).sessions.find((session) => session.id === sessionId)!.seatsLeft;

  it('lists the next dates with the seats left, and sells no more seats than there are', async () => {
    const visitor = await createTestApp({ dataDir });
    const seen = await channelOf(visitor.api, slug);
    expect(seen).toMatchObject({ offer: 'booking', locked: false });
    expect(seen.sessions[0]).toMatchObject({
      id: sessionId,
      priceCents: 3000,
      capacity: 2,
      seatsLeft: 2,
      booking: null,
    });
    // The time as the page shows it, in the schedule's zone, written here so no phone makes a
    // date format to show it.
    expect(seen.sessions[0]!.startsAtText).toBe(formatSessionTime(seen.sessions[0]!.startsAt));
    expect(seen.sessions[0]!.startsAtText).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M C[SD]T$/,
    );

    const a = await createTestApp({ dataDir });
    await signedIn(a);
    const seat = { kind: 'booking', session: sessionId } as const;
    const first = await unwrap(startPurchase(a, seat), 200);
    // Held while its buyer is at the checkout; pressing again reopens the same checkout.
    expect(await seatsLeft(visitor)).toBe(1);
    expect((await channelOf(a.api, slug)).sessions[0]!.booking).toBe('held');
    expect((await unwrap(startPurchase(a, seat), 200)).url).toBe(first.url);

    const b = await createTestApp({ dataDir });
    await signedIn(b);
    const second = await unwrap(startPurchase(b, seat), 200);
    expect(await seatsLeft(visitor)).toBe(0);

    const c = await createTestApp({ dataDir });
    await signedIn(c);
    const full = await startPurchase(c, seat);
    expect(full.status).toBe(409);
    expect(await messageOf(full)).toBe('This session is full.');

    // Leaving the checkout gives the seat back.
    await unwrap(sandboxCheckout(b, second.url).cancel(), 200);
    expect(await seatsLeft(visitor)).toBe(1);

    // A pays: booked, one seat fewer, a receipt; booking twice is refused.
    const paid = await sandboxCheckout(a, first.url).pay(goodCard);
    expect(paid.status).toBe(200);
    expect((await channelOf(a.api, slug)).sessions[0]!.booking).toBe('booked');
    expect(await seatsLeft(visitor)).toBe(1);
    const twice = await startPurchase(a, seat);
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe('You have a seat at this session already.');
    const receipts = (await billingOf(a)).receipts;
    expect(receipts[0]).toMatchObject({ amountCents: 3000, status: 'paid' });
    expect(receipts[0]!.description).toContain('Grassroots, 7-8 PM');
  });

  it('gives the last seat to one of several buyers pressing at once', async () => {
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    const last = onlyRow(
      await addSessions(coach.db, channel.id, [
        { title: 'Advanced, 8-9 PM', daysAhead: 3, capacity: 1 },
      ]),
    );
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const t = await createTestApp({ dataDir });
        await signedIn(t);
        return t;
      }),
    );
    const answers = await Promise.all(
      buyers.map((t) => startPurchase(t, { kind: 'booking', session: last.id })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
  });

  it('lets one member hold only a few seats at open checkouts', async () => {
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    const sessions = await addSessions(
      coach.db,
      channel.id,
      Array.from({ length: MAX_HELD_SEATS + 1 }, (_, index) => ({
        title: `Hold ${index}`,
        daysAhead: 5 + index,
        capacity: 10,
      })),
    );
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    for (const session of sessions.slice(0, MAX_HELD_SEATS)) {
      expect((await startPurchase(t, { kind: 'booking', session: session.id })).status).toBe(200);
    }
    const more = await startPurchase(t, { kind: 'booking', session: sessions.at(-1)!.id });
    expect(more.status).toBe(409);
    expect(await messageOf(more)).toBe(
      'You have seats waiting at open checkouts: pay for them or cancel them first.',
    );
  });

  it('refuses a session that has started, and a made-up one', async () => {
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    // Started a minute ago.
    const past = onlyRow(
      await addSessions(coach.db, channel.id, [
        { title: 'Earlier', daysAhead: -60_000 / 86_400_000, capacity: 5 },
      ]),
    );
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    const started = await startPurchase(t, { kind: 'booking', session: past.id });
    expect(started.status).toBe(409);
    expect(await messageOf(started)).toBe('This session has already started.');
    expect(
      (await startPurchase(t, { kind: 'booking', session: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    expect((await startPurchase(t, { kind: 'booking', session: 'x' })).status).toBe(400);
  });

  it('sells no seat at a session of a channel a moderator holds', async () => {
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    await placeHold(t.db, {
      targetType: 'channel',
      targetId: channel.id,
      reason: 'Under review',
      createdBy: (await createTestUser(t, { role: 'admin' })).id,
    });
    try {
      const held = await startPurchase(t, { kind: 'booking', session: sessionId });
      expect(held.status).toBe(404);
      expect(await messageOf(held)).toBe('Session not found.');
    } finally {
      await removeHold(t.db, 'channel', channel.id);
    }
  });

  it('ends Pay and Leave pressed together with one of them: paid, or left', async () => {
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    const trials = 20;
    const sessions = await addSessions(
      coach.db,
      channel.id,
      Array.from({ length: trials }, (_, index) => ({
        title: `Race ${index}`,
        daysAhead: 20 + index,
        capacity: 3,
      })),
    );
    const t = await createTestApp({ dataDir });
    await signedIn(t);
    for (const [index, session] of sessions.entries()) {
      const { url } = await unwrap(startPurchase(t, { kind: 'booking', session: session.id }), 200);
      const checkoutPage = sandboxCheckout(t, url);
      const [paid, left] = await Promise.all([
        checkoutPage.pay(goodCard),
        // Leave pressed a little after Pay, by a different few milliseconds each time.
        sleep(index % 10).then(() => checkoutPage.cancel()),
      ]);
      const purchase = onlyRow(
        await t.db.select().from(purchases).where(eq(purchases.sessionId, session.id)),
      );
      const checkout = onlyRow(
        await t.db
          .select({ status: checkoutSessions.status })
          .from(checkoutSessions)
          .where(eq(checkoutSessions.purchaseId, purchase.id)),
      );
      // One way or the other, never both.
      expect([
        'pay 200, leave 409: seat paid, checkout complete',
        'pay 409, leave 200: seat canceled, checkout canceled',
      ]).toContain(
        `pay ${paid.status}, leave ${left.status}: seat ${purchase.status}, checkout ${checkout.status}`,
      );
    }
  });

  it('books a seat paid after its hold ended only while one is free, else records it for a refund', async () => {
    const channel = onlyRow(await coach.db.select().from(channels).where(eq(channels.slug, slug)));
    const last = onlyRow(
      await addSessions(coach.db, channel.id, [
        { title: 'Late, 9-10 PM', daysAhead: 4, capacity: 1 },
      ]),
    );
    const late = await createTestApp({ dataDir });
    const lateBuyer = await signedIn(late);
    const { url } = await unwrap(startPurchase(late, { kind: 'booking', session: last.id }), 200);
    // The hold runs out; another buyer takes the only seat.
    await late.db
      .update(purchases)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(purchases.userId, lateBuyer.id));
    const other = await createTestApp({ dataDir });
    await signedIn(other);
    expect((await buy(other, { kind: 'booking', session: last.id })).paid.status).toBe(200);

    // The test-mode checkout refuses the late payment, before anything is charged.
    const refused = await sandboxCheckout(late, url).pay(goodCard);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(
      'This checkout has closed and nothing was charged. Choose it again to buy it.',
    );

    // A card payment the provider took anyway (it reports it afterwards) books no second seat.
    const purchase = onlyRow(
      await late.db.select().from(purchases).where(eq(purchases.userId, lateBuyer.id)),
    );
    const payments = createPayments({ config: late.config, db: late.db, ...nothingToClear });
    const payload = JSON.stringify({
      id: `evt_late_${Date.now()}`,
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: {
        object: {
          id: purchase.providerSessionId,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 3000,
          currency: 'usd',
          client_reference_id: lateBuyer.id,
          payment_intent: `pi_late_${Date.now()}`,
          metadata: { userId: lateBuyer.id, purchaseId: purchase.id, kind: 'booking' },
        },
      },
    });
    const delivered = await deliver(late, payments, payload);
    expect(delivered.status).toBe(200);
    const seats = await late.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.sessionId, last.id));
    expect(seats.map((seat) => seat.status).sort()).toEqual(['paid', 'refund_due']);
    const receipts = (await billingOf(late)).receipts;
    expect(receipts[0]).toMatchObject({ amountCents: 3000, status: 'paid' });
    expect((await late.lastMailTo(lateBuyer.email))?.subject).toBe(
      'Your Showcase payment will be refunded',
    );
  });
});
