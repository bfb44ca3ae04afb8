import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { athleteIdParamSchema } from '#shared/schemas/evaluations';
import { athleteStatsSchema, statsInputSchema, statsSchema } from '#shared/schemas/stats';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { findViewableAthlete } from './evaluations';
import { listOwnStats, listStats, replaceOwnStats } from './stats';

type Deps = { auth: Auth; db: Database; clock: Clock };

const getOwnRoute = createRoute({
  method: 'get',
  path: '/stats',
  summary: 'The caller’s self-reported statistics, in their order',
  tags: ['athletes'],
  responses: {
    200: jsonContent(statsSchema, 'Statistics (empty without an athlete profile)'),
    ...notSignedIn,
  },
});

const putOwnRoute = createRoute({
  method: 'put',
  path: '/stats',
  summary: 'Replaces the caller’s statistics with the list given (at most 30 rows)',
  tags: ['athletes'],
  request: { body: jsonBody(statsInputSchema) },
  responses: {
    200: jsonContent(statsSchema, 'Saved'),
    400: { description: 'A row is not valid, or more than 30' },
    ...notSignedIn,
    403: { description: 'No athlete profile yet' },
  },
});

/** /api/me/stats */
export function ownStatsRoutes({ auth, db }: Deps) {
  return new OpenAPIHono()
    .openapi(getOwnRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ stats: await listOwnStats(db, user.id) }, 200);
    })
    .openapi(putOwnRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ stats: await replaceOwnStats(db, user.id, c.req.valid('json').stats) }, 200);
    });
}

const athleteStatsRoute = createRoute({
  method: 'get',
  path: '/{id}/stats',
  summary: 'The athlete’s self-reported statistics, as their page shows them',
  tags: ['athletes'],
  request: { params: athleteIdParamSchema },
  responses: {
    200: jsonContent(
      athleteStatsSchema,
      'Statistics, in the athlete’s order, with the verifications that hold, and the verified measurables',
    ),
    401: { description: 'Not signed in: statistics are details, for members' },
    404: { description: 'No such athlete, or not one the caller may see' },
  },
});

/** GET /api/athletes/{id}/stats, for members (the page's other details are too). */
export function athleteStatsRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono().openapi(athleteStatsRoute, async (c) => {
    const user = await requireUser(auth, c);
    const athlete = await findViewableAthlete(
      db,
      user,
      c.req.valid('param').id,
      new Date(clock.now()),
    );
    return c.json(await listStats(db, athlete.id), 200);
  });
}
