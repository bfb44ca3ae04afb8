import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('reuses a value until it expires, and forgets everything when cleared', async () => {
    const cache = new TtlCache<number>(1000, 10);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return computed * 10;
    };
    expect(await cache.get('k', compute, 0)).toBe(10);
    expect(await cache.get('k', compute, 999)).toBe(10);
    expect(await cache.get('k', compute, 2000)).toBe(20);
    cache.clear();
    expect(await cache.get('k', compute, 2001)).toBe(30);
  });

  it('gives an expired value once more while the fresh one is computed', async () => {
    const cache = new TtlCache<string>(1000);
    let version = 0;
    const compute = async () => `v${++version}`;
    expect(await cache.get('k', compute, 0)).toBe('v1');
    expect(await cache.get('k', compute, 1500)).toBe('v1'); // past its time: v2 is on its way
    expect(await cache.get('k', compute, 1501)).toBe('v2');
    expect(version).toBe(2);
    expect(await cache.get('k', compute, 5000)).toBe('v3'); // long past: computed while waiting
  });

  it('drops the entry used longest ago when full', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    let calls = 0;
    const compute = async () => ++calls;
    await cache.get('a', compute, 0);
    await cache.get('b', compute, 0);
    await cache.get('a', compute, 1); // a is used again: b is now the one used longest ago
    await cache.get('c', compute, 2);
    expect(calls).toBe(3);
    await cache.get('a', compute, 3);
    expect(calls).toBe(3);
    await cache.get('b', compute, 3);
    expect(calls).toBe(4);
  });

  it('computes once for callers that ask at the same time', async () => {
    const cache = new TtlCache<string>(1000);
    let calls = 0;
    let finish!: (value: string) => void;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('k', compute);
    const second = cache.get('k', compute);
    finish('page');
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(calls).toBe(1);
  });

  it('does not keep a value computed before a clear, nor a failure', async () => {
    const cache = new TtlCache<string>(60_000);
    let finish!: (value: string) => void;
    const stale = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect(await stale).toBe('before the change');
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change');

    await expect(cache.get('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('e', async () => 'back')).toBe('back');
  });

  describe('after refreshSoon', () => {
    const options = { staleForMs: 500, refreshGapMs: 100 };
    const counter = () => {
      let n = 0;
      return { compute: async () => `v${(n += 1)}`, calls: () => n };
    };

    it('gives the kept value while one fresh one is computed behind it', async () => {
      const cache = new TtlCache<string>(60_000, 10, options);
      const { compute, calls } = counter();
      expect(await cache.get('k', compute, 1000)).toBe('v1');
      cache.refreshSoon(1050);
      // Within the half second: the kept value at once, and one computation started once the
      // gap since the last one has passed.
      expect(await cache.get('k', compute, 1060)).toBe('v1');
      expect(calls()).toBe(1);
      expect(await cache.get('k', compute, 1110)).toBe('v1');
      expect(await cache.get('k', compute, 1120)).toBe('v2');
      expect(calls()).toBe(2);
    });

    it('computes a busy key at most once per gap however many edits come', async () => {
      const cache = new TtlCache<string>(60_000, 10, options);
      const { compute, calls } = counter();
      await cache.get('k', compute, 0);
      for (let at = 10; at < 300; at += 10) {
        cache.refreshSoon(at);
        await cache.get('k', compute, at);
      }
      // One computation per 100 ms gap since the last: at 100 and 200 (after the first, at 0).
      expect(calls()).toBe(3);
    });

    it('makes callers wait once a value has missed an edit for longer than it may', async () => {
      const cache = new TtlCache<string>(60_000, 10, { staleForMs: 500, refreshGapMs: 1000 });
      const { compute } = counter();
      await cache.get('k', compute, 0);
      cache.refreshSoon(0);
      expect(await cache.get('k', compute, 600)).toBe('v2');
    });

    it('gives callers that ask for it only an up-to-date value', async () => {
      const cache = new TtlCache<string>(60_000, 10, options);
      const { compute } = counter();
      await cache.get('k', compute, 0);
      cache.refreshSoon(0);
      expect(await cache.get('k', compute, 10, { current: true })).toBe('v2');
    });
  });

  describe('after refreshTagged', () => {
    /** Values that say what they show: `value@tag,tag`. */
    const tagsOf = (value: string) => value.split('@')[1]?.split(',') ?? [];
    const options = { staleForMs: 500, refreshGapMs: 100, tagsOf };
    const computing = () => {
      const calls: Record<string, number> = {};
      return {
        compute: (key: string, tags: string) => async () =>
          `${key}${(calls[key] = (calls[key] ?? 0) + 1)}@${tags}`,
        calls,
      };
    };

    it('computes again only the values that show what changed', async () => {
      const cache = new TtlCache<string>(60_000, 10, options);
      const { compute, calls } = computing();
      await cache.get('a', compute('a', 'x'), 0);
      await cache.get('b', compute('b', 'y'), 0);
      await cache.get('c', compute('c', ''), 0);
      cache.refreshTagged(['x'], 200);
      // Past the gap and the lateness: an out-of-date value would be computed again now.
      expect(await cache.get('a', compute('a', 'x'), 800)).toBe('a2@x');
      expect(await cache.get('b', compute('b', 'y'), 800)).toBe('b1@y');
      expect(await cache.get('c', compute('c', ''), 800)).toBe('c1@');
      expect(calls).toEqual({ a: 2, b: 1, c: 1 });
      // refreshSoon still reaches every value, tagged or not.
      cache.refreshSoon(900);
      expect(await cache.get('c', compute('c', ''), 1500)).toBe('c2@');
    });

    it('gives the kept value while the fresh one is computed, as refreshSoon does', async () => {
      const cache = new TtlCache<string>(60_000, 10, options);
      const { compute } = computing();
      await cache.get('a', compute('a', 'x'), 0);
      cache.refreshTagged(['x'], 200);
      expect(await cache.get('a', compute('a', 'x'), 210)).toBe('a1@x');
      expect(await cache.get('a', compute('a', 'x'), 220)).toBe('a2@x');
    });

    it('tests a computation under way against the changes made meanwhile, once its value is known', async () => {
      const cache = new TtlCache<string>(60_000, 10, options);
      const finish: Record<string, (value: string) => void> = {};
      const slow = (key: string) => () => new Promise<string>((resolve) => (finish[key] = resolve));
      const showing = cache.get('a', slow('a'), 0);
      const other = cache.get('b', slow('b'), 0);
      cache.refreshTagged(['x'], 10);
      finish.a!('old@x');
      finish.b!('old@y');
      expect([await showing, await other]).toEqual(['old@x', 'old@y']);
      const { compute, calls } = computing();
      // The value that shows x missed the change made while it was computed; the other did not.
      expect(await cache.get('a', compute('a', 'x'), 700)).toBe('a1@x');
      expect(await cache.get('b', compute('b', 'y'), 700)).toBe('old@y');
      expect(calls).toEqual({ a: 1 });
    });

    it("forgets a dropped value's tags", async () => {
      const cache = new TtlCache<string>(60_000, 1, options);
      const { compute, calls } = computing();
      await cache.get('a', compute('a', 'x'), 0);
      await cache.get('b', compute('b', 'y'), 0); // a is dropped: the cache holds one value
      await cache.get('a', compute('a', 'z'), 0); // and b, for a again, now showing z
      cache.refreshTagged(['x', 'y'], 10);
      expect(await cache.get('a', compute('a', 'z'), 800)).toBe('a2@z');
      expect(calls).toEqual({ a: 2, b: 1 });
    });
  });
});
