import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PiAuthRequest, PiOrderRequest } from '#shared/schemas/pi';
import { PiPlatformError } from '#server/adapters/pi/pi-platform';
import { channels, payments, piAccounts, purchases, subscriptions } from '#server/db/schema';
import { connectionFrom, createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { fromThisMachine, piWallet } from '#server/test/pi-wallet';
import { createTestUser } from '#server/test/test-users';
import { testConfig } from '#server/test/test-config';
import { systemClock } from '#server/lib/clock';
import { createPi, type Pi } from './create-pi';
import { piAuthRateLimit } from './routes';
import { addSessions } from '#server/test/purchase-fixtures';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const messageOf = async (res: { json(): Promise<unknown> }) => (await errorOf(res)).message;

let count = 0;

const signInWithPi = (t: TestApp, json: PiAuthRequest) => t.api.pi.auth.$post({ json });
const order = (t: TestApp, json: PiOrderRequest) => t.api.pi.orders.$post({ json });
const approve = (t: TestApp, paymentId: string) =>
  t.api.pi.payments.approve.$post({ json: { paymentId } });
const complete = (t: TestApp, paymentId: string, txid: string) =>
  t.api.pi.payments.complete.$post({ json: { paymentId, txid } });
const incomplete = (t: TestApp, paymentId: string) =>
  t.api.pi.payments.incomplete.$post({ json: { paymentId } });

/** A wallet signed in to the site through POST /api/pi/auth. */
async function piMember(t: TestApp) {
  const w = await piWallet(t);
  await unwrap(signInWithPi(t, { accessToken: w.accessToken }), 200);
  return w;
}

const status = (t: TestApp) => unwrap(t.api.me.subscription.$get(), 200);

/** A plan bought in Pi, step by step as the SDK's callbacks drive it. */
async function payForPlan(t: TestApp, w: Awaited<ReturnType<typeof piWallet>>) {
  const placed = await unwrap(order(t, { plan: 'premium' }), 200);
  const payment = await unwrap(
    w.pay({ amount: placed.amount, memo: placed.memo, metadata: placed.metadata }),
    201,
  );
  await unwrap(approve(t, payment.identifier), 200);
  const signed = await unwrap(w.sign(payment.identifier), 200);
  return { order: placed, payment: signed };
}

describe('sign-in with Pi', () => {
  it('checks the token with the Platform API, makes one account per uid and signs it in', async () => {
    const t = await createTestApp();
    const w = await piWallet(t);
    const first = await unwrap(signInWithPi(t, { accessToken: w.accessToken }), 200);
    expect(first).toMatchObject({ created: true, username: w.name });
    if (first.twoFactorRedirect) throw new Error('Signing in with Pi asked for a second step.');
    expect((await t.api.me.$get()).status).toBe(200);

    // The same wallet again (a new token, another browser) is the same account.
    const again = await createTestApp();
    const second = await unwrap(
      signInWithPi(again, { accessToken: (await piWallet(again, w.name)).accessToken }),
      200,
    );
    expect(second).toMatchObject({ created: false, user: { id: first.user.id } });
  });

  it('refuses a tampered or expired token, and never trusts a user object', async () => {
    const pi = createPi(testConfig(), systemClock);
    const t = await createTestApp({}, { pi });
    const w = await piWallet(t);
    const tampered = await signInWithPi(t, { accessToken: `${w.accessToken}x` });
    expect(tampered.status).toBe(401);
    expect(await messageOf(tampered)).toBe('Could not authenticate with Pi Network.');
    const expired = await signInWithPi(t, { accessToken: pi.simulator!.expiredToken(w.name) });
    expect(expired.status).toBe(401);
    // A user object the SDK hands the page: the page cannot send it, the API refuses it.
    const withUser = await t.post('/api/pi/auth', {
      accessToken: 'forged',
      user: { uid: w.uid, username: w.name },
    });
    expect(withUser.status).toBe(400);
    expect((await t.api.me.$get()).status).toBe(401);
  });

  it('links an existing account only with its password, once', async () => {
    const t = await createTestApp();
    const existing = await createTestUser(t, { userType: 'player' });
    const w = await piWallet(t);
    const wrong = await signInWithPi(t, {
      accessToken: w.accessToken,
      email: existing.email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    const linked = await unwrap(
      signInWithPi(t, {
        accessToken: w.accessToken,
        email: existing.email,
        password: existing.password,
      }),
      200,
    );
    expect(linked).toMatchObject({ linked: true, user: { id: existing.id } });
    const [row] = await t.db.select().from(piAccounts).where(eq(piAccounts.uid, w.uid));
    expect(row?.userId).toBe(existing.id);

    // Another wallet cannot take the same account.
    const other = await createTestApp();
    const w2 = await piWallet(other);
    const taken = await signInWithPi(other, {
      accessToken: w2.accessToken,
      email: existing.email,
      password: existing.password,
    });
    expect(taken.status).toBe(409);
  });
});

describe('paying for a plan in Pi', () => {
  it('approves a payment that matches the order, grants once after /complete, records the txid', async () => {
    const t = await createTestApp();
    const w = await piMember(t);
    expect((await status(t)).subscribed).toBe(false);
    const { order, payment } = await payForPlan(t, w);
    expect(order).toMatchObject({ amount: 9.99, metadata: { plan: 'premium', period: '1' } });

    const txid = payment.transaction!.txid;
    const done = await unwrap(complete(t, payment.identifier, txid), 200);
    expect(done.granted).toBe(true);
    expect(await status(t)).toMatchObject({ subscribed: true, subscription_tier: 'premium' });

    // Completing again changes nothing: one ledger row, one month.
    await unwrap(complete(t, payment.identifier, txid), 200);
    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'pi'), eq(payments.providerRef, payment.identifier)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 999, currency: 'pi', txid, status: 'paid' });
    const sub = onlyRow(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, rows[0]!.userId)),
    );
    const days = (sub.currentPeriodEnd!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses to approve a payment whose amount, plan or owner differ from the order', async () => {
    // One Platform API for both apps, as in life.
    const pi = createPi(testConfig(), systemClock);
    const t = await createTestApp({}, { pi });
    const w = await piMember(t);
    const placed = await unwrap(order(t, { plan: 'recruiting' }), 200);
    const cheap = await unwrap(w.pay({ amount: 1, metadata: placed.metadata }), 201);
    const refused = await approve(t, cheap.identifier);
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('The payment does not match your order.');
    await w.cancel(cheap.identifier);

    const otherPlan = await unwrap(
      w.pay({ amount: placed.amount, metadata: { ...placed.metadata, plan: 'premium' } }),
      201,
    );
    expect((await approve(t, otherPlan.identifier)).status).toBe(400);

    // Someone else's payment, even a good one, is not the caller's to approve.
    const stranger = await createTestApp({}, { pi });
    await piMember(stranger);
    const theirs = await approve(stranger, otherPlan.identifier);
    expect(theirs.status).toBe(403);
    expect((await status(t)).subscribed).toBe(false);
  });

  it('refuses a wrong txid, and grants nothing when the Platform API’s /complete fails', async () => {
    const base = createPi(testConfig(), systemClock);
    const failing: Pi = {
      ...base,
      platform: {
        ...base.platform!,
        completePayment: () => Promise.reject(new PiPlatformError(500, 'boom')),
      },
    };
    const t = await createTestApp({}, { pi: failing });
    const w = await piMember(t);
    const { payment } = await payForPlan(t, w);
    const wrong = await complete(t, payment.identifier, 'f'.repeat(64));
    expect(wrong.status).toBe(400);
    expect(await messageOf(wrong)).toBe('The transaction does not match the payment.');
    const failed = await complete(t, payment.identifier, payment.transaction!.txid);
    expect(failed.status).toBe(503);
    expect((await status(t)).subscribed).toBe(false);
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, payment.identifier));
    expect(rows).toHaveLength(0);
  });

  it('completes an interrupted payment found at the next sign-in, and cancels an unsigned one', async () => {
    const t = await createTestApp();
    const w = await piMember(t);
    const { payment } = await payForPlan(t, w);
    // The page closed before completion: a new payment is refused until this one is resolved.
    const blocked = await w.pay({ amount: 9.99, metadata: {} });
    expect(blocked.status).toBe(409);
    const resolved = await unwrap(incomplete(t, payment.identifier), 200);
    expect(resolved.outcome).toBe('completed');
    expect((await status(t)).subscribed).toBe(true);

    const placed = await unwrap(order(t, { plan: 'recruiting' }), 200);
    const unsigned = await unwrap(w.pay({ amount: placed.amount, metadata: placed.metadata }), 201);
    const cancelled = await unwrap(incomplete(t, unsigned.identifier), 200);
    expect(cancelled.outcome).toBe('cancelled');
  });

  it('completes a developer test payment without granting anything', async () => {
    const t = await createTestApp();
    const w = await piMember(t);
    const metadata = { productId: 'demo', test: true, sandbox: true, source: 'sdk-demo' };
    const payment = await unwrap(w.pay({ amount: 1, metadata }), 201);
    expect((await unwrap(approve(t, payment.identifier), 200)).test).toBe(true);
    const signed = await unwrap(w.sign(payment.identifier), 200);
    const done = await unwrap(complete(t, payment.identifier, signed.transaction!.txid), 200);
    expect(done).toMatchObject({ granted: false, test: true });
    expect((await status(t)).subscribed).toBe(false);
  });

  it('lets the wallet wait for the app’s approval before it signs, as the Pi Browser does', async () => {
    const t = await createTestApp();
    const w = await piMember(t);
    const placed = await unwrap(order(t, { plan: 'premium' }), 200);
    const payment = await unwrap(
      w.pay({ amount: placed.amount, memo: placed.memo, metadata: placed.metadata }),
      201,
    );
    // Before the approval the wallet is told to wait (no failed request in the browser).
    const waiting = await unwrap(w.sign(payment.identifier), 202);
    expect(waiting.transaction).toBeNull();
    expect(waiting.status.developer_approved).toBe(false);
    await unwrap(approve(t, payment.identifier), 200);
    const signed = await unwrap(w.sign(payment.identifier), 200);
    expect(signed.transaction?.txid).toMatch(/^[0-9a-f]{64}$/);
  });

  it('needs a signed-in member with a Pi account', async () => {
    const visitor = await createTestApp();
    expect((await order(visitor, { plan: 'premium' })).status).toBe(401);
    const t = await createTestApp();
    const user = await createTestUser(t);
    expect(
      (await t.post('/api/auth/sign-in/email', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
    const noWallet = await order(t, { plan: 'premium' });
    expect(noWallet.status).toBe(409);
    expect(await messageOf(noWallet)).toBe('Sign in with Pi first.');
  });
});

describe('sign-in attempts', () => {
  it('are limited per address', async () => {
    const t = await createTestApp();
    const answers: number[] = [];
    for (let i = 0; i <= piAuthRateLimit.limit; i += 1) {
      answers.push((await signInWithPi(t, { accessToken: `guess${i}` })).status);
    }
    expect(answers.slice(0, piAuthRateLimit.limit).every((code) => code === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('a signed-in member', () => {
  it('links the Pi wallet to the account they are in, and cannot take another’s', async () => {
    const t = await createTestApp();
    const member = await createTestUser(t, { userType: 'player' });
    expect(
      (await t.post('/api/auth/sign-in/email', { email: member.email, password: member.password }))
        .status,
    ).toBe(200);
    const w = await piWallet(t);
    const answer = await unwrap(signInWithPi(t, { accessToken: w.accessToken }), 200);
    expect(answer).toMatchObject({ linked: true, user: { id: member.id } });
    expect((await order(t, { plan: 'premium' })).status).toBe(200);

    // A wallet that belongs to someone else is not moved to this account.
    const other = await createTestApp();
    const theirs = await piMember(other);
    const moved = await signInWithPi(t, {
      accessToken: (await piWallet(t, theirs.name)).accessToken,
    });
    expect(moved.status).toBe(409);
  });
});

describe('a pass or a seat paid in Pi', () => {
  it('opens the premium channel for 48 hours, through the same ledger', async () => {
    const t = await createTestApp();
    const slug = `pi-pass-${Date.now().toString(36)}`;
    await t.db.insert(channels).values({
      slug,
      title: 'Pi Premium Game',
      channelName: 'Premium Team Channel',
      category: 'premium-team',
      priceCents: 999,
      premium: true,
      sellsPass: true,
      provider: 'local',
    });
    const w = await piMember(t);
    const channel = async () =>
      (await unwrap(t.api.channels[':slug'].$get({ param: { slug } }), 200)).channel;
    expect((await channel()).locked).toBe(true);

    const placed = await unwrap(order(t, { kind: 'pass', channel: slug }), 200);
    expect(placed).toMatchObject({
      amount: 9.99,
      memo: 'Pay-per-view pass: Pi Premium Game (48 hours)',
      metadata: { plan: 'pass', service: 'pay-per-view' },
    });
    const payment = await unwrap(
      w.pay({ amount: placed.amount, memo: placed.memo, metadata: placed.metadata }),
      201,
    );
    await unwrap(approve(t, payment.identifier), 200);
    const signed = await unwrap(w.sign(payment.identifier), 200);
    await unwrap(complete(t, payment.identifier, signed.transaction!.txid), 200);
    const open = await channel();
    expect(open.locked).toBe(false);
    expect((Date.parse(open.passUntil!) - Date.now()) / 3600_000).toBeGreaterThan(47.9);
    const billing = await unwrap(t.api.me.billing.$get(), 200);
    expect(billing.receipts[0]).toMatchObject({
      description: 'Pay-per-view pass: Pi Premium Game (48 hours) (paid in Pi)',
      currency: 'pi',
    });
  });

  /** A training session with one seat, and a Pi member's order for it, paid and approved. */
  async function oneSeat(t: TestApp) {
    const slug = `pi-seat-${Date.now().toString(36)}${(count += 1)}`;
    const channel = onlyRow(
      await t.db
        .insert(channels)
        .values({
          slug,
          title: 'Pi Clinic',
          channelName: 'Live Training Hub',
          category: 'training',
          priceCents: 3000,
          provider: 'local',
        })
        .returning(),
    );
    const session = onlyRow(
      await addSessions(t.db, channel.id, [
        { title: 'One seat, 7-8 PM', daysAhead: 2, capacity: 1 },
      ]),
    );
    const w = await piMember(t);
    const placed = await unwrap(order(t, { kind: 'booking', session: session.id }), 200);
    const payment = await unwrap(
      w.pay({ amount: placed.amount, memo: placed.memo, metadata: placed.metadata }),
      201,
    );
    const purchase = onlyRow(
      await t.db.select().from(purchases).where(eq(purchases.sessionId, session.id)),
    );
    const holdEnds = (at: Date) =>
      t.db.update(purchases).set({ holdUntil: at }).where(eq(purchases.id, purchase.id));
    const seats = async () =>
      (
        await t.db
          .select({ status: purchases.status })
          .from(purchases)
          .where(eq(purchases.sessionId, session.id))
      )
        .map((row) => row.status)
        .sort();
    return { w, session: session, payment, purchaseId: purchase.id, holdEnds, seats };
  }

  /** Another member takes the seat by card (the test-mode checkout). */
  async function takenByCard(sessionId: string) {
    const other = await createTestApp();
    const buyer = await createTestUser(other, { userType: 'player' });
    expect(
      (
        await other.post('/api/auth/sign-in/email', {
          email: buyer.email,
          password: buyer.password,
        })
      ).status,
    ).toBe(200);
    const { url } = await unwrap(
      other.api.checkout.purchase.$post({ json: { kind: 'booking', session: sessionId } }),
      200,
    );
    const paid = await other.api.checkout.sandbox[':id'].pay.$post({
      param: { id: url.replace('/checkout/sandbox/', '') },
      json: {
        cardNumber: '4242424242424242',
        expiry: '12 / 34',
        cvc: '123',
        nameOnCard: 'Sam Lee',
      },
    });
    expect(paid.status).toBe(200);
  }

  it('approves a seat’s payment only while its hold runs, and keeps the hold for the payment', async () => {
    const t = await createTestApp();
    const late = await oneSeat(t);
    await late.holdEnds(new Date(Date.now() - 1000));
    const refused = await approve(t, late.payment.identifier);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(
      'This checkout has closed and nothing was charged. Choose it again to buy it.',
    );

    const t2 = await createTestApp();
    const soon = await oneSeat(t2);
    await soon.holdEnds(new Date(Date.now() + 60_000));
    await unwrap(approve(t2, soon.payment.identifier), 200);
    const held = onlyRow(
      await t2.db.select().from(purchases).where(eq(purchases.id, soon.purchaseId)),
    );
    expect(held.holdUntil.getTime() - Date.now()).toBeGreaterThan(10 * 60_000);
  });

  it('books no extra seat for a payment completed after its hold ended and the session filled', async () => {
    const t = await createTestApp();
    const seat = await oneSeat(t);
    await unwrap(approve(t, seat.payment.identifier), 200);
    const signed = await unwrap(seat.w.sign(seat.payment.identifier), 200);
    // The wallet takes its time; the hold ends and a card buyer takes the only seat.
    await seat.holdEnds(new Date(Date.now() - 1000));
    await takenByCard(seat.session.id);

    const completeSeat = () => complete(t, seat.payment.identifier, signed.transaction!.txid);
    const late = await completeSeat();
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(
      'Your payment arrived after your seat was given back, and the session is now full. Your payment is recorded and will be refunded in full.',
    );
    expect(await seat.seats()).toEqual(['paid', 'refund_due']);
    // The Pi moved: the payment is in the ledger, to be refunded from there.
    const [recorded] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'pi'), eq(payments.providerRef, seat.payment.identifier)));
    expect(recorded).toMatchObject({ amountCents: 3000, currency: 'pi', status: 'paid' });
    // Asking again says the same, and books nothing.
    expect((await completeSeat()).status).toBe(409);
    expect(await seat.seats()).toEqual(['paid', 'refund_due']);
  });
});

describe('the simulator’s own routes (outside production only)', () => {
  const simPaths = [
    ['GET', '/api/dev/pi-platform/v2/me'],
    ['GET', '/api/dev/pi-platform/v2/payments/x1'],
    ['POST', '/api/dev/pi-platform/v2/payments/x1/approve'],
    ['POST', '/api/dev/pi-platform/v2/payments/x1/complete'],
    ['POST', '/api/dev/pi-platform/v2/payments/x1/cancel'],
    ['POST', '/api/dev/pi-platform/sim/authenticate'],
    ['POST', '/api/dev/pi-platform/sim/payments'],
    ['POST', '/api/dev/pi-platform/sim/payments/x1/sign'],
    ['POST', '/api/dev/pi-platform/sim/payments/x1/user-cancel'],
  ] as const;

  it('wants the server key or a token, and answers malformed input without a server error', async () => {
    const t = await createTestApp();
    // The Platform API's side: no key, a wrong key, a token where the key belongs.
    for (const [method, path] of simPaths.filter(([, p]) => p.includes('/v2/payments'))) {
      for (const authorization of [undefined, 'Key wrong', 'Bearer x']) {
        const res = await fromThisMachine(t, method, path, method === 'POST' ? {} : undefined, {
          ...(authorization ? { authorization } : {}),
        });
        expect(res.status, `${method} ${path} ${authorization}`).toBe(401);
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...simPaths),
        fc.oneof(
          fc.string(),
          fc.constant('{"accessToken":'),
          fc.jsonValue().map((value) => JSON.stringify(value)),
          fc
            .record({
              username: fc.string(),
              accessToken: fc.string(),
              amount: fc.oneof(fc.double(), fc.string()),
              metadata: fc.jsonValue(),
            })
            .map((value) => JSON.stringify(value)),
        ),
        async ([method, path], body) => {
          const res = await t.app.request(
            path,
            {
              method,
              headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
              body: method === 'POST' ? body : undefined,
            },
            connectionFrom('127.0.0.1'),
          );
          expect(res.status, `${method} ${path} ${body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is not there in production', async () => {
    const t = await createTestApp({
      env: 'production',
      isProduction: true,
      pi: { mode: 'off' },
    });
    expect((await t.post('/api/dev/pi-platform/sim/authenticate', { username: 'x' })).status).toBe(
      404,
    );
  });
});
