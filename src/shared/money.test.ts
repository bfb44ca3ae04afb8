import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatMoney, formatPi, formatUsd, formatWholeMoney } from './money';

describe('money', () => {
  it('shows dollars with a symbol and thousands grouped', () => {
    expect(formatUsd(999)).toBe('$9.99');
    expect(formatUsd(3000)).toBe('$30.00');
    expect(formatUsd(100000)).toBe('$1,000.00');
    expect(formatMoney(3999, 'USD')).toBe('$39.99');
  });

  it('shows Pi with its sign after the amount, stored in hundredths or not', () => {
    expect(formatMoney(999, 'pi')).toBe('9.99 π');
    expect(formatMoney(123456, 'pi')).toBe('1,234.56 π');
    expect(formatPi(39.99)).toBe('39.99 π');
  });

  it('names any other currency by its code', () => {
    expect(formatMoney(1250, 'eur')).toBe('12.50 EUR');
  });

  it('labels a chart axis in whole units', () => {
    expect(formatWholeMoney(123_456_78)).toBe('$123,457');
    expect(formatWholeMoney(150_000, 'pi')).toBe('1,500 π');
    expect(formatWholeMoney(0)).toBe('$0');
  });

  it('gives a price field its decimal text', () => {
    expect(centsToDecimal(499)).toBe('4.99');
    expect(centsToDecimal(100000)).toBe('1000.00');
  });
});
