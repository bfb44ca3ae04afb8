// npm run payments:setup: finds or creates the Stripe product and monthly price of each paid
// plan at the site's own amounts, prints the environment lines naming the prices and says which
// webhook to register. Safe to run again: it changes nothing that is already right, and makes a
// new price (taking over the lookup key) only when an amount has changed.
//
// Needs STRIPE_SECRET_KEY. STRIPE_API_HOST, STRIPE_API_PORT and STRIPE_API_PROTOCOL send the
// calls to a stand-in of the API instead of api.stripe.com; PUBLIC_URL is the site's address.
import Stripe from 'stripe';
import { createStripeClient } from '../src/server/adapters/payments/stripe-payments';
import {
  ensureStripePrices,
  stripePriceEnvNames,
  stripeWebhookEvents,
  stripeWebhookPath,
} from '../src/server/adapters/payments/stripe-setup';
import { paidPlanIds, planPrice } from '../src/shared/payments';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const secretKey = process.env.STRIPE_SECRET_KEY?.trim();
if (!secretKey) {
  fail(
    'STRIPE_SECRET_KEY is not set. Copy the secret key (sk_test_…) from the Stripe Dashboard,\n' +
      'Developers → API keys, and run: STRIPE_SECRET_KEY=sk_test_… npm run payments:setup',
  );
}

const host = process.env.STRIPE_API_HOST?.trim() || undefined;
const portText = process.env.STRIPE_API_PORT?.trim();
const port = portText ? Number(portText) : undefined;
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  fail(`STRIPE_API_PORT must be a port number, not "${portText}".`);
}
const isProtocol = (value: string): value is 'http' | 'https' =>
  value === 'http' || value === 'https';
const protocol = process.env.STRIPE_API_PROTOCOL?.trim() || undefined;
if (protocol !== undefined && !isProtocol(protocol)) {
  fail(`STRIPE_API_PROTOCOL must be http or https, not "${protocol}".`);
}

const localUrl = `http://localhost:${process.env.PORT ?? '3000'}`;
const publicUrl = (process.env.PUBLIC_URL ?? localUrl).replace(/\/+$/, '');

const stripe = createStripeClient({ secretKey, host, port, protocol });
const mode = secretKey.includes('_live_') ? 'LIVE mode' : 'test mode';
const target = host ? ` at ${protocol ?? 'https'}://${host}${port ? `:${port}` : ''}` : '';

let prices: Awaited<ReturnType<typeof ensureStripePrices>>;
try {
  prices = await ensureStripePrices(stripe);
} catch (error) {
  fail(
    error instanceof Stripe.errors.StripeError
      ? `Stripe refused the setup (${error.statusCode ?? 'no answer'}): ${error.message}`
      : `The setup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
console.log(`Stripe prices (${mode}${target}):`);
for (const plan of paidPlanIds) {
  const price = prices[plan];
  console.log(
    `  ${planPrice(plan).name}: ${dollars(price.amountCents)} a month, ${price.priceId} ` +
      `(${price.outcome}; product ${price.productId}, lookup key ${price.lookupKey})`,
  );
}
if (paidPlanIds.some((plan) => prices[plan].outcome === 'replaced')) {
  console.log('  A changed amount made a new price: update the environment with the new id.');
}

console.log('\nAdd to the environment:');
for (const plan of paidPlanIds) console.log(`${stripePriceEnvNames[plan]}=${prices[plan].priceId}`);

console.log(
  `\nWebhook: in the Stripe Dashboard (Developers → Webhooks) add an endpoint\n` +
    `  ${publicUrl}${stripeWebhookPath}\n` +
    `on API version ${Stripe.API_VERSION}, sending these events:\n` +
    stripeWebhookEvents.map((event) => `  ${event}\n`).join('') +
    `then put its signing secret in STRIPE_WEBHOOK_SECRET=whsec_…\n` +
    `To try it locally: stripe listen --forward-to ${localUrl}${stripeWebhookPath}`,
);
