import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // no socket (in-process requests in tests)
    return undefined;
  }
}

/**
 * The request as better-auth should see it: its client IP (for rate limiting) in
 * X-Forwarded-For. Unless TRUST_PROXY is on, a client-sent X-Forwarded-For is replaced by the
 * socket's address, so nobody can dodge the limits by inventing addresses.
 */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  if (trustProxy) return c.req.raw;
  const address = socketAddress(c);
  if (!address) return c.req.raw;
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-forwarded-for', address);
  return new Request(c.req.raw, { headers });
}

/**
 * The client IP for the site's own rate limits. Behind a proxy (TRUST_PROXY) it is the last
 * X-Forwarded-For entry, the one the proxy itself added; entries before it are whatever the
 * client chose to send. Otherwise it is the socket's address.
 */
export function getClientIp(c: Context, trustProxy: boolean): string {
  const forwarded = c.req
    .header('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  const address = trustProxy ? forwarded : (socketAddress(c) ?? forwarded);
  return address ?? 'unknown';
}
