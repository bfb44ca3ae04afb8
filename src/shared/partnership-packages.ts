export type PartnershipPackageId = 'pro' | 'pro-plus' | 'vip' | 'vip-plus';

export type PartnershipPackage = {
  id: PartnershipPackageId;
  title: string;
  /** The amount as shown, e.g. "$79". */
  price: string;
  /** What the price is charged per: each month, or once for life. */
  subtitle: string;
  description: string;
  /** Revenue split in percent. */
  revenueSplit: number;
  /** Per-athlete payout in whole US dollars. */
  perAthletePayout: number;
  /** Comped athlete accounts: exactly this many, or up to this many. */
  compedAccounts: { count: number; upTo: boolean };
  downlineLayers: number;
  /** The figures above as the lines a package card lists. */
  splits: string[];
  features: string[];
  popular: boolean;
  badge?: string;
};

type PackageFigures = Pick<
  PartnershipPackage,
  'revenueSplit' | 'perAthletePayout' | 'compedAccounts' | 'downlineLayers'
>;

function splitLines(figures: PackageFigures): string[] {
  const { count, upTo } = figures.compedAccounts;
  const accounts = `${upTo ? 'Up to ' : ''}${count} comped athlete account${count === 1 ? '' : 's'}`;
  const layers = `${figures.downlineLayers} downline layer${figures.downlineLayers === 1 ? '' : 's'}`;
  return [
    `${figures.revenueSplit}% revenue split`,
    `$${figures.perAthletePayout} per-athlete payout`,
    accounts,
    layers,
  ];
}

function definePackage(
  pkg: Omit<PartnershipPackage, 'splits'> & PackageFigures,
): PartnershipPackage {
  return { ...pkg, splits: splitLines(pkg) };
}

/** The four recruiting partnership packages with their figures (docs/product.md#partnership). */
export const partnershipPackages: readonly PartnershipPackage[] = [
  definePackage({
    id: 'pro',
    title: 'PRO',
    price: '$79',
    subtitle: 'per month',
    description: 'For an individual trainer or recruiter bringing their first athletes on board.',
    revenueSplit: 30,
    perAthletePayout: 25,
    compedAccounts: { count: 1, upTo: false },
    downlineLayers: 1,
    features: ['Partner dashboard and referral link', 'Monthly payout statement', 'Email support'],
    popular: false,
  }),
  definePackage({
    id: 'pro-plus',
    title: 'PRO+',
    price: '$150',
    subtitle: 'per month',
    description: 'For coaches and small programs working with a roster of athletes.',
    revenueSplit: 50,
    perAthletePayout: 15,
    compedAccounts: { count: 5, upTo: true },
    downlineLayers: 2,
    features: [
      'Everything in PRO',
      'Co-branded sign-up page for your program',
      'Priority email support',
    ],
    popular: false,
  }),
  definePackage({
    id: 'vip',
    title: 'VIP',
    price: '$250',
    subtitle: 'per month',
    description: 'For clubs, academies and recruiting services growing across several teams.',
    revenueSplit: 70,
    perAthletePayout: 7,
    compedAccounts: { count: 10, upTo: true },
    downlineLayers: 3,
    features: [
      'Everything in PRO+',
      'Featured partner listing',
      'Quarterly strategy call with our partnership team',
    ],
    popular: true,
    badge: 'Most Popular',
  }),
  definePackage({
    id: 'vip-plus',
    title: 'VIP+',
    price: '$25,000',
    subtitle: 'lifetime',
    description: 'A one-time lifetime partnership for organizations committed for the long run.',
    revenueSplit: 80,
    perAthletePayout: 5,
    compedAccounts: { count: 20, upTo: true },
    downlineLayers: 4,
    features: ['Everything in VIP', 'No monthly fee, ever', 'A named partnership manager'],
    popular: false,
    badge: 'Lifetime',
  }),
];
