import { getConnInfo } from '@hono/node-server/conninfo';
import { isIPv6 } from 'node:net';
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
 * The client IP for rate limits. Behind a proxy (TRUST_PROXY) it is the last X-Forwarded-For
 * entry, the one the proxy itself added; entries before it are whatever the client chose to send.
 * Otherwise it is the socket's address, and a client-sent X-Forwarded-For is ignored, so nobody
 * can dodge the limits by inventing addresses. A request without a socket has no address.
 */
export function getClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

/**
 * The request as better-auth should see it: X-Forwarded-For holds exactly one address, the client
 * IP above, so its per-IP limits count each client apart (better-auth cannot tell which entry of
 * a longer chain to believe, and would put every proxied client in one bucket).
 */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  const ip = getClientIp(c, trustProxy);
  if (ip === 'unknown') headers.delete('x-forwarded-for');
  else headers.set('x-forwarded-for', ip);
  return new Request(c.req.raw, { headers });
}

const isLoopbackAddress = (address: string) =>
  /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.test(address);

/**
 * True when the request comes from this machine: its connection is from a loopback address and
 * it was not passed on by a proxy for someone else (a proxy on this machine connects from
 * loopback too, so any X-Forwarded-For entry must be loopback as well). A request without a
 * socket is not from this machine.
 */
export function isLoopbackRequest(c: Context): boolean {
  const address = socketAddress(c);
  if (!address || !isLoopbackAddress(address)) return false;
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded === undefined) return true;
  return forwarded.split(',').every((entry) => isLoopbackAddress(entry.trim()));
}

/** An IPv6 address as its eight groups of four hex digits, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // An IPv4 tail (::ffff:192.0.2.1) becomes its two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The network a client address stands for when counting clients: an IPv4 address itself (an
 * IPv4-mapped IPv6 address too), and for IPv6 its /64, the block one subscriber is given, so a
 * single client cannot count as many by changing the low bits of its address.
 */
export function clientNetwork(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff') {
    const [hi = 0, lo = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
