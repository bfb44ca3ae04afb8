import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { isPaidPlan, type PaidPlanId } from '#shared/payments';
import type { PaymentProvider } from '#server/adapters/payments/payment-provider';
import {
  createStripeClient,
  createStripePayments,
} from '#server/adapters/payments/stripe-payments';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/http/app-error';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { Payments } from './payment-deps';
import type { PaymentMailDeps } from './payment-mails';

/** The sandbox's price ids name their plan. */
export const sandboxPriceId = (plan: PaidPlanId) => `price_sbx_${plan}`;

/** No way to pay: a production site with neither Stripe nor the sandbox turned on. */
function paymentsNotSetUp(): never {
  throw new AppError('UNAVAILABLE', 'Card payments are not set up on this site yet.');
}

/** The built-in sandbox: its checkout and portal are pages of this site. */
function createSandboxPayments(enabled: boolean): PaymentProvider {
  const openSandboxCheckout = () => {
    if (!enabled) paymentsNotSetUp();
    const sessionId = `cs_sbx_${randomBytes(16).toString('hex')}`;
    return Promise.resolve({ sessionId, url: `/checkout/sandbox/${sessionId}` });
  };
  return {
    kind: 'sandbox',
    createSubscriptionCheckout: openSandboxCheckout,
    createPaymentCheckout: openSandboxCheckout,
    createPortal: () => {
      if (!enabled) paymentsNotSetUp();
      return Promise.resolve({ url: '/billing/sandbox' });
    },
    // Nothing was charged, so nothing goes back: the refund is the ledger's record of it, and
    // its charge.refunded event (see emitSandboxRefund).
    refund: () => {
      if (!enabled) paymentsNotSetUp();
      return Promise.resolve({ refundId: `re_sbx_${randomBytes(12).toString('hex')}` });
    },
    // A sandbox plan renews only when someone simulates it, and a canceled one cannot be: the
    // ledger's canceled row is the whole of it.
    cancelSubscription: () => {
      if (!enabled) paymentsNotSetUp();
      return Promise.resolve();
    },
  };
}

/**
 * Card payments for one app: Stripe when configured, else the sandbox, which signs its events
 * with a secret of its own (derived from the auth secret) and sends them through the same
 * verification as Stripe's. With a mailer (the app's), it also finishes the payment events a
 * crash or an error left, at once and every 30 s (payment-events.ts); without one (a script, a
 * check) it leaves them to the app.
 */
export function createPayments(options: PaymentsOptions): Payments {
  return paymentsFor(options);
}

type PaymentsOptions = {
  config: Config;
  db: Database;
  mailer?: Mailer;
  /** what a pass's or a seat's purchase clears: the channel's status and pages (createApp's) */
  onPurchaseChange: (channelSlug: string) => void;
  /** what a plan's change clears: the athlete lists (see subscriptionChanged) */
  onSubscriptionChange: () => Promise<void>;
  /** the app's clock */
  clock: Clock;
};

function paymentsFor({
  config,
  db,
  mailer,
  onPurchaseChange,
  onSubscriptionChange,
  clock,
}: PaymentsOptions): Payments {
  const mailFor = (provider: 'stripe' | 'sandbox'): PaymentMailDeps | undefined =>
    mailer
      ? { db, mailer, siteName: config.siteName, publicUrl: config.publicUrl, provider }
      : undefined;
  const stripeConfig = config.payments.stripe;
  if (stripeConfig) {
    const stripe = createStripeClient({ secretKey: stripeConfig.secretKey, ...stripeConfig.api });
    const byPrice = new Map<string, PaidPlanId>(
      Object.entries(stripeConfig.prices).map(([plan, price]) => [price, plan as PaidPlanId]),
    );
    return {
      db,
      provider: createStripePayments({ stripe, prices: stripeConfig.prices }),
      stripe,
      webhookSecret: stripeConfig.webhookSecret,
      context: { provider: 'stripe', planOfPrice: (price) => byPrice.get(price) ?? null },
      publicUrl: config.publicUrl,
      sandbox: false,
      mail: mailFor('stripe'),
      onPurchaseChange,
      onSubscriptionChange,
      clock,
    };
  }
  return {
    db,
    provider: createSandboxPayments(config.payments.sandbox),
    // Used offline only, to check and make signatures: no request ever leaves.
    stripe: new Stripe('sk_test_sandbox'),
    webhookSecret: `whsec_${createHmac('sha256', config.authSecret).update('payments-sandbox').digest('hex')}`,
    context: {
      provider: 'sandbox',
      planOfPrice: (price) => {
        const plan = price.replace(/^price_sbx_/, '');
        return price.startsWith('price_sbx_') && isPaidPlan(plan) ? plan : null;
      },
    },
    publicUrl: config.publicUrl,
    sandbox: config.payments.sandbox,
    mail: mailFor('sandbox'),
    onPurchaseChange,
    onSubscriptionChange,
    clock,
  };
}
