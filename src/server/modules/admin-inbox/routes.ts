import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  messageIdParamSchema,
  messageListQuerySchema,
  messageListSchema,
  messageReplyInputSchema,
  messageStatusInputSchema,
  messageThreadSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
} from '#shared/schemas/admin-inbox';
import type { Mailer } from '#server/adapters/mail/mailer';
import { mailLocaleOf } from '#server/adapters/mail/mail-words';
import type { AdminEnv } from '#server/auth/guards';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { adminActor, adminOnlyResponses } from '#server/modules/admin';
import { getMessageThread, listMessages } from './list-messages';
import { exportSubscribers, listSubscribers } from './newsletter-subscribers';
import { replyToMessage } from './reply-to-message';
import { setMessageStatus } from './set-message-status';

const noMessage = { 404: { description: 'No message with this id' } } as const;

const listMessagesRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'Contact and support-chat messages, newest first, by status and search, in pages, with counts',
  tags: ['admin'],
  request: { query: messageListQuerySchema },
  responses: {
    200: jsonContent(messageListSchema, 'One page of messages and the counts per status'),
    ...adminOnlyResponses,
  },
});

const getMessageRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A message and the answers it was sent, oldest first',
  tags: ['admin'],
  request: { params: messageIdParamSchema },
  responses: {
    200: jsonContent(messageThreadSchema, 'The message and its thread'),
    ...noMessage,
    ...adminOnlyResponses,
  },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/{id}/reply',
  summary: 'Mails an answer to the sender, keeps it in the thread and marks the message answered',
  tags: ['admin'],
  request: { params: messageIdParamSchema, body: jsonBody(messageReplyInputSchema) },
  responses: {
    200: jsonContent(messageThreadSchema, 'The thread with the answer; the message is answered'),
    ...noMessage,
    ...adminOnlyResponses,
    503: { description: 'The mail could not be sent; nothing was stored' },
  },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/{id}/status',
  summary: 'Moves a message to another status: new, answered or closed',
  tags: ['admin'],
  request: { params: messageIdParamSchema, body: jsonBody(messageStatusInputSchema) },
  responses: {
    200: jsonContent(messageThreadSchema, 'The message with its new status'),
    ...noMessage,
    ...adminOnlyResponses,
  },
});

/** /api/admin/messages: the inbox of contact and support-chat messages. */
export function adminMessageRoutes(deps: { db: Database; mailer: Mailer; config: Config }) {
  const { db, mailer, config } = deps;
  const replyDeps = {
    db,
    mailer,
    siteName: config.siteName,
    supportEmail: config.mailboxes.support,
  };
  return new OpenAPIHono<AdminEnv>()
    .openapi(listMessagesRoute, async (c) =>
      c.json(await listMessages(db, c.req.valid('query')), 200),
    )
    .openapi(getMessageRoute, async (c) =>
      c.json(await getMessageThread(db, c.req.valid('param').id), 200),
    )
    .openapi(replyRoute, async (c) => {
      const thread = await replyToMessage(replyDeps, {
        messageId: c.req.valid('param').id,
        body: c.req.valid('json').body,
        actor: adminActor(c, config.trustProxy),
        authorName: c.get('admin').name,
      });
      return c.json(thread, 200);
    })
    .openapi(statusRoute, async (c) => {
      const thread = await setMessageStatus(db, {
        messageId: c.req.valid('param').id,
        status: c.req.valid('json').status,
        actor: adminActor(c, config.trustProxy),
      });
      return c.json(thread, 200);
    });
}

const listSubscribersRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Confirmed newsletter subscribers, the most recently confirmed first, in pages',
  tags: ['admin'],
  request: { query: subscriberListQuerySchema },
  responses: {
    200: jsonContent(subscriberListSchema, 'One page of subscribers and their total'),
    ...adminOnlyResponses,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/export.csv',
  summary: 'Every confirmed subscriber as a CSV file (email, confirmed at, signed up at)',
  tags: ['admin'],
  responses: {
    200: {
      description:
        'The file, as an attachment; every cell quoted and escaped so spreadsheets show formulas as text',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...adminOnlyResponses,
  },
});

/** The file name an export is saved under: the day it was made. */
const exportFileName = (day: Date) =>
  `newsletter-subscribers-${day.toISOString().slice(0, 10)}.csv`;

/** /api/admin/newsletter: the confirmed subscribers and their export. */
export function adminNewsletterRoutes(deps: { db: Database; config: Config; clock: Clock }) {
  const { db, config, clock } = deps;
  return new OpenAPIHono<AdminEnv>()
    .openapi(listSubscribersRoute, async (c) =>
      c.json(await listSubscribers(db, c.req.valid('query')), 200),
    )
    .openapi(exportRoute, async (c) => {
      // The header in the administrator's language.
      const { csv } = await exportSubscribers(
        db,
        adminActor(c, config.trustProxy),
        mailLocaleOf(c.get('admin').language),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(new Date(clock.now()))}"`,
      });
    });
}
