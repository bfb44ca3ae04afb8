import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { contactMessageResultSchema, contactMessageSchema } from '#shared/schemas/contact';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { Config } from '#server/config';
import type { Clock } from '#server/lib/clock';
import type { Database } from '#server/db/client';
import { pageLocaleOf } from '#server/http/page-locale';
import { rateLimit } from '#server/http/rate-limit';
import { sendContactMessage } from './send-contact-message';

/** Messages allowed per IP and hour; each one also mails the sender, so keep it low. */
export const contactRateLimit = { name: 'contact', limit: 5, windowSeconds: 60 * 60 };

export function contactRoutes(deps: {
  db: Database;
  mailer: Mailer;
  config: Config;
  clock: Clock;
}) {
  const { db, mailer, config, clock } = deps;
  const send = createRoute({
    method: 'post',
    path: '/',
    summary: 'Sends a message to the support mailbox and a confirmation to the sender',
    tags: ['contact'],
    middleware: [
      rateLimit(db, contactRateLimit, { trustProxy: config.trustProxy, clock }),
    ] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: contactMessageSchema } } },
    },
    responses: {
      201: {
        description: 'Received',
        content: { 'application/json': { schema: contactMessageResultSchema } },
      },
      400: { description: 'A field is missing or not valid; fieldErrors names it' },
      429: { description: 'Too many messages from this connection' },
      503: { description: 'Stored, but the emails could not be sent' },
    },
  });

  return new OpenAPIHono().openapi(send, async (c) => {
    await sendContactMessage(
      { db, mailer, siteName: config.siteName, supportEmail: config.mailboxes.support },
      c.req.valid('json'),
      pageLocaleOf(c),
    );
    return c.json({ status: 'received' as const }, 201);
  });
}
