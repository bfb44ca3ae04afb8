import type { MiddlewareHandler } from 'hono';

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A path as one printable line: control characters (a `%0a` decoded) are shown escaped. */
export function printablePath(path: string): string {
  return path.replace(
    UNPRINTABLE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A stream key is a credential: the ingest path is logged without it. */
export function loggedPath(path: string): string {
  return printablePath(path.replace(/^\/ingest\/[^/]+/, '/ingest/[key]'));
}

/** One line per request: method, path (without secrets), status and time taken. */
export function requestLogger(write: (line: string) => void = console.log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}
