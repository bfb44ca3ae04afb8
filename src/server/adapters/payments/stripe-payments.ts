import Stripe from 'stripe';
import type { PaidPlanId } from '#shared/payments';
import { PaymentProviderError, type PaymentProvider, type RefundInput } from './payment-provider';

/**
 * Stripe (docs/integrations.md#stripe-checkout): subscription checkouts on Stripe's hosted page and
 * its billing portal. What happens after checkout arrives by webhook (checked with
 * `stripe.webhooks`).
 *
 * Every failed call is a PaymentProviderError: Stripe's own error answer keeps its status; no
 * answer (refused, reset, timed out) and anything unexpected are 502.
 */

export type StripeClientOptions = {
  secretKey: string;
  /** host, port and protocol send the calls elsewhere than api.stripe.com: a stand-in */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

export type StripePaymentsOptions = {
  stripe: Stripe;
  /** the Stripe price id each plan is sold at (see `npm run payments:setup`) */
  prices: Record<PaidPlanId, string>;
};

const requestTimeoutMs = 20_000;

/**
 * A Stripe client on the SDK's own API version (`Stripe.API_VERSION`, 2026-08-26.dahlia with
 * stripe 22.6.2): the SDK's types describe that version only, so pinning another would leave
 * the code checked against shapes the API does not send. One retry for a lost connection or a
 * 5xx, with the same idempotency key.
 */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: requestTimeoutMs,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

export function createStripePayments({ stripe, prices }: StripePaymentsOptions): PaymentProvider {
  return {
    kind: 'stripe',

    async createSubscriptionCheckout(input) {
      // The session's metadata stays on the session: the subscription gets its own copy, so its
      // webhooks can name the member too.
      const metadata = { userId: input.userId, plan: input.plan };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: prices[input.plan], quantity: 1 }],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.userId,
            ...(input.customerId
              ? { customer: input.customerId }
              : { customer_email: input.email }),
            metadata,
            subscription_data: {
              metadata,
              ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            },
            allow_promotion_codes: false,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError(502, 'Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },

    async createPaymentCheckout(input) {
      const metadata = { userId: input.userId, purchaseId: input.purchaseId, kind: input.kind };
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: 'usd',
                  unit_amount: input.amountCents,
                  product_data: { name: input.name },
                },
                quantity: 1,
              },
            ],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.userId,
            ...(input.customerId
              ? { customer: input.customerId }
              : { customer_email: input.email, customer_creation: 'always' as const }),
            metadata,
            payment_intent_data: { metadata },
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError(502, 'Stripe returned no checkout URL');
      return { sessionId: session.id, url: session.url };
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return { url: session.url };
    },

    async refund(input) {
      const target = await refundTarget(stripe, input.paymentRef);
      const refund = await callStripe(() =>
        stripe.refunds.create(
          {
            ...target,
            amount: input.amountCents,
            reason: 'requested_by_customer',
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async cancelSubscription(subscriptionId) {
      await callStripe(() => stripe.subscriptions.cancel(subscriptionId));
    },
  };
}

/**
 * What a refund names at Stripe. A one-time payment is recorded by its payment intent; a
 * subscription's by its invoice, whose payment is listed under /v1/invoice_payments (invoices no
 * longer carry `payment_intent` or `charge` in current API versions).
 */
async function refundTarget(
  stripe: Stripe,
  paymentRef: RefundInput['paymentRef'],
): Promise<{ payment_intent: string } | { charge: string }> {
  if (paymentRef.startsWith('pi_')) return { payment_intent: paymentRef };
  if (paymentRef.startsWith('ch_') || paymentRef.startsWith('py_')) return { charge: paymentRef };
  if (paymentRef.startsWith('in_')) {
    const payments = await callStripe(() =>
      stripe.invoicePayments.list({ invoice: paymentRef, status: 'paid', limit: 10 }),
    );
    for (const { payment } of payments.data) {
      const intent = idOf(payment.payment_intent);
      if (intent) return { payment_intent: intent };
      const charge = idOf(payment.charge);
      if (charge) return { charge };
    }
  }
  throw new PaymentProviderError(409, `Stripe has no card payment to refund for ${paymentRef}`);
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toPaymentProviderError(error);
  }
}

function toPaymentProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 502;
    const code = error.code ? ` ${error.code}` : '';
    const requestId = error.requestId ? ` (${error.requestId})` : '';
    return new PaymentProviderError(
      status,
      `Stripe ${error.type}${code}${requestId}: ${error.message}`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(502, `Stripe call failed: ${message}`);
}
