import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { reportInputSchema, reportReceiptSchema } from '#shared/schemas/privacy';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser } from '#server/auth/guards';
import type { Config } from '#server/config';
import type { Clock } from '#server/lib/clock';
import type { Database } from '#server/db/client';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { pageLocaleOf } from '#server/http/page-locale';
import { rateLimit } from '#server/http/rate-limit';
import { fileReport } from './file-report';

/**
 * Reports allowed per IP in ten minutes: enough for a family sharing a connection to report a
 * few things, too few to flood the safety mailbox (each one also mails a receipt).
 */
export const reportRateLimit = { name: 'reports', limit: 5, windowSeconds: 10 * 60 };

/** POST /api/reports: anyone, signed in or not, may report a profile, a video or a channel. */
export function reportRoutes(deps: {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  config: Config;
  clock: Clock;
}) {
  const { auth, db, mailer, config, clock } = deps;
  const send = createRoute({
    method: 'post',
    path: '/',
    summary:
      'Reports an athlete profile, a training video or a live channel to the safety team, with a receipt to the reporter',
    tags: ['reports'],
    middleware: [rateLimit(db, reportRateLimit, { trustProxy: config.trustProxy, clock })] as const,
    request: { body: jsonBody(reportInputSchema) },
    responses: {
      201: jsonContent(reportReceiptSchema, 'Stored for the safety team'),
      400: { description: 'A field is missing or not valid; fieldErrors names it' },
      404: { description: 'Nothing with this id to report' },
      429: { description: 'Too many reports from this connection' },
    },
  });

  return new OpenAPIHono().openapi(send, async (c) => {
    const user = await getSessionUser(auth, c);
    const receipt = await fileReport(
      {
        db,
        mailer,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        safetyEmail: config.mailboxes.safety,
      },
      c.req.valid('json'),
      user && { id: user.id, name: user.name, email: user.email, language: user.language },
      pageLocaleOf(c),
    );
    return c.json(receipt, 201);
  });
}
