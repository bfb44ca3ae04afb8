import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { clientNetwork } from './client-ip';
import { inFlightFirst } from './in-flight-first';

export type ListenerLimits = {
  /** Time a client has to send a request's headers; past it the connection gets 408 and closes. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included (a 200 MB highlight upload too). */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may wait idle for its next request. */
  keepAliveTimeoutMs: number;
  /**
   * Connections one client may hold open at once, counted on the socket's address (an IPv6
   * address by its /64); the next ones are closed as they arrive. 0: no cap.
   */
  maxConnectionsPerAddress: number;
  /** How often the two timeouts above are checked: a late client is cut within this much more. */
  checkIntervalMs: number;
};

/**
 * Browsers open at most six connections to a site, plus one for the live status events, so 256
 * from one address leaves room for a school or an office behind one address. Behind a proxy
 * every connection comes from the proxy, so there the default is no cap (see config.ts).
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;

export const defaultListenerLimits: ListenerLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 10 * 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  checkIntervalMs: 5_000,
};

/**
 * Closes a client's connections past `max` as soon as they are accepted, so one address holding
 * thousands of unfinished requests cannot use up the process's file handles and keep everyone
 * else out.
 */
function capConnectionsPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // A socket already closed again has no address: nothing to count.
    if (!socket.remoteAddress) return;
    const client = clientNetwork(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/**
 * The app's HTTP listener: Node's server with time limits on slow clients, a cap on the
 * connections each client address may hold, and requests already started served before those
 * that just arrived (`inFlightFirst`). `onListening` gets the port (useful with port 0).
 */
export function listen({
  fetch,
  port,
  hostname,
  limits = defaultListenerLimits,
  onListening,
}: {
  fetch: Parameters<typeof getRequestListener>[0];
  port: number;
  hostname: string;
  limits?: ListenerLimits;
  onListening?: (port: number) => void;
}): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    inFlightFirst(getRequestListener(fetch, { hostname })),
  );
  server.listen(port, hostname, () => onListening?.((server.address() as AddressInfo).port));
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress);
  return server;
}
