import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planPrice } from '#shared/payments';
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in';
import { createStripeClient, createStripePayments } from './stripe-payments';
import { ensureStripePrices, stripePriceLookupKeys } from './stripe-setup';

const secretKey = 'sk_test_setupStandIn7Qw2Er4Ty6';

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey });
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.products.clear();
  standIn.prices.clear();
});

const stripe = () =>
  createStripeClient({
    secretKey,
    host: standIn.host,
    port: standIn.port,
    protocol: standIn.protocol,
  });

const posts = () =>
  standIn.requests.filter((request) => request.method === 'POST').map((request) => request.path);

describe('ensureStripePrices', () => {
  it('creates a product and a monthly USD price per paid plan at the site’s amounts', async () => {
    const result = await ensureStripePrices(stripe());

    expect(result.premium).toMatchObject({
      plan: 'premium',
      lookupKey: 'showcase_premium_monthly',
      amountCents: planPrice('premium').cents,
      productId: 'showcase_premium',
      outcome: 'created',
    });
    expect(result.recruiting).toMatchObject({
      plan: 'recruiting',
      lookupKey: 'showcase_recruiting_monthly',
      amountCents: planPrice('recruiting').cents,
      productId: 'showcase_recruiting',
      outcome: 'created',
    });

    for (const plan of ['premium', 'recruiting'] as const) {
      const price = standIn.prices.get(result[plan].priceId)!;
      expect(price).toMatchObject({
        active: true,
        currency: 'usd',
        unit_amount: planPrice(plan).cents,
        type: 'recurring',
        recurring: { interval: 'month', interval_count: 1 },
        lookup_key: stripePriceLookupKeys[plan],
        product: result[plan].productId,
        metadata: { plan },
      });
      expect(result[plan].priceId).toMatch(/^price_[A-Za-z0-9]+$/);
      expect(standIn.products.get(result[plan].productId)).toMatchObject({
        name: planPrice(plan).name,
        metadata: { plan },
      });
    }

    const lookup = standIn.requests[0]!;
    expect(lookup).toMatchObject({ method: 'GET', path: '/v1/prices' });
    expect(lookup.params.lookup_keys).toEqual([
      'showcase_premium_monthly',
      'showcase_recruiting_monthly',
    ]);
  });

  it('changes nothing on a second run', async () => {
    const first = await ensureStripePrices(stripe());
    standIn.requests.length = 0;

    const second = await ensureStripePrices(stripe());

    expect(second.premium).toEqual({ ...first.premium, outcome: 'found' });
    expect(second.recruiting).toEqual({ ...first.recruiting, outcome: 'found' });
    expect(posts()).toEqual([]);
    expect(standIn.prices.size).toBe(2);
    expect(standIn.products.size).toBe(2);
  });

  it('moves the lookup key to a new price when an amount has changed', async () => {
    const first = await ensureStripePrices(stripe());
    standIn.prices.get(first.recruiting.priceId)!.unit_amount = 2999;
    standIn.requests.length = 0;

    const second = await ensureStripePrices(stripe());

    expect(second.premium.outcome).toBe('found');
    expect(second.recruiting).toMatchObject({
      outcome: 'replaced',
      productId: first.recruiting.productId,
      amountCents: planPrice('recruiting').cents,
    });
    expect(second.recruiting.priceId).not.toBe(first.recruiting.priceId);
    expect(standIn.prices.get(first.recruiting.priceId)!.lookup_key).toBeNull();
    expect(standIn.prices.get(second.recruiting.priceId)!.lookup_key).toBe(
      'showcase_recruiting_monthly',
    );
    expect(posts()).toEqual(['/v1/prices']);
  });

  it('reuses the product of a run that stopped before making its price', async () => {
    standIn.products.set('showcase_premium', {
      id: 'showcase_premium',
      object: 'product',
      name: planPrice('premium').name,
      active: true,
      metadata: { plan: 'premium' },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });

    const result = await ensureStripePrices(stripe());

    expect(result.premium).toMatchObject({ productId: 'showcase_premium', outcome: 'created' });
    expect(standIn.products.size).toBe(2);
    expect(posts()).toEqual(['/v1/prices', '/v1/products', '/v1/prices']);
  });

  it('gives price ids a checkout can sell', async () => {
    const result = await ensureStripePrices(stripe());
    const payments = createStripePayments({
      stripe: stripe(),
      prices: { premium: result.premium.priceId, recruiting: result.recruiting.priceId },
    });

    await payments.createSubscriptionCheckout({
      plan: 'recruiting',
      userId: 'user_setup_1',
      email: 'casey@example.com',
      customerId: null,
      amountCents: result.recruiting.amountCents,
      trialDays: 0,
      successUrl: 'https://showcase.test/payments/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://showcase.test/pricing',
      idempotencyKey: 'setup-checkout-1',
    });

    const session = standIn.requests.at(-1)!;
    expect(session.fields['line_items[0][price]']).toBe(result.recruiting.priceId);
  });

  it('lets Stripe’s refusal through to the caller', async () => {
    standIn.failNext(403, {
      error: { type: 'invalid_request_error', message: 'This key lacks the write permission.' },
    });
    await expect(ensureStripePrices(stripe())).rejects.toMatchObject({
      statusCode: 403,
      message: 'This key lacks the write permission.',
    });
  });
});
