import Stripe from 'stripe';
import { paidPlanIds, planPrice, type PaidPlanId } from '#shared/payments';

/**
 * The Stripe side of the paid plans (`npm run payments:setup`): one product and one monthly USD
 * price per plan, found again by the price's lookup key so running it twice changes nothing.
 */

export const stripePriceLookupKeys: Record<PaidPlanId, string> = {
  premium: 'showcase_premium_monthly',
  recruiting: 'showcase_recruiting_monthly',
};

/** The environment variable that names each plan's price (config.ts reads them). */
export const stripePriceEnvNames: Record<PaidPlanId, string> = {
  premium: 'STRIPE_PRICE_TRAINING',
  recruiting: 'STRIPE_PRICE_RECRUITING',
};

/** Fixed ids, so a run stopped between the product and its price finds the product again. */
const productIds: Record<PaidPlanId, string> = {
  premium: 'showcase_premium',
  recruiting: 'showcase_recruiting',
};

export const stripeWebhookPath = '/api/webhooks/stripe';

/** The events the webhook endpoint should send. */
export const stripeWebhookEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.trial_will_end',
  'charge.refunded',
] as const;

export type StripePlanPrice = {
  plan: PaidPlanId;
  priceId: string;
  productId: string;
  lookupKey: string;
  amountCents: number;
  /**
   * found: the price was already right; created: it was made now; replaced: the amount (or
   * interval) had changed, so a new price took over the lookup key. Members already subscribed
   * keep the old price until they change plan.
   */
  outcome: 'found' | 'created' | 'replaced';
};

/** Finds or makes each paid plan's monthly price at the amount of `planPrice()`. */
export async function ensureStripePrices(
  stripe: Stripe,
): Promise<Record<PaidPlanId, StripePlanPrice>> {
  const existing = await stripe.prices.list({
    lookup_keys: paidPlanIds.map((plan) => stripePriceLookupKeys[plan]),
    limit: 100,
  });
  const result = {} as Record<PaidPlanId, StripePlanPrice>;
  for (const plan of paidPlanIds) {
    const lookupKey = stripePriceLookupKeys[plan];
    const { cents, name } = planPrice(plan);
    const current = existing.data.find((price) => price.lookup_key === lookupKey);
    if (current && isMonthlyUsdPrice(current, cents)) {
      result[plan] = {
        plan,
        priceId: current.id,
        productId: productIdOf(current),
        lookupKey,
        amountCents: cents,
        outcome: 'found',
      };
      continue;
    }
    const productId = current ? productIdOf(current) : await ensureProduct(stripe, plan, name);
    const price = await stripe.prices.create({
      product: productId,
      currency: 'usd',
      unit_amount: cents,
      recurring: { interval: 'month', interval_count: 1 },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      nickname: `${name}, monthly`,
      metadata: { plan },
    });
    result[plan] = {
      plan,
      priceId: price.id,
      productId,
      lookupKey,
      amountCents: cents,
      outcome: current ? 'replaced' : 'created',
    };
  }
  return result;
}

function isMonthlyUsdPrice(price: Stripe.Price, cents: number): boolean {
  return (
    price.active &&
    price.currency === 'usd' &&
    price.unit_amount === cents &&
    price.recurring?.interval === 'month' &&
    price.recurring.interval_count === 1
  );
}

const productIdOf = (price: Stripe.Price) =>
  typeof price.product === 'string' ? price.product : price.product.id;

async function ensureProduct(stripe: Stripe, plan: PaidPlanId, name: string): Promise<string> {
  const id = productIds[plan];
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError && error.statusCode === 404)) throw error;
  }
  return (await stripe.products.create({ id, name, metadata: { plan } })).id;
}
