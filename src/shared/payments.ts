/**
 * Card payments (docs/product.md#card-checkout, #plans). Zod-free: pages import it.
 * Amounts always come from the server's own price list, never from a request.
 */
import { pricingTiers, type PricingTierId } from './pricing';

/** The plans a card checkout sells by subscription. */
export const paidPlanIds = ['premium', 'recruiting'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export const isPaidPlan = (value: string): value is PaidPlanId =>
  (paidPlanIds as readonly string[]).includes(value);

/** All Training's first month is free; the trial is 30 days (docs/product.md#plans). */
export const TRIAL_DAYS: Record<PaidPlanId, number> = { premium: 30, recruiting: 0 };

/** The payment period sent with create-checkout (docs/product.md#card-checkout). */
export const CHECKOUT_PERIOD = '1';

/** A paid plan's monthly price in cents and its name, from the pricing tiers. */
export function planPrice(plan: PaidPlanId): { cents: number; name: string } {
  const tier = pricingTiers.find((item) => item.id === (plan satisfies PricingTierId))!;
  return { cents: tier.price ?? 0, name: tier.name };
}

/** Subscription states as Stripe words them; access is open in the first two. */
export const subscriptionStates = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/**
 * States in which a member holds their plan: it runs (a failed renewal is retried while past
 * due), so it can be canceled, resumed or switched, and a new checkout would pay twice.
 */
export const heldSubscriptionStates = ['trialing', 'active', 'past_due'] as const;

export const isHeldSubscription = (status: string) =>
  (heldSubscriptionStates as readonly string[]).includes(status);

/** A subscription's state in the words the billing pages use. */
export const subscriptionStatusWords: Record<SubscriptionState, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment failed',
  unpaid: 'Payment failed',
  incomplete: 'Payment incomplete',
  incomplete_expired: 'Canceled',
  canceled: 'Canceled',
  paused: 'Paused',
};

export const paymentMessages = {
  /** Word for word: docs/product.md#texts-payments */
  noCheckoutUrl: 'No checkout URL returned',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  signInFirst: 'Please log in or create an account to choose a plan.',
} as const;

/** Test cards of the built-in sandbox checkout (the usual test numbers). */
export const sandboxCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** One-time purchases: a pay-per-view pass for one channel, or a seat at one dated session. */
export const purchaseKinds = ['pass', 'booking'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** What a checkout sells: a plan by subscription, or a one-time purchase. */
export type CheckoutItem = PaidPlanId | PurchaseKind;

/** A pay-per-view pass opens its channel's live stream and replays for this long. */
export const PASS_HOURS = 48;

/**
 * A seat is held this long while its buyer is at the checkout, which closes then (Stripe's
 * checkouts must stay open at least 30 minutes).
 */
export const SEAT_HOLD_MINUTES = 35;

export const purchaseMessages = {
  passActive: 'You already have a pass for this channel.',
  noPass: 'This channel has no pay-per-view pass.',
  noSeats: 'This session has no seats for sale.',
  sessionFull: 'This session is full.',
  sessionPast: 'This session has already started.',
  sessionCancelled: 'This session was cancelled.',
  alreadyBooked: 'You have a seat at this session already.',
  tooManyHolds: 'You have seats waiting at open checkouts: pay for them or cancel them first.',
  signInToBuy: 'Please log in or create an account to buy a pass or book a session.',
  needsPass: 'This is a premium channel: a pass opens its live stream and replays for 48 hours.',
  holdEnded: 'This checkout has closed and nothing was charged. Choose it again to buy it.',
  cancelledSeat:
    'Your payment arrived after the session was cancelled. Your payment is recorded and will be refunded in full.',
  lateSeat:
    'Your payment arrived after your seat was given back, and the session is now full. Your payment is recorded and will be refunded in full.',
} as const;

/** "Pay-per-view pass: Game Day (48 hours)" */
export const passDescription = (channelTitle: string) =>
  `Pay-per-view pass: ${channelTitle} (${PASS_HOURS} hours)`;
