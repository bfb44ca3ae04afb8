import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Every state-changing request must come from a page of this site: its Origin (or, where a
 * browser left it out, its Referer) must be one of the trusted origins. SameSite cookies already
 * keep most cross-site forms out; this also refuses the rest, and requests that say nothing of
 * where they come from. Routes called by outside services (payment webhooks) are exempt by path.
 */
export function requireTrustedOrigin(
  trustedOrigins: string[],
  options: { exempt?: (path: string) => boolean } = {},
): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.(c.req.path)) return next();
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    if (!origin || !trusted.has(origin)) {
      throw new AppError(
        'FORBIDDEN',
        'This request did not come from this site, so it was refused.',
      );
    }
    return next();
  };
}
