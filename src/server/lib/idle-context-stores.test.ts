import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { promisesTracked } from '../test/promises-tracked';
import { switchOffIdleContextStores } from './idle-context-stores';

switchOffIdleContextStores();

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('context stores switched off while idle', () => {
  it('leaves promises untracked once no run is under way, and tracks them again during the next', async () => {
    const request = new AsyncLocalStorage<string>();
    const endpoint = new AsyncLocalStorage<string>();
    await request.run('one', () => endpoint.run('inner', async () => Promise.resolve()));
    expect(await promisesTracked()).toBe(false);

    const inside = await request.run('two', async () => {
      const tracked = await promisesTracked();
      return { store: request.getStore(), tracked };
    });
    expect(inside).toEqual({ store: 'two', tracked: true });
    expect(await promisesTracked()).toBe(false);
  });

  it('keeps a run’s store through its awaits while a run of another store ends', async () => {
    const request = new AsyncLocalStorage<string>();
    const transaction = new AsyncLocalStorage<string>();
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
    // A render's synchronous run, ended in its own turn, while the sign-in waits.
    transaction.run('render', () => transaction.getStore());
    gate.resolve();
    await long;
    expect(seen).toEqual(['sign-in', 'sign-in']);
    expect(await promisesTracked()).toBe(false);
  });

  it('counts a run that throws, rejects or returns a plain value as ended', async () => {
    const store = new AsyncLocalStorage<string>();
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
    expect(await promisesTracked()).toBe(false);
  });

  it('leaves a thenable a run returns to its caller to start, once', async () => {
    const store = new AsyncLocalStorage<string>();
    let started = 0;
    // A query builder is such a thenable: each `then` runs its query.
    const query = {
      then(done: (rows: string[]) => void) {
        started += 1;
        done(['row']);
      },
    };
    expect(await store.run('query', () => query)).toEqual(['row']);
    expect(started).toBe(1);
    expect(await promisesTracked()).toBe(false);
  });

  it('leaves a store given a value with enterWith on, as it has no end', async () => {
    const store = new AsyncLocalStorage<string>();
    await new Promise<void>((done) => {
      setImmediate(() => {
        store.enterWith('entered');
        store.run('x', () => undefined);
        setImmediate(() => {
          expect(store.getStore()).toBe('entered');
          done();
        });
      });
    });
    store.disable();
  });

  it('is installed once however often it is called', async () => {
    switchOffIdleContextStores();
    const store = new AsyncLocalStorage<string>();
    await store.run('x', async () => Promise.resolve());
    expect(await promisesTracked()).toBe(false);
  });
});
