// The payments section of the admin dashboard: its fixed values and messages, without zod, so
// pages can read them; the schemas are in ./schemas/admin-payments.ts.

/** How a member paid: by card (Stripe, or the test-mode checkout) or in Pi. */
export const paymentMethods = ['card', 'pi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Who took the payment: the ledger's `provider`. */
export const paymentProviders = ['stripe', 'sandbox', 'pi'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A ledger row's state: a charge that went through, one that failed, or one given back whole. */
export const paymentStatuses = ['paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * A one-time purchase (a pass, a seat): waiting for its payment, paid, or not (any more); or
 * paid after its seat was given back to a full session, its payment waiting to be refunded.
 */
export const orderStatuses = [
  'pending',
  'paid',
  'expired',
  'canceled',
  'refund_due',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The sandbox's simulate buttons on the payments page: a member's month, now. */
export const simulateButtons = [
  { event: 'renewal', label: 'Renewal' },
  { event: 'failed-renewal', label: 'Failed renewal' },
  { event: 'trial-end', label: 'Trial end' },
] as const;

/** The words the dashboard uses for each of them. */
export const paymentProviderLabels: Record<PaymentProviderName, string> = {
  stripe: 'Card (Stripe)',
  sandbox: 'Card (test mode)',
  pi: 'Pi',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Expired',
  canceled: 'Canceled',
  refund_due: 'Refund due: refund it',
  refunded: 'Refunded',
};

/** A pass opens a channel for 48 hours; a booking is a seat at one session. */
export const orderKindLabels = { pass: 'Pass', booking: 'Seat' } as const;

export const paymentMethodOf = (provider: string): PaymentMethod =>
  provider === 'pi' ? 'pi' : 'card';

export const adminPaymentMessages = {
  noPayment: 'There is no payment with this id.',
  piNoteRequired:
    'Write a note for a Pi refund: how much Pi you sent back, to which wallet, and when.',
  alreadyRefunded: 'This payment has been refunded already.',
  notPaid: 'Only a paid payment can be refunded.',
  nothingToRefund: 'There is nothing to refund: this payment was for 0.',
  amountTooHigh: 'You cannot refund more than was paid.',
  otherCardProvider:
    'This card payment was taken by a payment service this site no longer uses, so it cannot be refunded from here. Refund it in that service’s own dashboard.',
  providerRefused:
    'The payment service refused this refund (it may have been refunded in its own dashboard already). Nothing was changed here; check the payment there.',
  providerDown:
    'The payment service could not be reached, so nothing was refunded. Please try again in a minute.',
} as const;
