import { executionAsyncId } from 'node:async_hooks';

/**
 * Whether the process's promises carry async hooks just now (on Node 20, while any
 * AsyncLocalStorage store is on): a promise's reaction then runs with an async id of its own, and
 * with none (0) when no hook tracks promises.
 */
export const promisesTracked = async (): Promise<boolean> =>
  (await Promise.resolve().then(() => executionAsyncId())) !== 0;
