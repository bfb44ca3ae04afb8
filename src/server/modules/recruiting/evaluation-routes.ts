import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  athleteIdParamSchema,
  evaluationIdParamSchema,
  evaluationInputSchema,
  evaluationListSchema,
  evaluationSchema,
  evaluationShownSchema,
  evaluationUpdateSchema,
  writtenEvaluationListSchema,
  writtenEvaluationSchema,
} from '#shared/schemas/evaluations';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { requireVerifiedCoach } from '#server/modules/coaches';
import {
  createEvaluation,
  deleteEvaluation,
  findViewableAthlete,
  listOwnEvaluations,
  listShownEvaluations,
  listWrittenEvaluations,
  setEvaluationShown,
  updateEvaluation,
} from './evaluations';

type Deps = { auth: Auth; db: Database; clock: Clock };

const coachOnly = {
  ...notSignedIn,
  403: { description: 'Not a verified coach: the answer says how to get verified' },
} as const;

const listWrittenRoute = createRoute({
  method: 'get',
  path: '/evaluations',
  summary: 'The evaluations the verified coach wrote, newest first',
  tags: ['recruiting'],
  responses: {
    200: jsonContent(writtenEvaluationListSchema, 'Evaluations written'),
    ...coachOnly,
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/evaluations',
  summary: 'A verified coach writes an evaluation of an athlete they may see',
  tags: ['recruiting'],
  request: { body: jsonBody(evaluationInputSchema) },
  responses: {
    201: jsonContent(writtenEvaluationSchema, 'Written'),
    400: { description: 'A field is not valid; fieldErrors names it' },
    ...coachOnly,
    404: { description: 'No such athlete, or not one the coach may see' },
  },
});

const updateRouteDef = createRoute({
  method: 'patch',
  path: '/evaluations/{id}',
  summary: 'The author changes an evaluation they wrote',
  tags: ['recruiting'],
  request: { params: evaluationIdParamSchema, body: jsonBody(evaluationUpdateSchema) },
  responses: {
    200: jsonContent(writtenEvaluationSchema, 'Changed'),
    400: { description: 'A field is not valid; fieldErrors names it' },
    ...coachOnly,
    404: { description: 'No evaluation of theirs with this id' },
  },
});

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/evaluations/{id}',
  summary: 'The author deletes an evaluation they wrote',
  tags: ['recruiting'],
  request: { params: evaluationIdParamSchema },
  responses: {
    200: jsonContent(z.object({ deleted: z.literal(true) }), 'Deleted'),
    ...coachOnly,
    404: { description: 'No evaluation of theirs with this id' },
  },
});

/** /api/recruiting/evaluations: verified coaches only, each on their own evaluations. */
export function coachEvaluationRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono()
    .openapi(listWrittenRoute, async (c) => {
      const user = await requireUser(auth, c);
      await requireVerifiedCoach(db, user, new Date(clock.now()));
      return c.json({ items: await listWrittenEvaluations(db, user.id) }, 200);
    })
    .openapi(createRouteDef, async (c) => {
      const user = await requireUser(auth, c);
      await requireVerifiedCoach(db, user, new Date(clock.now()));
      return c.json(await createEvaluation(db, user.id, c.req.valid('json')), 201);
    })
    .openapi(updateRouteDef, async (c) => {
      const user = await requireUser(auth, c);
      const now = new Date(clock.now());
      await requireVerifiedCoach(db, user, now);
      const { id } = c.req.valid('param');
      return c.json(await updateEvaluation(db, user.id, id, c.req.valid('json'), now), 200);
    })
    .openapi(deleteRouteDef, async (c) => {
      const user = await requireUser(auth, c);
      await requireVerifiedCoach(db, user, new Date(clock.now()));
      await deleteEvaluation(db, user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const }, 200);
    });
}

const ownListRoute = createRoute({
  method: 'get',
  path: '/evaluations',
  summary: 'Every evaluation of the caller’s athlete profile, shown on their page or not',
  tags: ['recruiting'],
  responses: {
    200: jsonContent(evaluationListSchema, 'Evaluations of the caller'),
    ...notSignedIn,
  },
});

const ownShownRoute = createRoute({
  method: 'patch',
  path: '/evaluations/{id}',
  summary: 'The athlete shows or hides an evaluation of themselves on their page',
  tags: ['recruiting'],
  request: { params: evaluationIdParamSchema, body: jsonBody(evaluationShownSchema) },
  responses: {
    200: jsonContent(evaluationSchema, 'Changed'),
    400: { description: 'shown is missing or not true or false' },
    ...notSignedIn,
    404: { description: 'No evaluation of the caller with this id' },
  },
});

/** /api/me/evaluations: the athlete reads all of theirs and chooses which their page shows. */
export function ownEvaluationRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono()
    .openapi(ownListRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ items: await listOwnEvaluations(db, user.id, new Date(clock.now())) }, 200);
    })
    .openapi(ownShownRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id } = c.req.valid('param');
      const { shown } = c.req.valid('json');
      return c.json(await setEvaluationShown(db, user.id, id, shown, new Date(clock.now())), 200);
    });
}

const athleteEvaluationsRoute = createRoute({
  method: 'get',
  path: '/{id}/evaluations',
  summary: 'The evaluations the athlete shows on their page, with each coach’s badge',
  tags: ['recruiting'],
  request: { params: athleteIdParamSchema },
  responses: {
    200: jsonContent(evaluationListSchema, 'Shown evaluations, newest first'),
    401: { description: 'Not signed in: evaluations are details, for members' },
    404: { description: 'No such athlete, or not one the caller may see' },
  },
});

/** GET /api/athletes/{id}/evaluations: the athlete page's evaluations, for members. */
export function athleteEvaluationRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono().openapi(athleteEvaluationsRoute, async (c) => {
    const user = await requireUser(auth, c);
    const now = new Date(clock.now());
    const athlete = await findViewableAthlete(db, user, c.req.valid('param').id, now);
    return c.json({ items: await listShownEvaluations(db, athlete.id, now) }, 200);
  });
}
