import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * How many newly arrived requests start in one turn of the event loop. Between two such groups
 * the process reads its sockets again, so the answer of a database statement that a started
 * request is waiting for is handled after at most this many new requests, not after every
 * request that arrived meanwhile (see `inFlightFirst`).
 */
const STARTS_PER_TURN = 6;

type Waiting = { request: IncomingMessage; response: ServerResponse };

/**
 * Wraps a request listener so that requests already started go before requests that just
 * arrived.
 *
 * Node reads every socket that is ready in one turn of its event loop and, left alone, starts
 * every request it finds there at once. Under load that is dozens of requests a turn, and a
 * request that needs the database (a write: a rate-limit count, the write, a mail) waits a whole
 * turn for each of its statements' answers, behind all of them: three statements, three turns.
 * Here arriving requests join a queue, first come first served, and start `startsPerTurn` at a
 * time; between two groups the process reads its sockets again, so a statement's answer is
 * handled within a few requests' time and the request that waits for it goes on. Requests that
 * need no round trip wait in the queue about as long as they waited for their turn before, so
 * the mean is unchanged and the slowest answers come sooner. With nothing queued a request
 * starts in the same turn it arrived in.
 */
export function inFlightFirst(
  listener: RequestListener,
  startsPerTurn: number = STARTS_PER_TURN,
): RequestListener {
  const queue: Waiting[] = [];
  let scheduled = false;

  const startOne = ({ request, response }: Waiting) => {
    try {
      void listener(request, response);
    } catch (error) {
      console.error('[http] a request could not be started', error);
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end();
    }
  };

  const startSome = () => {
    const group = queue.splice(0, startsPerTurn);
    scheduled = queue.length > 0;
    if (scheduled) setImmediate(startSome);
    for (const waiting of group) startOne(waiting);
  };

  return (request, response) => {
    queue.push({ request, response });
    if (scheduled) return;
    scheduled = true;
    setImmediate(startSome);
  };
}
