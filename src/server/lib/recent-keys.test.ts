import { describe, expect, it } from 'vitest';
import { RecentKeys } from './recent-keys';

describe('recent keys', () => {
  it('holds a key until its time, and lets the oldest go when full', () => {
    const keys = new RecentKeys(2);
    keys.remember('a', 100);
    expect(keys.has('a', 99)).toBe(true);
    expect(keys.has('a', 100)).toBe(false);
    keys.remember('b', 200);
    keys.remember('a', 300);
    keys.remember('c', 300);
    // 'b' was remembered longest ago ('a' again since): it went.
    expect(keys.has('b', 0)).toBe(false);
    expect(keys.has('a', 0)).toBe(true);
    expect(keys.has('c', 0)).toBe(true);
  });
});
