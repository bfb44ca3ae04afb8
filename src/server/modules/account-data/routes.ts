import { notSignedIn } from '#server/http/openapi-content';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { accountExportSchema } from '#shared/schemas/account-data';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { rateLimit } from '#server/http/rate-limit';
import { exportAccount } from './export-account';

/** Exports per IP: plenty for a family downloading each member's file, too few to hammer it. */
export const accountExportRateLimit = { name: 'account-export', limit: 10, windowSeconds: 10 * 60 };

/** The file name the download is saved under: the day it was made. */
export const accountExportFileName = (day: Date) =>
  `showcase-data-${day.toISOString().slice(0, 10)}.json`;

/** GET /api/me/export */
export function accountExportRoutes({
  auth,
  db,
  config,
  clock,
}: {
  auth: Auth;
  db: Database;
  config: Config;
  clock: Clock;
}) {
  const getExport = createRoute({
    method: 'get',
    path: '/',
    summary: 'Everything the site holds about the caller’s account, as one JSON file',
    tags: ['accounts'],
    middleware: [
      rateLimit(db, accountExportRateLimit, { trustProxy: config.trustProxy, clock }),
    ] as const,
    responses: {
      200: {
        description:
          'The export, sent as an attachment (showcase-data-YYYY-MM-DD.json); no secrets in it',
        content: { 'application/json': { schema: accountExportSchema } },
      },
      ...notSignedIn,
      429: { description: 'Too many exports from this connection' },
    },
  });

  return new OpenAPIHono().openapi(getExport, async (c) => {
    const user = await requireUser(auth, c);
    const now = new Date(clock.now());
    const data = await exportAccount(db, user.id, { siteName: config.siteName, now });
    c.header('Content-Disposition', `attachment; filename="${accountExportFileName(now)}"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  });
}
