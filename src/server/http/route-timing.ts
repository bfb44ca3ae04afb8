import type { Context, MiddlewareHandler } from 'hono';

/**
 * The route a request was answered by, as a name without ids: the matched API route's pattern
 * (`GET /api/athletes/:id`), a built file (`GET /assets/*`), or a page (`GET page`).
 */
export function routeName(c: Context): string {
  const method = c.req.method;
  const handler = c.req.matchedRoutes.filter((route) => route.method !== 'ALL').at(-1);
  if (handler && handler.path !== '/*') return `${method} ${handler.path}`;
  const path = c.req.path;
  if (path.startsWith('/assets/')) return `${method} /assets/*`;
  if (path.startsWith('/api/auth/')) return `${method} ${path}`;
  const top = path.split('/')[1] ?? '';
  if (['api', 'media', 'uploads', 'live-media', 'ingest'].includes(top))
    return `${method} /${top}/*`;
  return `${method} page`;
}

/**
 * A `Server-Timing` header on every answer, naming its route and the time the app spent on it,
 * for the load benchmark's per-route table (SERVER_TIMING=true; off by default).
 */
export function routeTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    c.res.headers.set('Server-Timing', `app;desc="${routeName(c)}";dur=${ms}`);
  };
}
