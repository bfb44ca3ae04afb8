import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { programDashboardSchema } from '#shared/schemas/program-dashboard';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonContent, notSignedIn } from '#server/http/openapi-content';
import { getProgramDashboard } from './program-dashboard';

// The program dashboard (docs/product.md#program-dashboard), mounted at /api/me/program/dashboard.
// Who may read it is program-access.ts's: the program's owner and admins.

const dashboardRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'The program’s dashboard: teams with roster counts, pending places, upcoming events and sales',
  tags: ['programs'],
  responses: {
    200: jsonContent(programDashboardSchema, 'The dashboard'),
    ...notSignedIn,
    403: { description: 'Not the owner or an admin of a program' },
  },
});

/** /api/me/program/dashboard: the program's admins read its dashboard. */
export function programDashboardRoutes({
  db,
  auth,
  clock,
}: {
  db: Database;
  auth: Auth;
  clock: Clock;
}) {
  return new OpenAPIHono().openapi(dashboardRoute, async (c) => {
    const user = await requireUser(auth, c);
    return c.json(await getProgramDashboard(db, user, new Date(clock.now())), 200);
  });
}
