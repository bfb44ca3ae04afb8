import type { AddressInfo } from 'node:net';

/** The port of a server listening on TCP; anything else (a pipe, not listening) fails the test. */
export function portOf(server: { address(): AddressInfo | string | null }): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`Not listening on a TCP port: ${String(address)}`);
  }
  return address.port;
}
