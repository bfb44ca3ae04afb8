import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { switchOffWhenIdle } from './idle-context-stores';

/** Whether Node keeps the store on: on Node 20, an async hook on every new promise while it is. */
const isOn = (store: AsyncLocalStorage<unknown>) =>
  (store as unknown as { enabled: boolean }).enabled;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('context stores switched off while idle', () => {
  it('keeps a run’s store through its awaits while a run of another store ends', async () => {
    const request = new AsyncLocalStorage<string>();
    const transaction = new AsyncLocalStorage<string>();
    switchOffWhenIdle([request, transaction]);
    const gate = deferred();
    const seen: (string | undefined)[] = [];
    const long = request.run('sign-in', async () => {
      seen.push(request.getStore());
      await gate.promise;
      seen.push(request.getStore());
    });
    await transaction.run('write', async () => {
      await Promise.resolve();
    });
    expect(isOn(request)).toBe(true);
    gate.resolve();
    await long;
    expect(seen).toEqual(['sign-in', 'sign-in']);
  });

  it('switches every store off once no run is under way, and on again with the next run', async () => {
    const request = new AsyncLocalStorage<string>();
    const endpoint = new AsyncLocalStorage<string>();
    switchOffWhenIdle([request, endpoint]);
    await request.run('one', () => endpoint.run('inner', async () => Promise.resolve()));
    expect([isOn(request), isOn(endpoint)]).toEqual([false, false]);

    const inside = await request.run('two', async () => {
      await Promise.resolve();
      return request.getStore();
    });
    expect(inside).toBe('two');
    expect(isOn(request)).toBe(false);
  });

  it('counts a run that throws, rejects or returns a plain value as ended', async () => {
    const store = new AsyncLocalStorage<string>();
    switchOffWhenIdle([store]);
    expect(() =>
      store.run('a', () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    await expect(
      store.run('b', async () => {
        await Promise.resolve();
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
    expect(store.run('c', () => store.getStore())).toBe('c');
    expect(isOn(store)).toBe(false);
  });

  it('watches a store given twice once', async () => {
    const store = new AsyncLocalStorage<string>();
    switchOffWhenIdle([store]);
    switchOffWhenIdle([store]);
    await store.run('x', async () => Promise.resolve());
    expect(isOn(store)).toBe(false);
  });
});
