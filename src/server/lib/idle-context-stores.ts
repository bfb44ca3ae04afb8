import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Switches these AsyncLocalStorage stores off whenever none of their `run` calls is under way.
 *
 * On Node 20 a store that has been used once puts an async hook on every promise the process
 * makes from then on (each new promise is handed the store of the code that made it), whether or
 * not anything reads it. A library that keeps its call's context in stores (better-auth: the
 * request, the endpoint, the transaction) thus made every request of the server slower after the
 * first sign-in, although only that library's own calls read them. Switched off, a store costs
 * nothing; its next `run` switches it on again (Node's own behaviour), and it is switched off
 * once that run, and every other run of these stores, has settled: a run's promise resolved or
 * rejected, or a plain value returned. While any run is under way none is switched off, so work
 * of one call never loses its store because another call ended (one count for every store
 * watched in the process).
 *
 * Work a run starts without waiting for it, that reads the store after the run has settled,
 * would find it empty: the stores given here must belong to code that waits for what it starts.
 */
export function switchOffWhenIdle(stores: readonly AsyncLocalStorage<unknown>[]): void {
  for (const store of stores) {
    if (watched.includes(store)) continue;
    watched.push(store);
    const run = store.run.bind(store);
    store.run = (<R, A extends unknown[]>(
      value: unknown,
      callback: (...args: A) => R,
      ...args: A
    ) => {
      underWay += 1;
      let result: R;
      try {
        result = run(value, callback, ...args);
      } catch (error) {
        settled();
        throw error;
      }
      // The caller gets the run's own promise, settled as before; this one only counts.
      if (isThenable(result)) result.then(settled, settled);
      else settled();
      return result;
    }) as AsyncLocalStorage<unknown>['run'];
  }
}

/** Every store watched in this process, and how many of their runs are under way. */
const watched: AsyncLocalStorage<unknown>[] = [];
let underWay = 0;

function settled() {
  underWay -= 1;
  if (underWay === 0) for (const store of watched) store.disable();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
