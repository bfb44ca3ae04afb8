import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  formatMoney,
  formatPi,
  formatUsd,
  formatWholeMoney,
  parseMoneyInput,
} from './money';

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
    expect(formatWholeMoney(-1)).toBe('$0');
  });

  it('gives a price field its decimal text', () => {
    expect(centsToDecimal(499)).toBe('4.99');
    expect(centsToDecimal(100000)).toBe('1000.00');
  });

  it('reads as the browser’s own en-US number formats do, for any amount', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const two = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [
      0, 1, 5, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, -1, -250, -123_456,
    ];
    for (let i = 0; i < 500; i += 1) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 11))));
    for (const cents of amounts) {
      expect(formatUsd(cents)).toBe(usd.format(cents / 100));
      expect(formatMoney(cents, 'pi')).toBe(`${two.format(cents / 100)} π`);
      // Intl writes "-0" for a loss that rounds to nothing; the axis reads "$0" there.
      if (cents > -50) continue;
      expect(formatWholeMoney(cents)).toBe(`$${whole.format(cents / 100)}`);
    }
    for (const cents of amounts.filter((cents) => cents >= 0)) {
      expect(formatWholeMoney(cents)).toBe(`$${whole.format(cents / 100)}`);
    }
  });

  it('reads an amount typed in any money field, in hundredths', () => {
    expect(parseMoneyInput('12.50')).toBe(1250);
    expect(parseMoneyInput(' $4.99 ')).toBe(499);
    expect(parseMoneyInput('1,000')).toBe(100_000);
    expect(parseMoneyInput('1,234.5')).toBe(123_450);
    expect(parseMoneyInput('12,50')).toBe(1250);
    expect(parseMoneyInput('.5')).toBe(50);
    expect(parseMoneyInput('0.1')).toBe(10);
    expect(parseMoneyInput('-3')).toBe(-300);
    expect(parseMoneyInput('')).toBeNull();
    expect(parseMoneyInput('   ')).toBeNull();
    for (const text of ['abc', '4.999', '5.', '$', '1,00.00', '12 50', '1e3']) {
      expect(parseMoneyInput(text)).toBeUndefined();
    }
  });
});
