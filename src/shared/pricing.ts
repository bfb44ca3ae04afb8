export type PricingTierId = 'basic' | 'premium' | 'recruiting' | 'ppv' | 'ai';

/** How a tier is charged: a fixed monthly amount, nothing, or an amount that depends on the purchase. */
export type PricingBilling = 'free' | 'month' | 'varies' | 'per-use';

export type PaymentMethod = 'pi' | 'card';

export type PricingTier = {
  id: PricingTierId;
  name: string;
  description: string;
  /** US dollars in cents per billing period; null when the amount depends on what is bought. */
  price: number | null;
  /** Pi as a decimal string per billing period; null when the amount depends on what is bought. */
  piPrice: string | null;
  billing: PricingBilling;
  features: string[];
  badge?: string;
  specialOffer?: string;
  buttonText: string;
  popular: boolean;
};

/** The payment method the pricing switch starts on (spec §9: default pi). */
export const defaultPaymentMethod: PaymentMethod = 'pi';

/** Every plan, in the order the pricing sections show them. The home page and /pricing read this. */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'basic',
    name: 'Basic Access',
    description: 'Start training and build your athlete profile at no cost.',
    price: 0,
    piPrice: '0',
    billing: 'free',
    features: [
      'Athlete profile with sport, position and class year',
      'Basic-level training videos in all eight sports',
      'Watch free live streams and replays',
      'Success stories and training tips',
    ],
    buttonText: 'Start Free',
    popular: false,
  },
  {
    id: 'premium',
    name: 'All Training Subscription',
    description: 'Every training level in every sport, plus premium live streams.',
    price: 999,
    piPrice: '9.99',
    billing: 'month',
    features: [
      'Everything in Basic Access',
      'Intermediate, advanced and elite training videos',
      'Full training series for all eight sports',
      'Premium live streams and team channels',
      'Early access to athlete highlight NFTs',
    ],
    badge: 'Popular',
    specialOffer: 'First month free',
    buttonText: 'Start Free Month',
    popular: true,
  },
  {
    id: 'recruiting',
    name: 'Recruiting Profile',
    description: 'Put your profile in front of recruiters and college coaches.',
    price: 3999,
    piPrice: '39.99',
    billing: 'month',
    features: [
      'Everything in the All Training Subscription',
      'Featured placement in athlete search',
      'Messaging with verified college coaches',
      'Highlight video analysis',
      'Recruiting checklist and profile review',
    ],
    badge: 'For Recruiting',
    buttonText: 'Get Recruited',
    popular: false,
  },
  {
    id: 'ppv',
    name: 'Pay-Per-View',
    description: 'Buy a single live event or tournament without a subscription.',
    price: null,
    piPrice: null,
    billing: 'varies',
    features: [
      'One live game, tournament or event',
      'Replay access after the broadcast',
      'No subscription needed',
    ],
    buttonText: 'Browse Events',
    popular: false,
  },
  {
    id: 'ai',
    name: 'Performance Analysis',
    description: 'A detailed breakdown of your game film, paid each time you use it.',
    price: null,
    piPrice: null,
    billing: 'per-use',
    features: [
      'Upload a game or workout video',
      'Breakdown of technique and decision making',
      'Drills picked for what the film shows',
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
  if (method === 'pi') return `${tier.piPrice} π`;
  return `$${((tier.price ?? 0) / 100).toFixed(2)}`;
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
