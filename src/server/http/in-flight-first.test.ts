import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portOf } from '#server/test/listening';
import { inFlightFirst } from './in-flight-first';

// A stand-in for the database: a socket that sends back what it gets, so a "statement" is a real
// round trip through the event loop's reading of sockets. The echoing end is in this process
// too, so a round trip takes up to two turns (one to echo, one to hear the echo).
let echo: net.Server;
let link: net.Socket;
beforeEach(async () => {
  echo = net.createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  link = net.connect({ port: portOf(echo), host: '127.0.0.1', noDelay: true });
  await new Promise((resolve) => link.once('connect', resolve));
});
afterEach(async () => {
  link.destroy();
  await new Promise((resolve) => echo.close(resolve));
});

function roundTrip(): Promise<void> {
  return new Promise((resolve) => {
    link.once('data', () => resolve());
    link.write('x');
  });
}

function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A request and its response, on a socket that connects nowhere: the answer stays in memory. */
function fakeExchange() {
  const request = new IncomingMessage(new net.Socket());
  return { request, response: new ServerResponse(request) };
}

/**
 * Sixty requests arrive in one turn, as they do under load: the first needs three statements,
 * each of the others 1 ms of work. Returns the order they started in and how many had started
 * when the first one finished.
 */
async function burst(wrap: (listener: RequestListener) => RequestListener) {
  const started: number[] = [];
  let startedWhenFirstDone = -1;
  let finished = 0;
  let allDone!: () => void;
  const done = new Promise<void>((resolve) => (allDone = resolve));
  const exchanges = Array.from({ length: 60 }, fakeExchange);
  const listener = wrap(async (request) => {
    const index = exchanges.findIndex((exchange) => exchange.request === request);
    started.push(index);
    if (index === 0) {
      for (let statement = 0; statement < 3; statement += 1) await roundTrip();
      startedWhenFirstDone = started.length;
    } else {
      busyFor(1);
    }
    finished += 1;
    if (finished === exchanges.length) allDone();
  });
  for (const { request, response } of exchanges) listener(request, response);
  await done;
  return { started, startedWhenFirstDone };
}

describe('inFlightFirst', () => {
  it('lets a started request go on between groups of new ones, in arrival order', async () => {
    const { started, startedWhenFirstDone } = await burst((listener) => inFlightFirst(listener, 6));
    expect(started).toEqual(Array.from({ length: 60 }, (_, i) => i));
    // Three round trips of at most two turns: at most seven groups of six had started.
    expect(startedWhenFirstDone).toBeLessThanOrEqual(42);
  });

  it('is what Node does not do on its own: every arrived request starts first', async () => {
    const { startedWhenFirstDone } = await burst((listener) => listener);
    expect(startedWhenFirstDone).toBe(60);
  });

  it('answers 500 for a request its listener throws on, and starts the next ones', async () => {
    const exchanges = [fakeExchange(), fakeExchange()];
    const served: IncomingMessage[] = [];
    const listener = inFlightFirst((request) => {
      if (request === exchanges[0]!.request) throw new Error('broken');
      served.push(request);
    }, 6);
    const quiet = console.error;
    console.error = () => {};
    try {
      for (const { request, response } of exchanges) listener(request, response);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      console.error = quiet;
    }
    expect(exchanges[0]!.response.headersSent).toBe(true);
    expect(exchanges[0]!.response.statusCode).toBe(500);
    expect(served).toEqual([exchanges[1]!.request]);
  });
});
