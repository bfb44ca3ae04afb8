import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  rosterEntryStatsParamSchema,
  rosterStatsSchema,
  statVerificationParamSchema,
  verifiableStatSchema,
  verifyStatInputSchema,
} from '#shared/schemas/stat-verifications';
import type { Auth } from '#server/auth/create-auth';
import type { Clock } from '#server/lib/clock';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { listEntryStats, removeVerification, verifyStat } from './stat-verifications';

// A roster coach verifies an athlete's statistics (docs/product.md#stat-verification). Mounted
// under /api/me/program/teams like the other roster routes: the Origin check and body limits
// come from the app's middleware on /api, as for them.

const tags = ['programs'];
const staffOnly = {
  ...notSignedIn,
  403: {
    description:
      'Not the owner, an admin or a coach of a program; the athlete is not active on the roster, or not shown to the caller',
  },
  404: { description: 'Not one of the program’s teams, or not an athlete on it' },
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/{id}/roster/{entryId}/stats',
  summary:
    'The athlete’s statistics of the team’s season and their measurables, each with its verification',
  tags,
  request: { params: rosterEntryStatsParamSchema },
  responses: { 200: jsonContent(rosterStatsSchema, 'The lines to verify'), ...staffOnly },
});

const verifyRoute = createRoute({
  method: 'put',
  path: '/{id}/roster/{entryId}/verifications',
  summary:
    'Verify one line for the team’s season (its value is the athlete’s now); verifying again replaces it',
  tags,
  request: { params: rosterEntryStatsParamSchema, body: jsonBody(verifyStatInputSchema) },
  responses: {
    200: jsonContent(verifiableStatSchema, 'The line, verified'),
    400: { description: 'Not a stat’s name' },
    ...staffOnly,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/{id}/roster/{entryId}/verifications/{stat}',
  summary: 'Remove the program’s verification of one line for the team’s season',
  tags,
  request: { params: statVerificationParamSchema },
  responses: {
    204: { description: 'Removed' },
    ...staffOnly,
    403: { description: 'Not the program’s staff, or another program verified it' },
  },
});

/** /api/me/program/teams/{id}/roster/{entryId}/…: the program's staff verify statistics. */
export function statVerificationRoutes({
  auth,
  db,
  clock,
}: {
  auth: Auth;
  db: Database;
  clock: Clock;
}) {
  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id, entryId } = c.req.valid('param');
      const now = new Date(clock.now());
      return c.json(await listEntryStats(db, user, id, entryId, now), 200);
    })
    .openapi(verifyRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id, entryId } = c.req.valid('param');
      const { stat } = c.req.valid('json');
      return c.json(await verifyStat(db, user, id, entryId, stat, new Date(clock.now())), 200);
    })
    .openapi(removeRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id, entryId, stat } = c.req.valid('param');
      await removeVerification(db, user, id, entryId, stat, new Date(clock.now()));
      return c.body(null, 204);
    });
}
