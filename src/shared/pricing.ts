import { trainingLevels, type TrainingLevel } from './training/levels';
import { formatPi, formatUsd } from './money';

export type PricingTierId = 'basic' | 'premium' | 'recruiting' | 'ppv' | 'ai';

/** How a tier is charged: a fixed monthly amount, nothing, or an amount that depends on the purchase. */
export type PricingBilling = 'free' | 'month' | 'varies' | 'per-use';

export type PaymentMethod = 'pi' | 'card';

/**
 * What one line of a tier's card promises, by the rule that makes it true; each is checked
 * against that rule (src/server/modules/subscriptions/plan-features.test.ts):
 * - `profile`: every account may build an athlete profile;
 * - `training`: the training access rule (canWatchLevel) opens these levels to the plan's holder;
 * - `includes`: everything the lines of that tier promise;
 * - `free-channels`: channels that sell nothing (channelOffer null) are free to watch, replays too;
 * - `featured`: the plan's holders are listed first with a Featured badge (FEATURED_PLAN);
 * - `pass`: a pay-per-view pass opens one channel sold by pass, live and replays, for PASS_HOURS;
 * - `no-subscription`: bought on its own, without a plan;
 * - `on-request`: asked for through the contact form, priced each time.
 */
export type PlanPromise =
  | { kind: 'profile' }
  | { kind: 'training'; levels: readonly TrainingLevel[] }
  | { kind: 'includes'; tier: PricingTierId }
  | { kind: 'free-channels' }
  | { kind: 'featured' }
  | { kind: 'pass' }
  | { kind: 'no-subscription' }
  | { kind: 'on-request' };

/** A line of a tier's card: its text and what it promises. */
export type PlanFeature = { text: string; promise: PlanPromise };

export type PricingTier = {
  id: PricingTierId;
  name: string;
  description: string;
  /** US dollars in cents per billing period; null when the amount depends on what is bought. */
  price: number | null;
  /** Pi as a decimal string per billing period; null when the amount depends on what is bought. */
  piPrice: string | null;
  billing: PricingBilling;
  /** What the tier gives, exactly: every page that shows the tier lists these. */
  features: readonly PlanFeature[];
  badge?: string;
  specialOffer?: string;
  buttonText: string;
  popular: boolean;
};

/** The payment method the pricing switch starts on: pi (docs/product.md#plans). */
export const defaultPaymentMethod: PaymentMethod = 'pi';

/**
 * Every plan, in the order the pricing sections show them: /pricing, the home page and the
 * athlete sign-up read this. Premium channels are not in any plan: each sells its own pass.
 */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'basic',
    name: 'Basic Access',
    description: 'Start training and build your athlete profile at no cost.',
    price: 0,
    piPrice: '0',
    billing: 'free',
    features: [
      {
        text: 'Athlete profile with sport, position and class year',
        promise: { kind: 'profile' },
      },
      {
        text: 'Basic-level training videos in all eight sports',
        promise: { kind: 'training', levels: ['basic'] },
      },
      { text: 'Watch free live streams and replays', promise: { kind: 'free-channels' } },
    ],
    buttonText: 'Start Free',
    popular: false,
  },
  {
    id: 'premium',
    name: 'All Training Subscription',
    description: 'Every training level in every sport.',
    price: 999,
    piPrice: '9.99',
    billing: 'month',
    features: [
      { text: 'Everything in Basic Access', promise: { kind: 'includes', tier: 'basic' } },
      {
        text: 'Intermediate, advanced and elite training videos',
        promise: { kind: 'training', levels: ['intermediate', 'advanced', 'elite'] },
      },
      {
        text: 'Full training series for all eight sports',
        promise: { kind: 'training', levels: trainingLevels },
      },
    ],
    badge: 'Popular',
    specialOffer: 'First month free',
    buttonText: 'Start Free Month',
    popular: true,
  },
  {
    id: 'recruiting',
    name: 'Recruiting Profile',
    description: 'Your athlete profile first where recruiters and college coaches search.',
    price: 3999,
    piPrice: '39.99',
    billing: 'month',
    features: [
      {
        text: 'Everything in the All Training Subscription',
        promise: { kind: 'includes', tier: 'premium' },
      },
      { text: 'Listed first in the athlete search', promise: { kind: 'featured' } },
      {
        text: 'A Featured badge on your athlete card and profile',
        promise: { kind: 'featured' },
      },
    ],
    badge: 'For Recruiting',
    buttonText: 'Get Recruited',
    popular: false,
  },
  {
    id: 'ppv',
    name: 'Pay-Per-View',
    description: 'A pass to one premium channel, without a subscription.',
    price: null,
    piPrice: null,
    billing: 'varies',
    features: [
      { text: 'One premium channel of your choice', promise: { kind: 'pass' } },
      { text: 'Its live stream and replays for 48 hours', promise: { kind: 'pass' } },
      { text: 'No subscription needed', promise: { kind: 'no-subscription' } },
    ],
    buttonText: 'Browse Events',
    popular: false,
  },
  {
    id: 'ai',
    name: 'Performance Analysis',
    description: 'A breakdown of your game film, asked for and paid each time you need one.',
    price: null,
    piPrice: null,
    billing: 'per-use',
    features: [
      { text: 'Asked for through the contact form', promise: { kind: 'on-request' } },
      { text: 'Priced for each analysis', promise: { kind: 'on-request' } },
      { text: 'No subscription needed', promise: { kind: 'no-subscription' } },
    ],
    buttonText: 'Request Analysis',
    popular: false,
  },
];

/** A tier's amount in the chosen currency, as shown on a pricing card. */
export function formatTierPrice(tier: PricingTier, method: PaymentMethod): string {
  if (tier.billing === 'free') return 'Free';
  if (tier.billing === 'varies') return 'Varies';
  if (tier.billing === 'per-use') return 'Per use';
  if (method === 'pi') return formatPi(tier.piPrice ?? '0');
  return formatUsd(tier.price ?? 0);
}

/** The line under the amount: the period, or what decides the amount. */
export function describeTierBilling(tier: PricingTier): string {
  switch (tier.billing) {
    case 'free':
      return 'No payment needed';
    case 'month':
      return 'per month';
    case 'varies':
      return 'price set per event';
    case 'per-use':
      return 'priced per analysis';
  }
}
