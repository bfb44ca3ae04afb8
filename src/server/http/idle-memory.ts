import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long a busy process waits without a new request before it gives memory back. */
export const QUIET_MS = 2000;

/**
 * The runtime's full collection: `globalThis.gc` when the process was started with `--expose-gc`,
 * otherwise the same function asked of the runtime now. Every server process needs it, not only
 * cluster workers: the single process (the embedded database, or PostgreSQL with the default
 * `WEB_CONCURRENCY` of 1) grows under a burst as a worker does, and is started by `npm start` or
 * a plain `node dist/server/index.js` with no flags. Undefined if the runtime refuses.
 */
function fullCollection(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    setFlagsFromString('--expose-gc');
    const collect: unknown = runInNewContext('gc');
    return typeof collect === 'function' ? (collect as () => void) : undefined;
  } catch {
    return undefined;
  }
}

/** The runtime's full collection, as every server process gets it. */
export const collectGarbage = fullCollection();

/**
 * Two full collections: the first frees what the burst left, the second finds the heap mostly
 * empty and gives its spare pages back (measured: a worker's heap 238 → 93 MB and its resident
 * memory 323 → 178 MB; one collection left the heap at 164 to 194).
 */
const twoFullCollections =
  collectGarbage &&
  (() => {
    collectGarbage();
    collectGarbage();
  });

/**
 * Under load a worker's heap grows to several times its resting size, and the runtime keeps it
 * grown long after the load ends. After a burst, once `quietMs` pass with no new request (between
 * one and two `quietMs` after the last one), this runs `collect` (two full collections), so the
 * heap shrinks back while nothing is waiting for the process. It runs once per burst, never while
 * requests keep coming. Without a collection to call (a runtime that gives none) it does nothing.
 * Returns a function that stops watching.
 */
export function releaseMemoryWhenQuiet(
  server: EventEmitter,
  {
    collect = twoFullCollections,
    quietMs = QUIET_MS,
  }: { collect?: (() => void) | null | undefined; quietMs?: number } = {},
): () => void {
  if (!collect) return () => {};
  let requestSinceTick = false;
  let quietTicks = 0;
  let busySinceCollection = false;
  const onRequest = () => (requestSinceTick = true);
  server.on('request', onRequest);
  // Two ticks per quiet spell: a timer per request would cost more than the collection saves.
  const tick = setInterval(() => {
    if (requestSinceTick) {
      requestSinceTick = false;
      quietTicks = 0;
      busySinceCollection = true;
      return;
    }
    quietTicks += 1;
    if (quietTicks >= 2 && busySinceCollection) {
      busySinceCollection = false;
      collect();
    }
  }, quietMs / 2);
  tick.unref();
  return () => {
    clearInterval(tick);
    server.off('request', onRequest);
  };
}
