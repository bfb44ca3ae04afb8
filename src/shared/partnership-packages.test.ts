import { describe, expect, it } from 'vitest';
import { partnershipPackages } from './partnership-packages';

describe('partnership packages', () => {
  it('have exactly the figures of docs/product.md#partnership', () => {
    expect(
      partnershipPackages.map((pkg) => ({
        title: pkg.title,
        price: `${pkg.price} ${pkg.subtitle}`,
        split: pkg.revenueSplit,
        payout: pkg.perAthletePayout,
        comped: pkg.compedAccounts,
        layers: pkg.downlineLayers,
      })),
    ).toEqual([
      {
        title: 'PRO',
        price: '$79 per month',
        split: 30,
        payout: 25,
        comped: { count: 1, upTo: false },
        layers: 1,
      },
      {
        title: 'PRO+',
        price: '$150 per month',
        split: 50,
        payout: 15,
        comped: { count: 5, upTo: true },
        layers: 2,
      },
      {
        title: 'VIP',
        price: '$250 per month',
        split: 70,
        payout: 7,
        comped: { count: 10, upTo: true },
        layers: 3,
      },
      {
        title: 'VIP+',
        price: '$25,000 lifetime',
        split: 80,
        payout: 5,
        comped: { count: 20, upTo: true },
        layers: 4,
      },
    ]);
  });

  it('mark VIP, and only VIP, as the most popular', () => {
    expect(partnershipPackages.filter((pkg) => pkg.popular).map((pkg) => pkg.title)).toEqual([
      'VIP',
    ]);
    expect(partnershipPackages.find((pkg) => pkg.popular)?.badge).toBe('Most Popular');
  });

  it('list the same figures on each card', () => {
    expect(partnershipPackages.map((pkg) => pkg.splits)).toEqual([
      [
        '30% revenue split',
        '$25 per-athlete payout',
        '1 comped athlete account',
        '1 downline layer',
      ],
      [
        '50% revenue split',
        '$15 per-athlete payout',
        'Up to 5 comped athlete accounts',
        '2 downline layers',
      ],
      [
        '70% revenue split',
        '$7 per-athlete payout',
        'Up to 10 comped athlete accounts',
        '3 downline layers',
      ],
      [
        '80% revenue split',
        '$5 per-athlete payout',
        'Up to 20 comped athlete accounts',
        '4 downline layers',
      ],
    ]);
  });
});
