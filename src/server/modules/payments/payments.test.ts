import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutRequest, SandboxPayment } from '#shared/schemas/payments';
import {
  checkoutSessions,
  payments as ledger,
  playerProfiles,
  subscriptions,
} from '#server/db/schema';
import { createMailer } from '#server/adapters/mail/create-mailer';
import { listDevMail } from '#server/adapters/mail/dev-mailbox-mailer';
import { startStripeStandIn } from '#server/test/stripe-stand-in';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { trainingCatalogue } from '#server/modules/training';
import { createPayments } from './create-payments';
import { finishLeftEvents } from './payment-events';
import { takePaymentEvents } from './payment-events';
import { paySandboxCheckout } from './sandbox';
import { within } from '#server/test/within';
import { systemClock } from '#server/lib/clock';

/** Payments made here beside the test app: no pages or lists of their own to clear. */
const nothingToClear = {
  onPurchaseChange: () => {},
  onSubscriptionChange: async () => {},
  clock: systemClock,
};

/** What the job runner does at a new start: the payment events left unfinished are taken up. */
const restartedJobs = (t: TestApp) =>
  finishLeftEvents(
    createPayments({
      config: t.config,
      db: t.db,
      mailer: createMailer(t.config, t.db),
      ...nothingToClear,
    }),
  )();

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const eliteVideo = trainingCatalogue.find((video) => video.level === 'elite')!;
const goodCard: SandboxPayment = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  nameOnCard: 'Jordan Park',
};

async function member(t: TestApp) {
  const user = await createTestUser(t, { userType: 'player' });
  await signIn(t, user);
  return user;
}

async function checkout(
  t: TestApp,
  plan: 'premium' | 'recruiting',
  extra: Partial<CheckoutRequest> = {},
) {
  const { url } = await unwrap(
    t.api.checkout.$post({ json: { plan, period: '1', ...extra } }),
    200,
  );
  return url;
}

const sessionOf = (url: string) => url.replace('/checkout/sandbox/', '');
const status = (t: TestApp) => unwrap(t.api.me.subscription.$get(), 200);
const billing = (t: TestApp) => unwrap(t.api.me.billing.$get(), 200);
/** The sandbox's checkout page of `url`, as its pay button calls it. */
const sandboxCheckout = (t: TestApp, url: string) => {
  const page = t.api.checkout.sandbox[':id'];
  const param = { id: sessionOf(url) };
  return {
    get: () => page.$get({ param }),
    pay: (json: SandboxPayment) => page.pay.$post({ param, json }),
  };
};
const video = (t: TestApp, id: string) => t.api.training.videos[':id'].$get({ param: { id } });
const simulate = (
  admin: TestApp,
  json: NonNullable<
    Parameters<TestApp['api']['admin']['payments']['simulate']['$post']>[0]
  >['json'],
) => admin.api.admin.payments.simulate.$post({ json });

describe('checkout', () => {
  it('needs a signed-in member, a known plan and the period the checkout sends', async () => {
    const visitor = await createTestApp();
    expect(
      (await visitor.api.checkout.$post({ json: { plan: 'premium', period: '1' } })).status,
    ).toBe(401);
    const t = await createTestApp();
    await member(t);
    // Bodies the plan cards cannot send: plain JSON, past the typed client.
    expect((await t.post('/api/checkout', { plan: 'gold', period: '1' })).status).toBe(400);
    expect((await t.post('/api/checkout', { plan: 'premium', period: '12' })).status).toBe(400);
    expect((await t.post('/api/checkout', { plan: 'premium' })).status).toBe(400);
  });

  it('charges the server’s price whatever the request says', async () => {
    const t = await createTestApp();
    await member(t);
    const url = await checkout(t, 'recruiting', { price: 1 });
    expect(url).toMatch(/^\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
    const page = await unwrap(sandboxCheckout(t, url).get(), 200);
    expect(page).toMatchObject({ plan: 'recruiting', amountCents: 3999, trialDays: 0 });
    // Pressing again reopens the same checkout.
    expect(await checkout(t, 'recruiting')).toBe(url);
    // Another member cannot see or pay it.
    const other = await createTestApp();
    await member(other);
    expect((await sandboxCheckout(other, url).get()).status).toBe(404);
    expect((await sandboxCheckout(other, url).pay(goodCard)).status).toBe(404);
  });
});

describe('a production site without Stripe', () => {
  it('takes no card payments unless the sandbox is turned on', async () => {
    const t = await createTestApp({ payments: { sandbox: false, stripe: undefined } });
    await member(t);
    const res = await t.api.checkout.$post({ json: { plan: 'premium', period: '1' } });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).message).toBe('Card payments are not set up on this site yet.');
    expect((await sandboxCheckout(t, 'cs_sbx_0000000000000000').get()).status).toBe(404);
  });
});

describe('the sandbox checkout', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await member(t);
    url = await checkout(t, 'premium');
  });

  it('grants nothing for a declined card', async () => {
    const { pay } = sandboxCheckout(t, url);
    const declined = await pay({ ...goodCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect((await errorOf(declined)).message).toBe('Your card was declined.');
    const poor = await pay({ ...goodCard, cardNumber: '4000000000009995' });
    expect((await errorOf(poor)).message).toBe('Your card has insufficient funds.');
    const invalid = await pay({ ...goodCard, cardNumber: '4242 4242 4242 4241' });
    expect(invalid.status).toBe(400);
    const expired = await pay({ ...goodCard, expiry: '01 / 20' });
    expect(expired.status).toBe(400);
    expect((await status(t)).subscribed).toBe(false);
    expect((await video(t, eliteVideo.id)).status).toBe(403);
    expect((await billing(t)).receipts).toEqual([]);
  });

  it('opens every level at once with 4242…, the first month free', async () => {
    const paid = await unwrap(sandboxCheckout(t, url).pay(goodCard), 200);
    expect(paid.redirectUrl).toBe(`/checkout/success?session_id=${sessionOf(url)}`);
    const done = await unwrap(
      t.api.checkout.status.$get({ query: { session_id: sessionOf(url) } }),
      200,
    );
    expect(done).toMatchObject({ status: 'complete', plan: 'premium', active: true });
    expect(await status(t)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    expect((await video(t, eliteVideo.id)).status).toBe(200);

    const card = await billing(t);
    expect(card.sandbox).toBe(true);
    expect(card.subscription).toMatchObject({
      plan: 'premium',
      status: 'trialing',
      cancelAtPeriodEnd: false,
      provider: 'sandbox',
    });
    const trialDays =
      (Date.parse(card.subscription!.currentPeriodEnd!) - Date.now()) / (24 * 3600_000);
    expect(Math.round(trialDays)).toBe(30);
    expect(card.receipts).toMatchObject([
      { description: 'All Training Subscription (free trial)', amountCents: 0, status: 'paid' },
    ]);
    // A paid checkout cannot be paid twice, and choosing a plan again leads to the portal.
    expect((await sandboxCheckout(t, url).pay(goodCard)).status).toBe(409);
    expect(await checkout(t, 'recruiting')).toBe('/billing/sandbox');
  });

  it('keeps access to the end of the period after a cancel, then closes it', async () => {
    const sandbox = t.api.me.billing.sandbox;
    const canceled = await unwrap(sandbox.cancel.$post(), 200);
    expect(canceled.subscription?.cancelAtPeriodEnd).toBe(true);
    expect((await status(t)).subscribed).toBe(true);
    // GET /api/me/subscription says so too, with the plan's state.
    expect(await status(t)).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    const resumed = await unwrap(sandbox.resume.$post(), 200);
    expect(resumed.subscription?.cancelAtPeriodEnd).toBe(false);
    const switched = await unwrap(sandbox.switch.$post({ json: { plan: 'recruiting' } }), 200);
    expect(switched.subscription?.plan).toBe('recruiting');
    expect((await status(t)).subscription_tier).toBe('recruiting');
  });
});

describe('renewals, simulated by an administrator', () => {
  it('charges at the trial’s end, keeps access through a failed renewal’s grace, then closes it', async () => {
    const t = await createTestApp();
    const buyer = await member(t);
    const url = await checkout(t, 'premium');
    await sandboxCheckout(t, url).pay(goodCard);

    const admin = await createTestApp();
    await signIn(admin, await createTestUser(admin, { role: 'admin' }));
    expect((await simulate(t, { event: 'renewal', email: buyer.email })).status).toBe(403);
    const happen = (
      event: 'trial-will-end' | 'trial-end' | 'failed-renewal' | 'renewal' | 'period-end',
    ) => unwrap(simulate(admin, { event, email: buyer.email }), 200);

    // No receipt for a free month; a reminder three days before it ends.
    expect((await t.lastMailTo(buyer.email))?.subject ?? '').not.toMatch(/receipt/);
    await happen('trial-will-end');
    const reminder = await t.lastMailTo(buyer.email);
    expect(reminder?.subject).toBe('Your free month of All Training Subscription ends soon');
    expect(reminder?.text).toContain('After that it costs $9.99 a month.');

    const afterTrial = await happen('trial-end');
    const receipt = await t.lastMailTo(buyer.email);
    expect(receipt?.subject).toBe('Your Showcase receipt');
    expect(receipt?.text).toContain('We received $9.99 for All Training Subscription.');
    expect(afterTrial.subscription?.status).toBe('active');
    expect(afterTrial.receipts).toContainEqual(
      expect.objectContaining({ amountCents: 999, status: 'paid' }),
    );

    const failed = await happen('failed-renewal');
    expect(failed.subscription?.status).toBe('past_due');
    expect((await status(t)).status).toBe('past_due');
    expect((await t.lastMailTo(buyer.email))?.subject).toBe(
      'Your Showcase payment did not go through',
    );
    expect(failed.receipts).toContainEqual(
      expect.objectContaining({ amountCents: 999, status: 'failed' }),
    );
    expect((await status(t)).subscribed).toBe(true);
    // Past the grace period the plan closes.
    await t.db
      .update(subscriptions)
      .set({ stateAt: new Date(Date.now() - 4 * 24 * 3600_000) })
      .where(eq(subscriptions.userId, buyer.id));
    await t.heard();
    expect((await status(t)).subscribed).toBe(false);

    // A renewal that goes through opens it again; the period's end closes it.
    await happen('renewal');
    expect((await status(t)).subscribed).toBe(true);
    await happen('period-end');
    expect((await status(t)).subscribed).toBe(false);
  });
});

describe('changing the card in the test portal', () => {
  it('refuses a declined card, and charges a failed renewal again with a good one', async () => {
    const t = await createTestApp();
    const buyer = await member(t);
    const url = await checkout(t, 'recruiting');
    await sandboxCheckout(t, url).pay(goodCard);
    const admin = await createTestApp();
    await signIn(admin, await createTestUser(admin, { role: 'admin' }));
    const failed = await unwrap(
      simulate(admin, { event: 'failed-renewal', email: buyer.email }),
      200,
    );
    expect(failed.subscription?.status).toBe('past_due');

    const card = (json: SandboxPayment) => t.api.me.billing.sandbox.card.$post({ json });
    const declined = await card({ ...goodCard, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect((await billing(t)).subscription?.status).toBe('past_due');

    const changed = await unwrap(card(goodCard), 200);
    expect(changed.subscription?.status).toBe('active');
    // The failed invoice itself is paid now: no failed receipt is left behind.
    expect(changed.receipts.filter((receipt) => receipt.status === 'failed')).toEqual([]);
    expect(changed.receipts.filter((receipt) => receipt.amountCents === 3999)).toHaveLength(2);
  });
});

describe('the webhook', () => {
  let t: TestApp;
  let secret: string;
  let userId: string;
  const stripe = new Stripe('sk_test_sandbox');
  beforeAll(async () => {
    t = await createTestApp();
    secret = createPayments({ config: t.config, db: t.db, ...nothingToClear }).webhookSecret;
    userId = (await createTestUser(t)).id;
  });

  let eventCount = 0;
  const subscriptionEvent = (
    created: number,
    state: { status: string; subscriptionId: string },
    type = 'customer.subscription.updated',
  ) => ({
    id: `evt_test_${(eventCount += 1)}_${Date.now()}`,
    object: 'event',
    created,
    type,
    data: {
      object: {
        id: state.subscriptionId,
        object: 'subscription',
        customer: 'cus_test_1',
        status: state.status,
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { userId, plan: 'premium' },
        items: {
          data: [
            {
              current_period_end: Math.floor(Date.now() / 1000) + 86_400,
              price: { id: 'price_sbx_premium' },
            },
          ],
        },
      },
    },
  });
  /** A delivery as Stripe's servers send it: the raw body its signature is over. */
  const send = (payload: string, header?: string) =>
    t.serverApi.webhooks.stripe.$post(undefined, {
      headers: {
        'content-type': 'application/json',
        ...(header ? { 'stripe-signature': header } : {}),
      },
      init: { body: payload },
    });
  const signed = (event: object, timestamp?: number) => {
    const payload = JSON.stringify(event);
    return send(payload, stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
  };

  it('refuses unsigned, tampered and stale deliveries, from any origin', async () => {
    const event = subscriptionEvent(1_900_000_000, { status: 'active', subscriptionId: 'sub_x1' });
    const payload = JSON.stringify(event);
    expect((await send(payload)).status).toBe(400);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect((await send(payload.replace('active', 'trialing'), header)).status).toBe(400);
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' });
    expect((await send(payload, wrongSecret)).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await signed(event, stale)).status).toBe(400);
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_x1'));
    expect(row).toBeUndefined();
  });

  it('applies an event once, and never lets an older one move a subscription back', async () => {
    const now = Math.floor(Date.now() / 1000);
    const canceled = subscriptionEvent(now, { status: 'canceled', subscriptionId: 'sub_x2' });
    const res = await signed(canceled);
    expect(await unwrap(res, 200)).toMatchObject({ result: 'applied' });
    expect(await unwrap(signed(canceled), 200)).toMatchObject({ result: 'duplicate' });
    // An earlier "active" arriving late changes nothing.
    const late = subscriptionEvent(now - 60, { status: 'active', subscriptionId: 'sub_x2' });
    expect(await unwrap(signed(late), 200)).toMatchObject({ result: 'ignored' });
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_x2'));
    expect(row?.status).toBe('canceled');
  });

  it('records a receipt once however often its invoice is delivered, and a refund ends the plan', async () => {
    const now = Math.floor(Date.now() / 1000);
    await signed(subscriptionEvent(now, { status: 'active', subscriptionId: 'sub_x3' }));
    const invoice = (id: string) => ({
      id,
      object: 'event',
      created: now,
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_test_3',
          object: 'invoice',
          customer: 'cus_test_1',
          currency: 'usd',
          created: now,
          amount_paid: 999,
          amount_due: 999,
          lines: { data: [{ pricing: { price_details: { price: 'price_sbx_premium' } } }] },
          parent: {
            subscription_details: {
              subscription: 'sub_x3',
              metadata: { userId, plan: 'premium' },
            },
          },
        },
      },
    });
    await signed(invoice('evt_inv_a'));
    await signed(invoice('evt_inv_b'));
    const rows = await t.db.select().from(ledger).where(eq(ledger.providerRef, 'in_test_3'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 999, status: 'paid', userId });

    await signed({
      id: 'evt_refund_3',
      object: 'event',
      created: now + 1,
      type: 'charge.refunded',
      data: { object: { id: 'ch_3', object: 'charge', refunded: true, invoice: 'in_test_3' } },
    });
    const [refunded] = await t.db.select().from(ledger).where(eq(ledger.providerRef, 'in_test_3'));
    expect(refunded?.status).toBe('refunded');
    const [ended] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_x3'));
    expect(ended?.status).toBe('canceled');
  });

  it('answers a signed event it cannot use with 200 and a log line, and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const now = Math.floor(Date.now() / 1000);
    const answer = async (event: object) => {
      // The route declares no body: its `result` is read as it comes.
      const body: object = await unwrap(signed(event), 200);
      return 'result' in body ? body.result : undefined;
    };
    // A member who has no account here (never had, or deleted since).
    expect(
      await answer({
        ...subscriptionEvent(now, { status: 'active', subscriptionId: 'sub_gone' }),
        data: {
          object: {
            ...subscriptionEvent(now, { status: 'active', subscriptionId: 'sub_gone' }).data.object,
            metadata: { userId: 'no-such-member', plan: 'premium' },
          },
        },
      }),
    ).toBe('ignored');
    const checkoutCompleted = (id: string, object: object) => ({
      id,
      object: 'event',
      created: now,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_${id}`,
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: 999,
          currency: 'usd',
          customer: `cus_${id}`,
          payment_intent: `pi_${id}`,
          ...object,
        },
      },
    });
    expect(
      await answer(checkoutCompleted('evt_no_member', { client_reference_id: 'no-such-member' })),
    ).toBe('ignored');
    // A purchase id that is not one.
    expect(
      await answer(
        checkoutCompleted('evt_bad_purchase', {
          client_reference_id: userId,
          metadata: { userId, purchaseId: 'not-a-uuid' },
        }),
      ),
    ).toBe('ignored');
    // An amount that is not a number.
    expect(
      await answer({
        id: 'evt_nan',
        object: 'event',
        created: now,
        type: 'invoice.paid',
        data: {
          object: {
            id: 'in_nan',
            object: 'invoice',
            customer: 'cus_test_1',
            currency: 'usd',
            amount_paid: 'NaN',
            amount_due: 999,
            parent: { subscription_details: { subscription: 'sub_x3', metadata: { userId } } },
          },
        },
      }),
    ).toBe('ignored');
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[3]![0])).toContain('amount_paid');
    warn.mockRestore();
    // The same events sent again are known, and nothing of them was written.
    expect(await answer(checkoutCompleted('evt_no_member', { client_reference_id: 'x' }))).toBe(
      'duplicate',
    );
    expect(await t.db.select().from(ledger).where(eq(ledger.providerRef, 'in_nan'))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_gone')),
    ).toEqual([]);
  });

  it('refuses a signature dated more than 5 minutes ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    const event = (n: number) =>
      subscriptionEvent(now, { status: 'active', subscriptionId: `sub_future_${n}` });
    // Seconds ahead of this clock when signed: rounded up, so the one just over 5 minutes stays
    // over them however long the deliveries before it took.
    const ahead = (seconds: number) => Math.ceil(Date.now() / 1000) + seconds;
    expect((await signed(event(1), ahead(400))).status).toBe(400);
    expect((await signed(event(2), ahead(301))).status).toBe(400);
    // A clock a little ahead of this one's is not refused.
    expect((await signed(event(3), ahead(200))).status).toBe(200);
    const stored = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_future_1'));
    expect(stored).toEqual([]);
  });
});

describe('a test-mode payment cut off partway', () => {
  // As the pay route passes it on, spaces gone.
  const card = { cardNumber: '4242424242424242', expiry: '12 / 34' };
  const receiptsTo = async (t: TestApp, email: string) =>
    (await listDevMail(t.db, 500)).filter(
      (mail) => mail.to === email && mail.subject === 'Your Showcase receipt',
    );

  it('finishes at the next start what a crash left: the plan, its receipt and its ledger payment', async () => {
    const t = await createTestApp();
    const buyer = await member(t);
    const url = await checkout(t, 'recruiting');
    // The process dies while the receipt is on its way: its mailer never answers.
    const dying = createPayments({
      config: t.config,
      db: t.db,
      mailer: { kind: 'dev-mailbox', send: () => new Promise<void>(() => {}) },
      ...nothingToClear,
    });
    void paySandboxCheckout(dying, buyer, sessionOf(url), card);
    await vi.waitFor(async () => expect((await billing(t)).receipts).toHaveLength(1));
    expect(await receiptsTo(t, buyer.email)).toEqual([]);

    // Started again on the same database: the receipt goes, once.
    await restartedJobs(t);
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);
    expect(await status(t)).toMatchObject({ subscribed: true, subscription_tier: 'recruiting' });
    expect((await billing(t)).receipts).toMatchObject([{ amountCents: 3999, status: 'paid' }]);
  });

  it('applies later the events whose applying failed, and refuses to take the payment twice', async () => {
    const t = await createTestApp();
    const buyer = await member(t);
    const url = await checkout(t, 'recruiting');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const payments = createPayments({ config: t.config, db: t.db, ...nothingToClear });
    const failing = {
      ...payments,
      context: {
        ...payments.context,
        planOfPrice: () => {
          throw new Error('the price list is unreachable');
        },
      },
    };
    await expect(paySandboxCheckout(failing, buyer, sessionOf(url), card)).rejects.toThrow(
      /stored but not applied/,
    );
    error.mockRestore();
    expect((await status(t)).subscribed).toBe(false);
    expect((await billing(t)).receipts).toEqual([]);
    // The checkout took the payment: paying again is refused.
    expect((await sandboxCheckout(t, url).pay(goodCard)).status).toBe(409);

    await restartedJobs(t);
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);
    expect(await status(t)).toMatchObject({ subscribed: true, subscription_tier: 'recruiting' });
    expect((await billing(t)).receipts).toMatchObject([{ amountCents: 3999, status: 'paid' }]);
  });
});

describe('with a Stripe account (against a local stand-in of its API)', () => {
  const secretKey = 'sk_test_standin123';
  const webhookSecret = 'whsec_standin123';
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey });
    t = await createTestApp({
      payments: {
        sandbox: false,
        stripe: {
          secretKey,
          webhookSecret,
          prices: { premium: 'price_training1', recruiting: 'price_recruiting1' },
          api: { host: standIn.host, port: standIn.port, protocol: standIn.protocol },
        },
      },
    });
  });
  afterAll(() => standIn.close());

  it('opens a Stripe Checkout with the trial, applies its signed events and opens the portal', async () => {
    const buyer = await member(t);
    const url = await checkout(t, 'premium', { price: 0.01 });
    expect(url).toMatch(/^https:\/\//);
    const created = standIn.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
    )!;
    expect(created.fields).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_training1',
      client_reference_id: buyer.id,
      'subscription_data[trial_period_days]': '30',
      'subscription_data[metadata][userId]': buyer.id,
    });
    expect(created.idempotencyKey).toMatch(/^checkout:/);
    const sessionId = (
      await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, buyer.id))
    )[0]!.providerSessionId;

    const stripe = new Stripe('sk_test_sandbox');
    const deliver = (type: string, object: object) => {
      const payload = JSON.stringify({
        id: `evt_${type}_${Date.now()}`,
        object: 'event',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
      });
      return t.serverApi.webhooks.stripe.$post(undefined, {
        headers: {
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload,
            secret: webhookSecret,
          }),
        },
        init: { body: payload },
      });
    };
    expect(
      (
        await deliver('checkout.session.completed', {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: buyer.id,
          customer: 'cus_live_1',
          subscription: 'sub_live_1',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await deliver('customer.subscription.created', {
          id: 'sub_live_1',
          object: 'subscription',
          customer: 'cus_live_1',
          status: 'trialing',
          cancel_at_period_end: false,
          trial_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
          metadata: { userId: buyer.id, plan: 'premium' },
          items: {
            data: [
              {
                current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400,
                price: { id: 'price_training1' },
              },
            ],
          },
        })
      ).status,
    ).toBe(200);
    expect(await status(t)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
    const done = await unwrap(
      t.api.checkout.status.$get({ query: { session_id: sessionId! } }),
      200,
    );
    expect(done).toMatchObject({ status: 'complete', active: true });

    // A member with the plan is sent to Stripe's portal for their customer.
    const portal = await unwrap(t.api.me.billing.portal.$post(), 200);
    expect(portal.url).toMatch(/^https:\/\//);
    const portalRequest = standIn.requests.find(
      (request) => request.path === '/v1/billing_portal/sessions',
    )!;
    expect(portalRequest.fields.customer).toBe('cus_live_1');
    // The sandbox's pages do not exist with a real account.
    expect((await t.api.me.billing.sandbox.cancel.$post()).status).toBe(404);
  });

  it('says payments are unavailable when Stripe fails, without its details', async () => {
    const t2 = await createTestApp(t.config);
    await member(t2);
    standIn.failNext(500, JSON.stringify({ error: { type: 'api_error', message: 'boom' } }), {
      'stripe-should-retry': 'false',
    });
    const res = await t2.api.checkout.$post({ json: { plan: 'recruiting', period: '1' } });
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain('boom');
  });
});

describe('a subscription’s state, whatever order its events arrive in', () => {
  const permutations = <T>(items: T[]): T[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((item, index) =>
          permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
            item,
            ...rest,
          ]),
        );

  it('ends in the state of the newest event in every one of the 6 orders', async () => {
    const t = await createTestApp();
    const userId = (await createTestUser(t)).id;
    const payments = createPayments({ config: t.config, db: t.db, ...nothingToClear });
    const base = Math.floor(Date.now() / 1000);
    const states = [
      { created: base, status: 'trialing', cancel: false },
      { created: base + 10, status: 'active', cancel: false },
      { created: base + 20, status: 'active', cancel: true },
    ];
    for (const [run, order] of permutations(states).entries()) {
      const subscriptionId = `sub_order_${run}_${Date.now()}`;
      for (const [index, state] of order.entries()) {
        const event = {
          id: `evt_order_${subscriptionId}_${index}`,
          object: 'event',
          created: state.created,
          type: 'customer.subscription.updated',
          data: {
            object: {
              id: subscriptionId,
              object: 'subscription',
              customer: 'cus_order',
              status: state.status,
              cancel_at_period_end: state.cancel,
              trial_end: null,
              metadata: { userId, plan: 'premium' },
              items: { data: [{ current_period_end: base + 86_400, price: { id: 'x' } }] },
            },
          },
        };
        await takePaymentEvents(payments, [JSON.stringify(event)]);
      }
      const [row] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
      expect(row, order.map((state) => state.created - base).join(',')).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: true,
      });
    }
  });
});

describe('Recruiting Profile bought by card', () => {
  it('puts the athlete first in the lists, featured, within a second of being paid', async () => {
    const sport = `Recruit${Date.now().toString(36)}`;
    const visitor = await createTestApp();
    const t = await createTestApp();
    const buyer = await member(t);
    const other = await createTestUser(t, { userType: 'player' });
    await t.db.insert(playerProfiles).values([
      {
        userId: buyer.id,
        firstName: 'Ari',
        lastName: 'Buyer',
        sport,
        listed: true,
        createdAt: new Date(Date.now() - 60_000),
      },
      { userId: other.id, firstName: 'Bo', lastName: 'Newer', sport, listed: true },
    ]);
    await t.caches.athletes.changed();
    const shown = async () =>
      (await unwrap(visitor.api.athletes.$get({ query: { sport } }), 200)).items.map((item) => [
        item.firstName,
        item.featured,
      ]);
    // Read once, so the visitor's list is cached when the plan changes.
    expect(await shown()).toEqual([
      ['Bo', false],
      ['Ari', false],
    ]);

    const url = await checkout(t, 'recruiting');
    expect((await sandboxCheckout(t, url).pay(goodCard)).status).toBe(200);
    // Where a card shows is an edit of the lists (athlete-list-cache.ts): within a second.
    await within(
      1000,
      async () =>
        JSON.stringify(await shown()) ===
        JSON.stringify([
          ['Ari', true],
          ['Bo', false],
        ]),
    );
  });
});
