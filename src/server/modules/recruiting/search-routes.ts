import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  savedSearchCreateInputSchema,
  savedSearchDeletedSchema,
  savedSearchIdParamSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchUpdateInputSchema,
} from '#shared/schemas/saved-searches';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { requireVerifiedCoach } from '#server/modules/coaches';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches';

const tags = ['recruiting'];

/** Every saved-search route is for verified coaches; the others are told how to get verified. */
const coachOnly = {
  400: { description: 'A field is missing or not valid; fieldErrors names it' },
  ...notSignedIn,
  403: { description: 'Not a verified coach: the message says how to get verified' },
} as const;
const noSearch = { 404: { description: 'No saved search of this coach with this id' } } as const;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "The coach's saved athlete searches, oldest first",
  tags,
  responses: { 200: jsonContent(savedSearchListSchema, 'The saved searches'), ...coachOnly },
});

const createSearchRoute = createRoute({
  method: 'post',
  path: '/',
  summary:
    'Saves an athlete search (the list filters) with a daily or weekly digest of new athletes who match',
  tags,
  request: { body: jsonBody(savedSearchCreateInputSchema) },
  responses: {
    201: jsonContent(savedSearchSchema, 'The saved search'),
    ...coachOnly,
    409: { description: 'The coach keeps the most saved searches allowed already' },
  },
});

const updateSearchRoute = createRoute({
  method: 'patch',
  path: '/{searchId}',
  summary: 'Renames a saved search or changes how often its digest comes',
  tags,
  request: { params: savedSearchIdParamSchema, body: jsonBody(savedSearchUpdateInputSchema) },
  responses: { 200: jsonContent(savedSearchSchema, 'The saved search'), ...coachOnly, ...noSearch },
});

const deleteSearchRoute = createRoute({
  method: 'delete',
  path: '/{searchId}',
  summary: 'Deletes a saved search; its digests stop',
  tags,
  request: { params: savedSearchIdParamSchema },
  responses: {
    200: jsonContent(savedSearchDeletedSchema, 'Deleted'),
    ...coachOnly,
    ...noSearch,
  },
});

/** /api/recruiting/searches: a verified coach's saved searches (docs/product.md#coach-search). */
export function savedSearchRoutes(deps: { auth: Auth; db: Database; clock: Clock }) {
  const { auth, db, clock } = deps;
  /** The verified coach calling, or the refusal (401, or 403 with the way to get verified). */
  const coach = async (c: Context) =>
    (await requireVerifiedCoach(db, await requireUser(auth, c), new Date(clock.now()))).userId;

  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const coachId = await coach(c);
      return c.json({ searches: await listSavedSearches(db, coachId) }, 200);
    })
    .openapi(createSearchRoute, async (c) => {
      const coachId = await coach(c);
      return c.json(await createSavedSearch(db, coachId, c.req.valid('json')), 201);
    })
    .openapi(updateSearchRoute, async (c) => {
      const coachId = await coach(c);
      const { searchId } = c.req.valid('param');
      return c.json(await updateSavedSearch(db, coachId, searchId, c.req.valid('json')), 200);
    })
    .openapi(deleteSearchRoute, async (c) => {
      const coachId = await coach(c);
      await deleteSavedSearch(db, coachId, c.req.valid('param').searchId);
      return c.json({ deleted: true as const }, 200);
    });
}
