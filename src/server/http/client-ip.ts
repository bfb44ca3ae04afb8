import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The request as better-auth should see it: its client IP (for rate limiting) in
 * X-Forwarded-For. Unless TRUST_PROXY is on, a client-sent X-Forwarded-For is replaced by the
 * socket's address, so nobody can dodge the limits by inventing addresses.
 */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  if (trustProxy) return c.req.raw;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // no socket (in-process requests in tests): keep the request as it is
  }
  if (!address) return c.req.raw;
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-forwarded-for', address);
  return new Request(c.req.raw, { headers });
}
