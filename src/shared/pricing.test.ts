import { describe, expect, it } from 'vitest';
import {
  defaultPaymentMethod,
  describeTierBilling,
  formatTierPrice,
  pricingTiers,
} from './pricing';

const tier = (id: string) => {
  const found = pricingTiers.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no tier ${id}`);
  return found;
};

describe('pricing tiers', () => {
  it('are the five tiers of docs/product.md#plans, in order', () => {
    expect(pricingTiers.map((candidate) => candidate.id)).toEqual([
      'basic',
      'premium',
      'recruiting',
      'ppv',
      'ai',
    ]);
  });

  it('have the prices of docs/product.md#plans', () => {
    expect(tier('basic')).toMatchObject({ price: 0, billing: 'free' });
    expect(tier('premium')).toMatchObject({
      price: 999,
      piPrice: '9.99',
      billing: 'month',
      specialOffer: 'First month free',
    });
    expect(tier('recruiting')).toMatchObject({ price: 3999, billing: 'month' });
    expect(tier('ppv')).toMatchObject({ price: null, piPrice: null, billing: 'varies' });
    expect(tier('ai')).toMatchObject({ price: null, piPrice: null, billing: 'per-use' });
  });

  it('show each amount in the chosen currency, and no invented amounts', () => {
    expect(formatTierPrice(tier('premium'), 'card')).toBe('$9.99');
    expect(formatTierPrice(tier('premium'), 'pi')).toBe('9.99 π');
    expect(formatTierPrice(tier('recruiting'), 'card')).toBe('$39.99');
    expect(formatTierPrice(tier('basic'), 'card')).toBe('Free');
    expect(formatTierPrice(tier('ppv'), 'pi')).toBe('Varies');
    expect(formatTierPrice(tier('ai'), 'card')).toBe('Per use');
    expect(describeTierBilling(tier('premium'))).toBe('per month');
  });

  it('mark the All Training Subscription as the popular plan', () => {
    expect(pricingTiers.filter((candidate) => candidate.popular).map((c) => c.name)).toEqual([
      'All Training Subscription',
    ]);
  });

  it('start on the pi payment method', () => {
    expect(defaultPaymentMethod).toBe('pi');
  });
});
