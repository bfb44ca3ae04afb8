import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [0.4, '0:00'],
    [5, '0:05'],
    [59.99, '0:59'],
    [60, '1:00'],
    [225, '3:45'],
    [920, '15:20'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, -0.5])(
    'shows 0:00 for %s',
    (value) => {
      expect(formatDuration(value)).toBe('0:00');
    },
  );
});

describe('parseDuration', () => {
  it('reads m:ss', () => {
    expect(parseDuration('3:45')).toBe(225);
    expect(parseDuration('15:20')).toBe(920);
  });

  it.each(['', '3:60', '3:5', 'abc', '1:02:03', '-1:00'])('rejects %j', (text) => {
    expect(parseDuration(text)).toBeNaN();
  });
});
