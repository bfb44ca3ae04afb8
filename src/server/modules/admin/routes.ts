import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Auth } from '#server/auth/create-auth';
import { requireAdmin } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { getAdminOverview } from './get-admin-overview';

const overviewSchema = z.object({
  members: z.number(),
  players: z.number(),
  coaches: z.number(),
  organizations: z.number(),
  admins: z.number(),
  unverified: z.number(),
});

const getOverview = createRoute({
  method: 'get',
  path: '/overview',
  summary: 'Member counts for administrators',
  tags: ['admin'],
  responses: {
    200: { description: 'Counts', content: { 'application/json': { schema: overviewSchema } } },
    401: { description: 'Not signed in' },
    403: { description: 'Not an administrator' },
  },
});

export function adminRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new OpenAPIHono().openapi(getOverview, async (c) => {
    await requireAdmin(auth, c);
    return c.json(await getAdminOverview(db), 200);
  });
}
