import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Clock } from '../lib/clock';
import { AppError } from './app-error';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** A stream ends after this long; the browser's EventSource connects again (maybe elsewhere). */
const LIFETIME_MS = 10 * 60_000;

/** Counts the open streams of one kind, to refuse more than `max` at once. */
export function eventStreamLimit(max: number) {
  return { max, open: 0 };
}

/**
 * A server-sent event stream: `subscribe` gets a `send` to call with each event and returns its
 * unsubscribe. A "ready" event first (with the reconnect delay), keep-alive comments, an end after
 * its lifetime or when the server shuts down (`closing`): the browser connects again. Over the
 * limit, 503 with `busyMessage`: the page falls back to asking now and then.
 */
export function openEventStream(
  c: Context,
  {
    limit,
    busyMessage,
    closing,
    subscribe,
    clock,
  }: {
    limit: { max: number; open: number };
    busyMessage: string;
    closing: Promise<void>;
    /** the time a stream's lifetime goes by */
    clock: Clock;
    subscribe: (send: (event: string, data: string) => void) => () => void;
  },
) {
  if (limit.open >= limit.max) throw new AppError('UNAVAILABLE', busyMessage);
  limit.open += 1;
  return streamSSE(c, async (stream) => {
    try {
      let id = 0;
      const unsubscribe = subscribe((event, data) => {
        id += 1;
        void stream.writeSSE({ event, data, id: String(id) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '', retry: 3000 });
      const until = clock.now() + LIFETIME_MS;
      let closed = false;
      void closing.then(() => (closed = true));
      while (!stream.aborted && !closed && clock.now() < until) {
        await Promise.race([stream.sleep(KEEP_ALIVE_MS), closing]);
        if (!stream.aborted && !closed) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    } finally {
      limit.open -= 1;
    }
  });
}
