import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  holdInputSchema,
  reportIdParamSchema,
  reportListQuerySchema,
  reportListSchema,
  reportSchema,
  reportedConversationSchema,
  reportedMessageParamSchema,
} from '#shared/schemas/reports';
import type { AdminEnv } from '#server/auth/guards';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { adminActor } from '#server/modules/admin';
import {
  holdReportTarget,
  listReports,
  readReportedConversation,
  releaseReportHold,
  resolveReport,
  type ModerationDeps,
} from './moderate-reports';

const adminOnly = {
  ...notSignedIn,
  403: { description: 'Not an administrator' },
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The admin inbox: safety reports, newest first',
  tags: ['reports'],
  request: { query: reportListQuerySchema },
  responses: { 200: jsonContent(reportListSchema, 'A page of reports'), ...adminOnly },
});

const holdRoute = createRoute({
  method: 'post',
  path: '/{id}/hold',
  summary: 'Takes the reported content off the site while it is reviewed, and resolves the report',
  tags: ['reports'],
  request: { params: reportIdParamSchema, body: jsonBody(holdInputSchema) },
  responses: {
    200: jsonContent(reportSchema, 'The report, resolved, its target held'),
    404: { description: 'No such report' },
    ...adminOnly,
  },
});

const resolveRoute = createRoute({
  method: 'post',
  path: '/{id}/resolve',
  summary: 'Marks a report dealt with',
  tags: ['reports'],
  request: { params: reportIdParamSchema },
  responses: {
    200: jsonContent(reportSchema, 'The report, resolved'),
    404: { description: 'No such report' },
    ...adminOnly,
  },
});

const releaseRoute = createRoute({
  method: 'post',
  path: '/{id}/release',
  summary: 'Puts the reported content back on the site: releases the hold on the report’s target',
  tags: ['reports'],
  request: { params: reportIdParamSchema },
  responses: {
    200: jsonContent(reportSchema, 'The report, its target no longer held'),
    404: { description: 'No such report' },
    ...adminOnly,
  },
});

const conversationRoute = createRoute({
  method: 'get',
  path: '/messages/{messageId}/conversation',
  summary: "A reported message's conversation (only reported ones; each reading is audited)",
  tags: ['reports'],
  request: { params: reportedMessageParamSchema },
  responses: {
    200: jsonContent(reportedConversationSchema, 'The conversation'),
    400: { description: 'Not a message id' },
    404: { description: 'No report names this message' },
    ...adminOnly,
  },
});

/** /api/admin/reports: the inbox and the moderators' actions on it, each one audited. */
export function adminReportRoutes({
  trustProxy,
  clock,
  ...deps
}: ModerationDeps & { trustProxy: boolean; clock: Clock }) {
  return new OpenAPIHono<AdminEnv>()
    .openapi(listRoute, async (c) => c.json(await listReports(deps.db, c.req.valid('query')), 200))
    .openapi(holdRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const actor = adminActor(c, trustProxy);
      return c.json(await holdReportTarget(deps, id, actor, reason, new Date(clock.now())), 200);
    })
    .openapi(resolveRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const now = new Date(clock.now());
      return c.json(await resolveReport(deps.db, c.req.valid('param').id, actor, now), 200);
    })
    .openapi(releaseRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await releaseReportHold(deps, c.req.valid('param').id, actor), 200);
    })
    .openapi(conversationRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const { messageId } = c.req.valid('param');
      return c.json(await readReportedConversation(deps.db, messageId, actor), 200);
    });
}
