import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planPrice, TRIAL_DAYS } from '#shared/payments';
import { rejectionOf } from '#server/test/errors';
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in';
import { PaymentProviderError, type SubscriptionCheckoutInput } from './payment-provider';
import { createStripeClient, createStripePayments } from './stripe-payments';
import { exactly } from '#server/test/tuples';

const secretKey = 'sk_test_standin51Hx2kQ8pLmN0aBcD';
const prices = { premium: 'price_premium0test', recruiting: 'price_recruiting0test' };

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey });
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.checkoutSessions.clear();
  standIn.subscriptions.clear();
});

const client = (key = secretKey) =>
  createStripeClient({
    secretKey: key,
    host: standIn.host,
    port: standIn.port,
    protocol: standIn.protocol,
  });
const payments = (key = secretKey) => createStripePayments({ stripe: client(key), prices });

let keyCount = 0;
const checkout = (input: Partial<SubscriptionCheckoutInput> = {}): SubscriptionCheckoutInput => ({
  plan: 'premium',
  userId: 'user_athlete_1',
  email: 'jordan@example.com',
  customerId: null,
  amountCents: planPrice(input.plan ?? 'premium').cents,
  trialDays: TRIAL_DAYS[input.plan ?? 'premium'],
  successUrl: 'https://showcase.test/payments/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://showcase.test/pricing',
  idempotencyKey: `checkout-test-${(keyCount += 1)}`,
  ...input,
});

describe('Stripe subscription checkout', () => {
  it('opens a premium checkout with the 30-day trial, the member in both metadata and the key', async () => {
    const input = checkout();
    const result = await payments().createSubscriptionCheckout(input);

    expect(standIn.requests).toHaveLength(1);
    const [request] = exactly(1, standIn.requests);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request.idempotencyKey).toBe(input.idempotencyKey);
    expect(request.fields).toEqual({
      mode: 'subscription',
      'line_items[0][price]': prices.premium,
      'line_items[0][quantity]': '1',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: 'user_athlete_1',
      customer_email: 'jordan@example.com',
      'metadata[userId]': 'user_athlete_1',
      'metadata[plan]': 'premium',
      'subscription_data[metadata][userId]': 'user_athlete_1',
      'subscription_data[metadata][plan]': 'premium',
      'subscription_data[trial_period_days]': '30',
      allow_promotion_codes: 'false',
    });
    expect(request.params.subscription_data).toEqual({
      metadata: { userId: 'user_athlete_1', plan: 'premium' },
      trial_period_days: '30',
    });

    const session = standIn.checkoutSessions.get(result.sessionId)!;
    expect(result).toEqual({ sessionId: session.id, url: session.url });
    expect(result.sessionId).toMatch(/^cs_test_/);
    expect(result.url).toBe(`https://checkout.stripe.test/c/pay/${result.sessionId}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'user_athlete_1',
      customer: null,
      metadata: { userId: 'user_athlete_1', plan: 'premium' },
    });
  });

  it('sells recruiting without a trial, to the member’s existing customer', async () => {
    await payments().createSubscriptionCheckout(
      checkout({ plan: 'recruiting', customerId: 'cus_Returning01' }),
    );

    const { fields, params } = standIn.requests[0]!;
    expect(fields['line_items[0][price]']).toBe(prices.recruiting);
    expect(fields.customer).toBe('cus_Returning01');
    expect(fields).not.toHaveProperty('customer_email');
    expect(params.subscription_data).toEqual({
      metadata: { userId: 'user_athlete_1', plan: 'recruiting' },
    });
    expect(params.metadata).toEqual({ userId: 'user_athlete_1', plan: 'recruiting' });
  });

  it('makes one session for a retried request with the same idempotency key', async () => {
    const input = checkout();
    const first = await payments().createSubscriptionCheckout(input);
    const again = await payments().createSubscriptionCheckout(input);
    const other = await payments().createSubscriptionCheckout(checkout());

    expect(again).toEqual(first);
    expect(other.sessionId).not.toBe(first.sessionId);
    expect(standIn.checkoutSessions.size).toBe(2);
    const keys = standIn.requests.map((request) => request.idempotencyKey);
    expect(keys.slice(0, 2)).toEqual([input.idempotencyKey, input.idempotencyKey]);
    expect(keys[2]).not.toBe(input.idempotencyKey);

    // The same key with other parameters is Stripe's idempotency error, not a second session.
    const error = await rejectionOf(
      payments().createSubscriptionCheckout({ ...input, plan: 'recruiting', trialDays: 0 }),
      PaymentProviderError,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 400, message: expect.stringMatching(/idempotent/) });
  });

  it('reports a wrong key as 401 without repeating the key', async () => {
    const wrongKey = 'sk_test_notTheRightKey00000000';
    const error = await rejectionOf(
      payments(wrongKey).createSubscriptionCheckout(checkout()),
      PaymentProviderError,
    );

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      status: 401,
      message: expect.stringMatching(
        /^Stripe StripeAuthenticationError \(req_\w+\): Invalid API Key/,
      ),
    });
    expect(error.message).not.toContain(wrongKey);
    expect(standIn.checkoutSessions.size).toBe(0);
  });

  it('reports Stripe’s 500 with its status, and retries one that Stripe says may be retried', async () => {
    const apiError = { error: { type: 'api_error', message: 'Something went wrong on our end.' } };
    standIn.failNext(500, apiError, { 'Stripe-Should-Retry': 'false' });
    const error = await rejectionOf(
      payments().createSubscriptionCheckout(checkout()),
      PaymentProviderError,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      status: 500,
      message: expect.stringContaining('Something went wrong on our end.'),
    });
    expect(standIn.requests).toHaveLength(1);

    standIn.requests.length = 0;
    standIn.failNext(500, apiError);
    const input = checkout();
    const result = await payments().createSubscriptionCheckout(input);
    expect(result.sessionId).toMatch(/^cs_test_/);
    expect(standIn.requests.map((request) => request.idempotencyKey)).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
  });

  it('refuses a session without a checkout URL, and a reply that is not Stripe’s JSON', async () => {
    standIn.failNext(200, { id: 'cs_test_nourl', object: 'checkout.session', url: null });
    await expect(payments().createSubscriptionCheckout(checkout())).rejects.toMatchObject({
      status: 502,
      message: 'Stripe returned no checkout URL',
    });

    standIn.failNext(502, '<html>Bad gateway</html>', { 'Stripe-Should-Retry': 'false' });
    await expect(payments().createSubscriptionCheckout(checkout())).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('Invalid JSON'),
    });
  });

  it('reports an unreachable API as 502', async () => {
    const closed = await startStripeStandIn({ secretKey });
    await closed.close();
    const unreachable = createStripePayments({
      stripe: createStripeClient({
        secretKey,
        host: closed.host,
        port: closed.port,
        protocol: closed.protocol,
      }),
      prices,
    });

    const error = await rejectionOf(
      unreachable.createSubscriptionCheckout(checkout()),
      PaymentProviderError,
    );
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Stripe StripeConnectionError: /),
    });
  });
});

describe('Stripe one-time checkout', () => {
  it('sells a pass at the server’s amount, naming the purchase, closing when its hold ends', async () => {
    const expiresAt = new Date(Date.now() + 35 * 60_000);
    const result = await payments().createPaymentCheckout({
      purchaseId: 'pur_1',
      kind: 'pass',
      userId: 'user_athlete_1',
      email: 'jordan@example.com',
      customerId: null,
      amountCents: 999,
      name: 'Pay-per-view pass: Game Day (48 hours)',
      successUrl: 'https://showcase.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://showcase.test/checkout/cancel?channel=game-day',
      expiresAt,
      idempotencyKey: 'purchase:pur_1',
    });
    const [request] = exactly(1, standIn.requests);
    expect(request.idempotencyKey).toBe('purchase:pur_1');
    expect(request.fields).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': 'Pay-per-view pass: Game Day (48 hours)',
      'line_items[0][quantity]': '1',
      client_reference_id: 'user_athlete_1',
      customer_email: 'jordan@example.com',
      customer_creation: 'always',
      'metadata[purchaseId]': 'pur_1',
      'payment_intent_data[metadata][purchaseId]': 'pur_1',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });
    expect(result.url).toBe(`https://checkout.stripe.test/c/pay/${result.sessionId}`);
  });
});

describe('Stripe billing portal', () => {
  it('opens the portal for the customer and returns its address', async () => {
    const portal = await payments().createPortal({
      customerId: 'cus_Member01',
      returnUrl: 'https://showcase.test/account',
    });

    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/test_bps_/);
    expect(standIn.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      fields: { customer: 'cus_Member01', return_url: 'https://showcase.test/account' },
    });
  });

  it('reports a refusal with Stripe’s status', async () => {
    standIn.failNext(400, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such customer: 'cus_Gone'",
        param: 'customer',
      },
    });
    await expect(
      payments().createPortal({ customerId: 'cus_Gone', returnUrl: 'https://showcase.test/' }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/resource_missing .*No such customer/),
    });
  });
});

describe('Stripe webhook signatures', () => {
  const webhookSecret = 'whsec_standinSigningSecret01';
  const payload = JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs_test_1', client_reference_id: 'user_athlete_1' } },
  });

  it('accepts a signed event and refuses a changed body, a stale signature or another secret', () => {
    const stripe = client();
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

    const event = stripe.webhooks.constructEvent(payload, header, webhookSecret, 300);
    expect(event).toMatchObject({ id: 'evt_test_1', type: 'checkout.session.completed' });

    const tampered = payload.replace('user_athlete_1', 'user_someone_else');
    expect(() => stripe.webhooks.constructEvent(tampered, header, webhookSecret, 300)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => stripe.webhooks.constructEvent(payload, stale, webhookSecret, 300)).toThrow(
      /tolerance zone/,
    );

    expect(() =>
      stripe.webhooks.constructEvent(payload, header, 'whsec_anotherSecret', 300),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
