import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaymentMessages } from '#shared/admin-payments';
import type { CheckoutRequest, PurchaseRequest, SandboxPayment } from '#shared/schemas/payments';
import { adminAuditLog } from '#server/db/schema/admin';
import { channels, checkoutSessions, payments, purchases, subscriptions } from '#server/db/schema';
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in';
import { createTestApp, errorOf, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';
import { exactly } from '#server/test/tuples';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Overrides = Parameters<typeof createTestApp>[0];

const DAY_MS = 86_400_000;
const goodCard: SandboxPayment = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  nameOnCard: 'Jordan Park',
};

const token = () => randomBytes(8).toString('hex');
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A member signed in on an app of their own (their browser). */
async function signedInMember(overrides?: Overrides) {
  const t = await createTestApp(overrides);
  const account = await createTestUser(t, {
    userType: 'player',
    name: 'Morgan Ledger',
    email: uniqueEmail('ledger'),
  });
  await signIn(t, account);
  return Object.assign(t, { userId: account.id, email: account.email });
}

async function insertPayment(
  t: TestApp,
  values: Partial<typeof payments.$inferInsert> & { userId: string },
) {
  const row = onlyRow(
    await t.db
      .insert(payments)
      .values({
        provider: 'sandbox',
        providerRef: `pi_sbx_${token()}`,
        description: 'All Training Subscription',
        amountCents: 999,
        currency: 'usd',
        status: 'paid',
        ...values,
      })
      .returning(),
  );
  return row;
}

/** Starts a checkout (a plan's, or a purchase's) and pays it with the sandbox’s test card. */
async function payInSandbox(
  buyer: TestApp,
  request: { plan: CheckoutRequest } | { purchase: PurchaseRequest },
) {
  const { url } = await unwrap(
    'plan' in request
      ? buyer.api.checkout.$post({ json: request.plan })
      : buyer.api.checkout.purchase.$post({ json: request.purchase }),
    200,
  );
  await unwrap(
    buyer.api.checkout.sandbox[':id'].pay.$post({
      param: { id: url.replace('/checkout/sandbox/', '') },
      json: goodCard,
    }),
    200,
  );
}

type ListQuery = NonNullable<Parameters<TestApp['api']['admin']['payments']['$get']>[0]>['query'];
type RefundBody = Parameters<
  TestApp['api']['admin']['payments'][':id']['refund']['$post']
>[0]['json'];

const list = (admin: TestApp, query: ListQuery) =>
  unwrap(admin.api.admin.payments.$get({ query }), 200);

const refund = (admin: TestApp, paymentId: string, json: RefundBody = {}) =>
  admin.api.admin.payments[':id'].refund.$post({ param: { id: paymentId }, json });
const ordersOf = (admin: TestApp, member: string, more: { status?: 'refunded' } = {}) =>
  unwrap(admin.api.admin.payments.orders.$get({ query: { member, ...more } }), 200);
const setupOf = (admin: TestApp) => unwrap(admin.api.admin.payments.setup.$get(), 200);

const paymentRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

const planRow = async (t: TestApp, providerSubscriptionId: string) =>
  (
    await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
  )[0];

const auditRows = (t: TestApp, action: string, targetId: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)));

describe('the payments list', () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let member: Awaited<ReturnType<typeof signedInMember>>;
  const now = Date.now();

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = await signedInMember();
    await insertPayment(admin, {
      userId: member.userId,
      providerRef: `in_sbx_${token()}`,
      amountCents: 3999,
      createdAt: new Date(now - 3600_000),
    });
    await insertPayment(admin, {
      userId: member.userId,
      status: 'failed',
      createdAt: new Date(now - 2 * 3600_000),
    });
    await insertPayment(admin, {
      userId: member.userId,
      provider: 'pi',
      providerRef: `pay_${token()}`,
      currency: 'pi',
      amountCents: 1500,
      txid: `tx_${token()}`,
      description: 'All Training Subscription (paid in Pi)',
      createdAt: new Date(now - 3 * 3600_000),
    });
    await insertPayment(admin, {
      userId: member.userId,
      provider: 'stripe',
      providerRef: `in_${token()}`,
      createdAt: new Date(now - 10 * DAY_MS),
    });
  });

  it('lists a member’s payments newest first, with their name and email, in pages', async () => {
    const first = await list(admin, { member: member.email.toUpperCase(), limit: '3' });
    expect(first.items.map((item) => item.createdAt)).toEqual([
      new Date(now - 3600_000).toISOString(),
      new Date(now - 2 * 3600_000).toISOString(),
      new Date(now - 3 * 3600_000).toISOString(),
    ]);
    expect(first.items[0]).toMatchObject({
      userId: member.userId,
      memberName: 'Morgan Ledger',
      memberEmail: member.email,
      method: 'card',
      provider: 'sandbox',
      amountCents: 3999,
      currency: 'usd',
      status: 'paid',
      refundedAt: null,
      refundable: true,
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(admin, {
      member: member.email,
      limit: '3',
      cursor: first.nextCursor!,
    });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ provider: 'stripe', refundable: false });
    expect(second.nextCursor).toBeNull();
    // By the member's id: their history.
    expect((await list(admin, { member: member.userId })).items).toHaveLength(4);
  });

  it('filters by method, provider, status and days', async () => {
    const pi = await list(admin, { member: member.userId, method: 'pi' });
    expect(pi.items).toHaveLength(1);
    expect(pi.items[0]).toMatchObject({ method: 'pi', currency: 'pi', refundable: true });
    expect(pi.items[0]!.txid).toMatch(/^tx_/);

    const failed = await list(admin, { member: member.userId, method: 'card', status: 'failed' });
    expect(failed.items.map((item) => [item.status, item.refundable])).toEqual([['failed', false]]);
    expect((await list(admin, { member: member.userId, provider: 'stripe' })).items).toHaveLength(
      1,
    );
    const recent = await list(admin, {
      member: member.userId,
      from: isoDay(new Date(now - 5 * DAY_MS)),
    });
    expect(recent.items).toHaveLength(3);
    const older = await list(admin, {
      member: member.userId,
      to: isoDay(new Date(now - 8 * DAY_MS)),
    });
    expect(older.items.map((item) => item.provider)).toEqual(['stripe']);
    // The last day a date can name is a day like any other: everything up to it.
    expect((await list(admin, { member: member.userId, to: '9999-12-31' })).items).toHaveLength(4);
    expect((await list(admin, { member: `nobody-${token()}@example.com` })).items).toEqual([]);
  });

  it('refuses a bad filter or page link, and everyone but administrators', async () => {
    for (const query of [
      'cursor=bm90LWEtY3Vyc29y',
      'status=lost',
      'from=2026-02-30',
      // A date, but of year 0, which no payment has and the database does not read.
      'from=0000-01-01',
      'method=cash',
      'limit=500',
      'colour=blue',
    ]) {
      // As they come: filters and links the dashboard does not make.
      expect((await admin.get(`/api/admin/payments?${query}`)).status, query).toBe(400);
    }
    expect((await member.api.admin.payments.$get({ query: {} })).status).toBe(403);
    expect((await member.api.admin.payments.orders.$get({ query: {} })).status).toBe(403);
    expect((await (await createTestApp()).api.admin.payments.$get({ query: {} })).status).toBe(401);
  });

  it('says who takes payments and whether the sandbox is on', async () => {
    expect(await setupOf(admin)).toEqual({
      cardProvider: 'sandbox',
      sandbox: true,
      pi: 'simulator',
    });
  });
});

describe('refunds in the sandbox', () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('refunds a pass through the sandbox: the order is refunded and the pass ends', async () => {
    const channel = onlyRow(
      await admin.db
        .insert(channels)
        .values({
          slug: `refund-finals-${token()}`,
          title: 'Refund Finals',
          channelName: 'Premium Team Channel',
          category: 'premium-team',
          premium: true,
          sellsPass: true,
          priceCents: 1299,
          provider: 'local',
        })
        .returning(),
    );
    const buyer = await signedInMember();
    await payInSandbox(buyer, { purchase: { kind: 'pass', channel: channel.slug } });

    const orders = await ordersOf(admin, buyer.email);
    expect(orders.items).toHaveLength(1);
    const order = orders.items[0]!;
    expect(order).toMatchObject({
      kind: 'pass',
      status: 'paid',
      channelTitle: 'Refund Finals',
      memberEmail: buyer.email,
      amountCents: 1299,
      currency: 'usd',
      provider: 'sandbox',
    });
    expect(order.accessUntil).not.toBeNull();
    expect(order.paymentId).toEqual(expect.any(String));

    const refunded = await unwrap(refund(admin, order.paymentId!), 200);
    expect(refunded).toMatchObject({
      id: order.paymentId,
      status: 'refunded',
      refundedCents: 1299,
      refundNote: null,
      refundedBy: admin.account.email,
      refundable: false,
    });
    const purchase = onlyRow(
      await admin.db.select().from(purchases).where(eq(purchases.id, order.id)),
    );
    expect(purchase.status).toBe('refunded');
    expect(purchase.accessUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    const again = await ordersOf(admin, buyer.userId, { status: 'refunded' });
    expect(again.items.map((item) => item.id)).toEqual([order.id]);

    // Once only.
    const twice = await refund(admin, order.paymentId!);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(adminPaymentMessages.alreadyRefunded);

    const [audit, ...more] = await auditRows(admin, 'payment.refund', order.paymentId!);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorId: admin.account.id,
      actorEmail: admin.account.email,
      targetType: 'payment',
      before: { status: 'paid', amountCents: 1299, refundedCents: null },
      after: {
        status: 'refunded',
        amountCents: 1299,
        refundedCents: 1299,
        providerRefundId: expect.stringMatching(/^re_sbx_/),
      },
    });
    expect(audit!.targetLabel).toContain(buyer.email);
  });

  it('ends a card plan refunded whole, as the sandbox’s charge.refunded says', async () => {
    const buyer = await signedInMember();
    await payInSandbox(buyer, { plan: { plan: 'recruiting', period: '1' } });
    const status = () => unwrap(buyer.api.me.subscription.$get(), 200);
    expect(await status()).toMatchObject({ subscribed: true, subscription_tier: 'recruiting' });
    const [paid] = exactly(1, (await list(admin, { member: buyer.userId })).items);
    expect(paid).toMatchObject({ amountCents: 3999, status: 'paid', refundable: true });
    expect(paid.providerRef).toMatch(/^in_sbx_/);

    await unwrap(refund(admin, paid.id, { note: 'Bought by mistake' }), 200);
    expect((await status()).subscribed).toBe(false);
    const [after] = (await list(admin, { member: buyer.userId })).items;
    expect(after).toMatchObject({ status: 'refunded', refundNote: 'Bought by mistake' });
  });

  it('refunds part of a payment once, and never more than was paid', async () => {
    const buyer = await signedInMember();
    const payment = await insertPayment(admin, { userId: buyer.userId, amountCents: 2500 });

    const tooMuch = await refund(admin, payment.id, { amountCents: 2501 });
    expect(tooMuch.status).toBe(409);
    expect((await errorOf(tooMuch)).fieldErrors?.amountCents).toEqual([
      adminPaymentMessages.amountTooHigh,
    ]);
    expect((await refund(admin, payment.id, { amountCents: 0 })).status).toBe(400);
    expect((await refund(admin, payment.id, { amountCents: 12.5 })).status).toBe(400);

    const part = await unwrap(refund(admin, payment.id, { amountCents: 1000 }), 200);
    expect(part).toMatchObject({ status: 'paid', refundedCents: 1000, refundable: false });
    expect((await refund(admin, payment.id, { amountCents: 500 })).status).toBe(409);

    const failed = await insertPayment(admin, { userId: buyer.userId, status: 'failed' });
    const notPaid = await refund(admin, failed.id);
    expect(notPaid.status).toBe(409);
    expect((await errorOf(notPaid)).message).toBe(adminPaymentMessages.notPaid);
    expect((await refund(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await refund(admin, 'not-a-payment')).status).toBe(400);
    expect(await auditRows(admin, 'payment.refund', failed.id)).toEqual([]);
  });

  it('refuses members', async () => {
    const buyer = await signedInMember();
    const payment = await insertPayment(admin, { userId: buyer.userId });
    expect((await refund(buyer, payment.id)).status).toBe(403);
    const row = await paymentRow(admin, payment.id);
    expect(row!.refundedAt).toBeNull();
  });
});

describe('Pi refunds, recorded by hand', () => {
  it('need a note, take the month back off the plan and are audited', async () => {
    const admin = await signedInAdmin();
    const buyer = await signedInMember();
    const paymentId = `pay_${token()}`;
    const periodEnd = new Date(Date.now() + 45 * DAY_MS);
    await admin.db.insert(checkoutSessions).values({
      userId: buyer.userId,
      provider: 'pi',
      providerSessionId: `pi_order_${token()}`,
      plan: 'premium',
      amountCents: 999,
      status: 'complete',
      piPaymentId: paymentId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await admin.db.insert(subscriptions).values({
      userId: buyer.userId,
      tier: 'premium',
      status: 'active',
      provider: 'pi',
      providerSubscriptionId: `pi_${buyer.userId}_premium`,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
    });
    const payment = await insertPayment(admin, {
      userId: buyer.userId,
      provider: 'pi',
      providerRef: paymentId,
      currency: 'pi',
      description: 'All Training Subscription (paid in Pi)',
    });

    for (const body of [{}, { note: '   ' }]) {
      const refused = await refund(admin, payment.id, body);
      expect(refused.status).toBe(400);
      const error = await errorOf(refused);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors?.note).toEqual([adminPaymentMessages.piNoteRequired]);
    }
    expect(await auditRows(admin, 'payment.refund', payment.id)).toEqual([]);

    const note = 'Sent 9.99 π back from the app wallet on the member’s request';
    const refunded = await unwrap(refund(admin, payment.id, { note }), 200);
    expect(refunded).toMatchObject({
      method: 'pi',
      status: 'refunded',
      refundedCents: 999,
      refundNote: note,
      refundedBy: admin.account.email,
    });
    const plan = await planRow(admin, `pi_${buyer.userId}_premium`);
    expect(plan!.status).toBe('active');
    expect(plan!.currentPeriodEnd!.getTime()).toBe(periodEnd.getTime() - 30 * DAY_MS);

    const twice = await refund(admin, payment.id, { note });
    expect(twice.status).toBe(409);
    const [audit, ...more] = await auditRows(admin, 'payment.refund', payment.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      before: { status: 'paid', refundNote: null },
      after: { status: 'refunded', refundedCents: 999, refundNote: note, manual: true },
    });
  });
});

describe('refunds with a Stripe account (against a local stand-in of its API)', () => {
  const secretKey = 'sk_test_adminrefunds';
  let standIn: StripeStandIn;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let memberId: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ secretKey });
    admin = await signedInAdmin({
      payments: {
        sandbox: false,
        stripe: {
          secretKey,
          webhookSecret: 'whsec_adminrefunds',
          prices: { premium: 'price_training1', recruiting: 'price_recruiting1' },
          api: { host: standIn.host, port: standIn.port, protocol: standIn.protocol },
        },
      },
    });
    memberId = (await createTestUser(admin, { name: 'Stripe Member' })).id;
  });
  afterAll(() => standIn.close());

  /**
   * An active Stripe plan of the member, the payment of its invoice, and what Stripe knows of
   * it: the invoice paid by a payment intent of `amountCents`.
   */
  async function paidStripeInvoice(tier: string, amountCents: number) {
    const invoice = `in_${token()}`;
    const intent = `pi_${token()}`;
    const subscriptionId = `sub_${token()}`;
    await admin.db.insert(subscriptions).values({
      userId: memberId,
      tier,
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: subscriptionId,
      currentPeriodEnd: new Date(Date.now() + 20 * DAY_MS),
    });
    const payment = await insertPayment(admin, {
      userId: memberId,
      provider: 'stripe',
      providerRef: invoice,
      providerSubscriptionId: subscriptionId,
      amountCents,
    });
    const invoicePaymentId = `inpay_${token()}`;
    standIn.invoicePayments.set(invoicePaymentId, {
      id: invoicePaymentId,
      object: 'invoice_payment',
      invoice,
      amount_paid: amountCents,
      amount_requested: amountCents,
      currency: 'usd',
      status: 'paid',
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: intent },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
    standIn.paidAmounts.set(intent, amountCents);
    return { intent, subscriptionId, payment };
  }

  it('refunds a subscription’s invoice through the payment that paid it', async () => {
    const { intent, subscriptionId, payment } = await paidStripeInvoice('recruiting', 3999);

    // Stripe down: nothing is refunded, and it can be tried again.
    standIn.failNext(
      500,
      { error: { type: 'api_error', message: 'boom' } },
      {
        'stripe-should-retry': 'false',
      },
    );
    const down = await refund(admin, payment.id, { amountCents: 1500 });
    expect(down.status).toBe(503);
    const downError = await errorOf(down);
    expect(downError.message).toBe(adminPaymentMessages.providerDown);
    expect(JSON.stringify(downError)).not.toContain('boom');
    const unclaimed = await paymentRow(admin, payment.id);
    expect(unclaimed).toMatchObject({ refundedAt: null, refundedCents: null, refundedBy: null });
    expect(await auditRows(admin, 'payment.refund', payment.id)).toEqual([]);

    const part = await unwrap(
      refund(admin, payment.id, { amountCents: 1500, note: 'Late stream' }),
      200,
    );
    expect(part).toMatchObject({ status: 'paid', refundedCents: 1500, refundNote: 'Late stream' });
    const made = [...standIn.refunds.values()].filter((item) => item.payment_intent === intent);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      amount: 1500,
      reason: 'requested_by_customer',
      metadata: { paymentId: payment.id, refundedBy: admin.account.id },
    });
    const request = standIn.requests.findLast((item) => item.path === '/v1/refunds')!;
    expect(request.idempotencyKey).toBe(`refund:${payment.id}:1500`);
    // A part refund leaves the plan running.
    const plan = await planRow(admin, subscriptionId);
    expect(plan!.status).toBe('active');
    const [audit] = await auditRows(admin, 'payment.refund', payment.id);
    expect(audit?.after).toMatchObject({ providerRefundId: made[0]!.id });
  });

  it('cancels at Stripe a plan whose payment is refunded whole, so it renews no more', async () => {
    const { subscriptionId, payment } = await paidStripeInvoice('training', 1999);
    standIn.subscriptions.set(subscriptionId, { id: subscriptionId, status: 'active' });

    const whole = await refund(admin, payment.id, { note: 'Charged twice' });
    expect(whole.status).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const plan = await planRow(admin, subscriptionId);
    expect(plan!.status).toBe('canceled');
    const audit = onlyRow(await auditRows(admin, 'payment.refund', payment.id));
    expect(audit.after).toMatchObject({ planCanceledAtProvider: true });
  });

  it('refunds a one-time payment by its payment intent, and ends its plan-less order', async () => {
    const intent = `pi_${token()}`;
    standIn.paidAmounts.set(intent, 1299);
    const payment = await insertPayment(admin, {
      userId: memberId,
      provider: 'stripe',
      providerRef: intent,
      amountCents: 1299,
    });
    const whole = await unwrap(refund(admin, payment.id), 200);
    expect(whole).toMatchObject({ status: 'refunded', refundedCents: 1299 });
    expect(
      [...standIn.refunds.values()].find((item) => item.payment_intent === intent),
    ).toMatchObject({ amount: 1299 });
  });

  it('says so when Stripe refuses, and leaves the payment as it was', async () => {
    const intent = `pi_${token()}`;
    standIn.paidAmounts.set(intent, 800);
    // Refunded in Stripe's own dashboard already.
    standIn.refunds.set(`re_${token()}`, {
      id: `re_${token()}`,
      object: 'refund',
      amount: 800,
      charge: null,
      payment_intent: intent,
      currency: 'usd',
      reason: null,
      status: 'succeeded',
      metadata: {},
      created: Math.floor(Date.now() / 1000),
    });
    const payment = await insertPayment(admin, {
      userId: memberId,
      provider: 'stripe',
      providerRef: intent,
      amountCents: 800,
    });
    const refused = await refund(admin, payment.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(adminPaymentMessages.providerRefused);
    const row = await paymentRow(admin, payment.id);
    expect(row).toMatchObject({ status: 'paid', refundedAt: null });
  });

  it('does not refund a payment the sandbox took, and lists it as not refundable', async () => {
    const payment = await insertPayment(admin, { userId: memberId });
    const [listed] = (await list(admin, { member: memberId, provider: 'sandbox' })).items;
    expect(listed).toMatchObject({ id: payment.id, refundable: false });
    const refused = await refund(admin, payment.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(adminPaymentMessages.otherCardProvider);
    expect(await setupOf(admin)).toMatchObject({
      cardProvider: 'stripe',
      sandbox: false,
    });
  });
});

describe('the sandbox’s simulate buttons', () => {
  it('are audited with the plan before and after', async () => {
    const admin = await signedInAdmin();
    const buyer = await signedInMember();
    await payInSandbox(buyer, { plan: { plan: 'premium', period: '1' } });
    await unwrap(
      admin.api.admin.payments.simulate.$post({
        json: { event: 'failed-renewal', email: buyer.email },
      }),
      200,
    );
    const [audit, ...more] = await auditRows(admin, 'payment.simulate', buyer.userId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorId: admin.account.id,
      targetType: 'member',
      targetLabel: buyer.email,
      before: { plan: 'premium', status: 'trialing' },
      after: { event: 'failed-renewal', plan: 'premium', status: 'past_due' },
    });
  });
});
