import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Switches every AsyncLocalStorage store of the process off whenever no store's `run` is under
 * way. Installed once per process; calling it again does nothing.
 *
 * On Node 20 a store that has been used once puts an async hook on every promise the process
 * makes from then on (each new promise is handed the store of the code that made it), whether or
 * not anything reads it. The server's libraries keep a call's context in stores: better-auth its
 * request, endpoint and transaction, React's server renderer the page it renders, and the page
 * renderer the page's API calls (src/client/entry-server.tsx). So after the first sign-in or
 * page render, every request of the server paid for hooks only those calls read.
 *
 * A store switched off costs nothing, and its next `run` switches it on again (Node's own
 * behaviour). A run ends when its callback returns a plain value or throws, or when the promise
 * it returns settles; the stores are switched off when the last run under way ends, so work of
 * one call never loses its store because another call ended. Work a run starts without waiting
 * for it, that reads the store after the run has ended, would find it empty: every store of the
 * process must belong to code that waits for what it starts, as these do. A store given a value
 * with `enterWith` (which has no end) is left on.
 */
export function switchOffIdleContextStores(): void {
  if (installed) return;
  installed = true;
  const proto = AsyncLocalStorage.prototype;
  const run = proto.run;
  const enterWith = proto.enterWith;
  proto.run = function <R, A extends unknown[]>(
    this: AsyncLocalStorage<unknown>,
    value: unknown,
    callback: (...args: A) => R,
    ...args: A
  ): R {
    underWay += 1;
    used.add(this);
    let result: R;
    try {
      result = run.call(this, value, callback, ...args) as R;
    } catch (error) {
      ended();
      throw error;
    }
    // The caller gets the run's own promise, settled as before; this one only counts. Only a
    // promise is followed: calling `then` on another thenable (a query builder) may start it.
    if (result instanceof Promise) result.then(ended, ended);
    else ended();
    return result;
  } as AsyncLocalStorage<unknown>['run'];
  proto.enterWith = function (this: AsyncLocalStorage<unknown>, value: unknown) {
    keptOn.add(this);
    enterWith.call(this, value);
  };
}

let installed = false;
/** How many runs are under way, of any store. */
let underWay = 0;
/** The stores run since they were last switched off. */
const used = new Set<AsyncLocalStorage<unknown>>();
const keptOn = new WeakSet<AsyncLocalStorage<unknown>>();

function ended() {
  underWay -= 1;
  if (underWay > 0) return;
  for (const store of used) if (!keptOn.has(store)) store.disable();
  used.clear();
}
