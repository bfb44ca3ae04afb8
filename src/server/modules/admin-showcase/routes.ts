import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  athleteOfTheMonthInputSchema,
  athletePickInputSchema,
  athletePickOrderSchema,
  athletePicksSchema,
  athleteSearchQuerySchema,
  athleteSearchSchema,
  hideAthleteInputSchema,
  pickIdParamSchema,
  showcaseAthleteSchema,
  showcaseProfileParamSchema,
} from '#shared/schemas/admin-showcase';
import type { AdminEnv } from '#server/auth/guards';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { adminActor, adminOnlyResponses } from '#server/modules/admin';
import {
  addPick,
  chooseAthleteOfTheMonth,
  clearAthleteOfTheMonth,
  listPicks,
  removePick,
  reorderPicks,
  type ShowcaseDeps,
} from './athlete-picks';
import { hideAthlete, unhideAthlete } from './hide-athlete';
import { searchShowcaseAthletes } from './showcase-athletes';

const tags = ['admin'];
const picksAnswer = (description: string) => jsonContent(athletePicksSchema, description);
const noAthlete = { 404: { description: 'No athlete with this id' } } as const;

const listRoute = createRoute({
  method: 'get',
  path: '/picks',
  summary: 'The athletes on show: the Athlete of the Month, special mentions and featured athletes',
  tags,
  responses: { 200: picksAnswer('Every pick, with its athlete’s state'), ...adminOnlyResponses },
});

const chooseMonthRoute = createRoute({
  method: 'put',
  path: '/athlete-of-the-month',
  summary: 'Chooses the Athlete of the Month, with its month and blurb',
  tags,
  request: { body: jsonBody(athleteOfTheMonthInputSchema) },
  responses: { 200: picksAnswer('The picks'), ...noAthlete, ...adminOnlyResponses },
});

const clearMonthRoute = createRoute({
  method: 'delete',
  path: '/athlete-of-the-month',
  summary: 'No Athlete of the Month until another is chosen',
  tags,
  responses: { 200: picksAnswer('The picks'), ...adminOnlyResponses },
});

const addPickRoute = createRoute({
  method: 'post',
  path: '/picks',
  summary: 'Adds an athlete at the end of the special mentions or the featured athletes',
  tags,
  request: { body: jsonBody(athletePickInputSchema) },
  responses: {
    200: picksAnswer('The picks'),
    ...noAthlete,
    409: { description: 'Picked already, or the list is full' },
    ...adminOnlyResponses,
  },
});

const orderRoute = createRoute({
  method: 'put',
  path: '/picks/order',
  summary: 'Puts the special mentions or the featured athletes in a new order',
  tags,
  request: { body: jsonBody(athletePickOrderSchema) },
  responses: {
    200: picksAnswer('The picks'),
    409: { description: 'The list changed meanwhile' },
    ...adminOnlyResponses,
  },
});

const removePickRoute = createRoute({
  method: 'delete',
  path: '/picks/{id}',
  summary: 'Takes an athlete off the list they were picked for',
  tags,
  request: { params: pickIdParamSchema },
  responses: {
    200: picksAnswer('The picks'),
    404: { description: 'No such pick' },
    ...adminOnlyResponses,
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  summary:
    'Any athlete by part of their name or their email, hidden and unlisted ones too, with their state',
  tags,
  request: { query: athleteSearchQuerySchema },
  responses: { 200: jsonContent(athleteSearchSchema, 'Up to 20 athletes'), ...adminOnlyResponses },
});

const hideRoute = createRoute({
  method: 'post',
  path: '/{profileId}/hide',
  summary: 'Hides a profile from every list and page; its owner sees the reason',
  tags,
  request: { params: showcaseProfileParamSchema, body: jsonBody(hideAthleteInputSchema) },
  responses: {
    200: jsonContent(showcaseAthleteSchema, 'The athlete, hidden'),
    ...noAthlete,
    409: { description: 'Hidden already' },
    ...adminOnlyResponses,
  },
});

const unhideRoute = createRoute({
  method: 'post',
  path: '/{profileId}/unhide',
  summary: 'Releases the hold on a profile: it is listed again wherever the listing rule allows',
  tags,
  request: { params: showcaseProfileParamSchema },
  responses: {
    200: jsonContent(showcaseAthleteSchema, 'The athlete'),
    ...noAthlete,
    ...adminOnlyResponses,
  },
});

/** /api/admin/athletes: the athletes on show and the moderation hold, every change audited. */
export function adminShowcaseRoutes({
  trustProxy,
  ...deps
}: ShowcaseDeps & { trustProxy: boolean }) {
  return new OpenAPIHono<AdminEnv>()
    .openapi(listRoute, async (c) => c.json(await listPicks(deps.db), 200))
    .openapi(chooseMonthRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await chooseAthleteOfTheMonth(deps, actor, c.req.valid('json')), 200);
    })
    .openapi(clearMonthRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await clearAthleteOfTheMonth(deps, actor), 200);
    })
    .openapi(addPickRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await addPick(deps, actor, c.req.valid('json')), 200);
    })
    .openapi(orderRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await reorderPicks(deps, actor, c.req.valid('json')), 200);
    })
    .openapi(removePickRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await removePick(deps, actor, c.req.valid('param').id), 200);
    })
    .openapi(searchRoute, async (c) => {
      const items = await searchShowcaseAthletes(deps.db, c.req.valid('query').q);
      return c.json({ items }, 200);
    })
    .openapi(hideRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const { profileId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      return c.json(await hideAthlete(deps, actor, profileId, reason), 200);
    })
    .openapi(unhideRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      return c.json(await unhideAthlete(deps, actor, c.req.valid('param').profileId), 200);
    });
}
