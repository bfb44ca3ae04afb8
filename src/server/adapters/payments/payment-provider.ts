import type { PaidPlanId } from '#shared/payments';

/** A subscription checkout to open: the amount is the server's, from its own price list. */
export type SubscriptionCheckoutInput = {
  plan: PaidPlanId;
  userId: string;
  email: string;
  /** the provider's customer for this member, when one exists */
  customerId: string | null;
  amountCents: number;
  /** 0 for none */
  trialDays: number;
  /** where the provider sends the buyer back; `{CHECKOUT_SESSION_ID}` is filled in by it */
  successUrl: string;
  cancelUrl: string;
  /** the same key for a retried request: the provider makes one session */
  idempotencyKey: string;
};

/**
 * A card payment service: Stripe when configured, else the app's own sandbox. Both report what
 * happened by Stripe-shaped webhook events, checked by the same signature code.
 */
export type PaymentProvider = {
  kind: 'stripe' | 'sandbox';
  createSubscriptionCheckout: (
    input: SubscriptionCheckoutInput,
  ) => Promise<{ sessionId: string; url: string }>;
  /** The page where a member changes card, switches plan or cancels. */
  createPortal: (input: { customerId: string; returnUrl: string }) => Promise<{ url: string }>;
};

/** A failed call to the payment provider (its message is logged, not shown). */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
