import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { adminAccessSchema, auditListQuerySchema, auditListSchema } from '#shared/schemas/admin';
import { adminOverviewSchema } from '#shared/schemas/admin-overview';
import type { AdminEnv } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonContent } from '#server/http/openapi-content';
import { adminOnlyResponses } from './admin-responses';
import { listAudit } from './audit-log';
import { getAdminOverview } from './get-admin-overview';

const getAccess = createRoute({
  method: 'get',
  path: '/access',
  summary:
    'Whether this session may use the admin API now (an administrator, signed in recently enough): who it is',
  tags: ['admin'],
  responses: {
    200: jsonContent(adminAccessSchema, 'The administrator'),
    ...adminOnlyResponses,
  },
});

const getOverview = createRoute({
  method: 'get',
  path: '/overview',
  summary:
    'The admin home: member counts, plans in force, open messages and reports, live broadcasts, and 30-day trends',
  tags: ['admin'],
  responses: {
    200: jsonContent(adminOverviewSchema, 'Counts and daily trends'),
    ...adminOnlyResponses,
  },
});

const getAudit = createRoute({
  method: 'get',
  path: '/audit',
  summary: 'The audit log of administrator actions, newest first, filtered, in pages',
  tags: ['admin'],
  request: { query: auditListQuerySchema },
  responses: { 200: jsonContent(auditListSchema, 'One page of the log'), ...adminOnlyResponses },
});

/** /api/admin: behind the admin guard (api-routes.ts), as every /api/admin route is. */
export function adminRoutes({ db, clock }: { db: Database; clock: Clock }) {
  return new OpenAPIHono<AdminEnv>()
    .openapi(getAccess, (c) => {
      const admin = c.get('admin');
      return c.json({ id: admin.id, email: admin.email }, 200);
    })
    .openapi(getOverview, async (c) =>
      c.json(await getAdminOverview(db, new Date(clock.now())), 200),
    )
    .openapi(getAudit, async (c) => c.json(await listAudit(db, c.req.valid('query')), 200));
}
