import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

export type BodyLimit = {
  maxBytes: number;
  message: string;
  /**
   * The route streams the body to disk and counts it itself: only a declared Content-Length is
   * checked here, so a body sent without one is not held in memory up to the limit.
   */
  countedByRoute?: boolean;
};

/** What a JSON body may weigh: the longest form (a 5,000-character message) fits many times. */
export const JSON_BODY_LIMIT: BodyLimit = {
  maxBytes: 64 * 1024,
  message: 'The request is too large.',
};

/**
 * A size limit for every request body under the path it is mounted on, enforced before anything
 * reads the body: a declared Content-Length over the limit is refused unread, and a body sent
 * without one is refused as soon as it passes the limit. Upload routes name a larger limit: by
 * their path, or, for a route with parameters in its path, by a pattern that matches it whole.
 */
export function limitBodies(limits: {
  fallback: BodyLimit;
  byPath?: Record<string, BodyLimit>;
  byPattern?: [pattern: RegExp, limit: BodyLimit][];
}): MiddlewareHandler {
  const byLimit = new Map<BodyLimit, MiddlewareHandler>();
  const middlewareFor = (limit: BodyLimit) => {
    let middleware = byLimit.get(limit);
    if (!middleware && limit.countedByRoute) {
      middleware = async (c, next) => {
        const declared = Number(c.req.header('content-length'));
        if (Number.isFinite(declared) && declared > limit.maxBytes) {
          throw new AppError('PAYLOAD_TOO_LARGE', limit.message);
        }
        await next();
      };
      byLimit.set(limit, middleware);
    } else if (!middleware) {
      middleware = bodyLimit({
        maxSize: limit.maxBytes,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', limit.message);
        },
      });
      byLimit.set(limit, middleware);
    }
    return middleware;
  };
  const limitOf = (path: string) =>
    limits.byPath?.[path] ??
    limits.byPattern?.find(([pattern]) => pattern.test(path))?.[1] ??
    limits.fallback;
  return (c, next) => {
    const limit = limitOf(c.req.path);
    // Most requests are a GET, or a body with a declared length and no chunked encoding: the
    // length alone decides, and the request is not turned into a streaming one to find out.
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (!chunked && (declared !== undefined || c.req.method === 'GET' || c.req.method === 'HEAD')) {
      if (Number(declared ?? 0) > limit.maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', limit.message);
      }
      return next();
    }
    return middlewareFor(limit)(c, next);
  };
}
