import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { listDevMail } from '#server/adapters/mail/dev-mailbox-mailer';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { isLoopbackRequest } from '#server/http/client-ip';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

const listMail = createRoute({
  method: 'get',
  path: '/',
  summary: 'Mail kept by the dev mailbox, newest first (not in production; loopback callers only)',
  tags: ['dev'],
  responses: {
    200: {
      description: 'Mail',
      content: { 'application/json': { schema: z.array(mailSchema) } },
    },
    404: { description: 'In production, or for a caller on another machine' },
  },
});

/**
 * The dev mailbox holds every confirmation and reset link: it answers callers on this machine
 * only, as if it did not exist for anyone else.
 */
export function devMailboxRoutes(db: Database) {
  return new OpenAPIHono().openapi(listMail, async (c) => {
    if (!isLoopbackRequest(c)) throw new AppError('NOT_FOUND', `No API endpoint at ${c.req.path}.`);
    const mail = await listDevMail(db);
    return c.json(
      mail.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
      200,
    );
  });
}

export type DevMailboxRoutes = ReturnType<typeof devMailboxRoutes>;
