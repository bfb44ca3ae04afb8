import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and then hands the module out at once', async () => {
    const load = vi.fn(async () => 'module');
    const loader = loadOnce(load);
    expect(loader.get()).toBeUndefined();
    await Promise.all([loader.load(), loader.load()]);
    expect(loader.get()).toBe('module');
    await loader.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so it can be tried again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const loader = loadOnce(load);
    await expect(loader.load()).rejects.toThrow('offline');
    expect(loader.get()).toBeUndefined();
    await expect(loader.load()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
