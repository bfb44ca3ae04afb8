import type { PaidPlanId, PurchaseKind } from '#shared/payments';

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

/** A one-time payment checkout (a pass, a session seat): amount and name are the server's. */
export type PaymentCheckoutInput = {
  purchaseId: string;
  kind: PurchaseKind;
  userId: string;
  email: string;
  customerId: string | null;
  amountCents: number;
  /** the line the buyer sees on the checkout page and the receipt */
  name: string;
  successUrl: string;
  cancelUrl: string;
  /** the checkout closes then (at least 30 minutes ahead, as Stripe requires) */
  expiresAt: Date;
  idempotencyKey: string;
};

/** A refund of a card payment, whole or in part, by an administrator. */
export type RefundInput = {
  /** the payment as the ledger names it: an invoice (in_…), a payment intent (pi_…) or a charge */
  paymentRef: string;
  amountCents: number;
  /** the same key for a retried request: the provider refunds once */
  idempotencyKey: string;
  /** kept with the refund at the provider (the ledger's payment id, the administrator) */
  metadata: Record<string, string>;
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
  createPaymentCheckout: (
    input: PaymentCheckoutInput,
  ) => Promise<{ sessionId: string; url: string }>;
  /** The page where a member changes card, switches plan or cancels. */
  createPortal: (input: { customerId: string; returnUrl: string }) => Promise<{ url: string }>;
  /**
   * Gives money back on the card that paid. The provider then reports it as charge.refunded,
   * like a refund made in its own dashboard.
   */
  refund: (input: RefundInput) => Promise<{ refundId: string }>;
  /**
   * Ends a subscription now, so it renews no more (after a whole refund of its payment). The
   * provider reports it as customer.subscription.deleted.
   */
  cancelSubscription: (subscriptionId: string) => Promise<void>;
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
