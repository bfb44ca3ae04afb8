import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

describe('CountCache', () => {
  it('reuses a total until it expires, and forgets everything when cleared', async () => {
    const cache = new CountCache(1000, 10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return computed * 10;
    };
    expect(await cache.get('k', compute, 0)).toBe(10);
    expect(await cache.get('k', compute, 999)).toBe(10);
    expect(await cache.get('k', compute, 1000)).toBe(20);
    cache.clear();
    expect(await cache.get('k', compute, 1001)).toBe(30);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new CountCache(60_000, 2);
    let calls = 0;
    const compute = async () => ++calls;
    await cache.get('a', compute, 0);
    await cache.get('b', compute, 0);
    await cache.get('c', compute, 0);
    await cache.get('b', compute, 1);
    expect(calls).toBe(3);
    await cache.get('a', compute, 1);
    expect(calls).toBe(4);
  });
});
