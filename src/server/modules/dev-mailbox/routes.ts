import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { listDevMail } from '../../adapters/mail/dev-mailbox-mailer';
import type { Database } from '../../db/client';

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
  summary: 'Mail kept by the dev mailbox, newest first (not in production)',
  tags: ['dev'],
  responses: {
    200: {
      description: 'Mail',
      content: { 'application/json': { schema: z.array(mailSchema) } },
    },
  },
});

export function devMailboxRoutes(db: Database) {
  return new OpenAPIHono().openapi(listMail, async (c) => {
    const mail = await listDevMail(db);
    return c.json(
      mail.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
      200,
    );
  });
}
