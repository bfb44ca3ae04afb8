import { describe, expect, it } from 'vitest';
import { formatTestAmount, parseTestAmount, stepTestAmount, TEST_AMOUNT } from './pi';

describe('the test payment amount (docs/product.md#test-payments)', () => {
  it('starts at 1 and shows one decimal', () => {
    expect(formatTestAmount(TEST_AMOUNT.initial)).toBe('1.0');
  });

  it('steps by 0.1 and never goes below 0.1', () => {
    expect(stepTestAmount(1, 1)).toBe(1.1);
    expect(stepTestAmount(1, -1)).toBe(0.9);
    expect(stepTestAmount(0.2, -1)).toBe(0.1);
    expect(stepTestAmount(0.1, -1)).toBe(0.1);
    // No floating-point drift after many steps.
    let amount = 1;
    for (let i = 0; i < 7; i += 1) amount = stepTestAmount(amount, 1);
    expect(amount).toBe(1.7);
  });

  it('falls back to 1 for empty or invalid input, and keeps a typed amount to one decimal', () => {
    expect(parseTestAmount('')).toBe(1);
    expect(parseTestAmount('abc')).toBe(1);
    expect(parseTestAmount('-3')).toBe(1);
    expect(parseTestAmount('2.54')).toBe(2.5);
    expect(parseTestAmount('0.04')).toBe(0.1);
  });
});
