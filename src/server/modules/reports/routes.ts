import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { reportInputSchema, reportReceiptSchema } from '#shared/schemas/privacy';
import {
  holdInputSchema,
  reportIdParamSchema,
  reportListQuerySchema,
  reportListSchema,
  reportSchema,
} from '#shared/schemas/reports';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser, requireAdmin } from '#server/auth/guards';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { rateLimit } from '#server/http/rate-limit';
import { adminActor } from '#server/modules/admin/audit-log';
import { fileReport } from './file-report';
import {
  holdReportTarget,
  listReports,
  releaseReportHold,
  resolveReport,
  type ModerationDeps,
} from './moderate-reports';

/**
 * Reports allowed per IP in ten minutes: enough for a family sharing a connection to report a
 * few things, too few to flood the safety mailbox (each one also mails a receipt).
 */
export const reportRateLimit = { name: 'reports', limit: 5, windowSeconds: 10 * 60 };

/** POST /api/reports: anyone, signed in or not, may report a profile, a video or a channel. */
export function reportRoutes(deps: { auth: Auth; db: Database; mailer: Mailer; config: Config }) {
  const { auth, db, mailer, config } = deps;
  const send = createRoute({
    method: 'post',
    path: '/',
    summary:
      'Reports an athlete profile, a training video or a live channel to the safety team, with a receipt to the reporter',
    tags: ['reports'],
    middleware: [rateLimit(db, reportRateLimit, { trustProxy: config.trustProxy })] as const,
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
      user && { id: user.id, name: user.name, email: user.email },
    );
    return c.json(receipt, 201);
  });
}

const adminOnly = {
  401: { description: 'Not signed in' },
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

/** /api/admin/reports: the inbox and the moderators' actions on it, each one audited. */
export function adminReportRoutes({
  auth,
  trustProxy,
  ...deps
}: ModerationDeps & { auth: Auth; trustProxy: boolean }) {
  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      await requireAdmin(auth, c);
      return c.json(await listReports(deps.db, c.req.valid('query')), 200);
    })
    .openapi(holdRoute, async (c) => {
      const admin = await requireAdmin(auth, c);
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const actor = adminActor(admin, c, trustProxy);
      return c.json(await holdReportTarget(deps, id, actor, reason), 200);
    })
    .openapi(resolveRoute, async (c) => {
      const admin = await requireAdmin(auth, c);
      const actor = adminActor(admin, c, trustProxy);
      return c.json(await resolveReport(deps.db, c.req.valid('param').id, actor), 200);
    })
    .openapi(releaseRoute, async (c) => {
      const admin = await requireAdmin(auth, c);
      const actor = adminActor(admin, c, trustProxy);
      return c.json(await releaseReportHold(deps, c.req.valid('param').id, actor), 200);
    });
}
