import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  childParamSchema,
  contactSettingInputSchema,
  contactSettingsSchema,
  guardianOverviewSchema,
} from '#shared/schemas/guardian';
import { consentDecisionSchema, consentRequestSchema } from '#shared/schemas/privacy';
import {
  childEntryParamSchema,
  managedEntrySchema,
  rosterGuardianDecisionSchema,
} from '#shared/schemas/programs';
import { profileViewsQuerySchema, profileViewsSchema } from '#shared/schemas/views';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import { getClientIp } from '#server/http/client-ip';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import {
  childProfileViews,
  decideChildConsent,
  decideChildTeam,
  guardianOverview,
  setChildContact,
  type GuardianDeps,
} from './guardian-page';

const tags = ['guardians'];
const notChild = { description: 'Not an athlete who named this address as their guardian’s' };

const overviewRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'The children who named the signed-in member’s confirmed address as their guardian’s: consent, contact settings and conversations',
  tags,
  responses: {
    200: jsonContent(guardianOverviewSchema, 'The children'),
    ...notSignedIn,
  },
});

const viewsRoute = createRoute({
  method: 'get',
  path: '/children/{profileId}/profile-views',
  summary: '"Who viewed me" of one of the guardian’s children',
  tags,
  request: { params: childParamSchema, query: profileViewsQuerySchema },
  responses: {
    200: jsonContent(profileViewsSchema, 'A page of verified coaches’ views and the count'),
    400: { description: 'Not a profile id or page link' },
    ...notSignedIn,
    404: notChild,
  },
});

const contactRoute = createRoute({
  method: 'put',
  path: '/children/{profileId}/contact',
  summary: 'Switch contact from one coach (or from every coach) on or off for a child',
  tags,
  request: { params: childParamSchema, body: jsonBody(contactSettingInputSchema) },
  responses: {
    200: jsonContent(contactSettingsSchema, 'The child’s contact settings now'),
    400: { description: 'Not a setting' },
    ...notSignedIn,
    404: notChild,
  },
});

const consentRoute = createRoute({
  method: 'post',
  path: '/children/{profileId}/consent',
  summary: 'Give, refuse or withdraw consent for a child, signed in instead of through the link',
  tags,
  request: { params: childParamSchema, body: jsonBody(consentDecisionSchema) },
  responses: {
    200: jsonContent(consentRequestSchema, 'The consent as decided'),
    400: { description: 'Not a decision' },
    ...notSignedIn,
    404: notChild,
    409: { description: 'That decision does not apply any more' },
  },
});

const teamRoute = createRoute({
  method: 'post',
  path: '/children/{profileId}/teams/{entryId}',
  summary: 'Approve or decline a child’s place on a team, which waits for the guardian',
  tags,
  request: { params: childEntryParamSchema, body: jsonBody(rosterGuardianDecisionSchema) },
  responses: {
    200: jsonContent(
      managedEntrySchema.omit({ firstName: true, lastName: true }),
      'The child’s place on the team now',
    ),
    400: { description: 'Not a decision' },
    ...notSignedIn,
    404: { description: 'Not a child’s place on a team waiting for this guardian' },
    409: { description: 'Already answered' },
  },
});

/** /api/guardian: a parent's or guardian's own page. */
export function guardianRoutes(deps: GuardianDeps & { auth: Auth; trustProxy: boolean }) {
  const { auth } = deps;
  return new OpenAPIHono()
    .openapi(overviewRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await guardianOverview(deps, user), 200);
    })
    .openapi(viewsRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { profileId } = c.req.valid('param');
      return c.json(await childProfileViews(deps, user, profileId, c.req.valid('query')), 200);
    })
    .openapi(contactRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { profileId } = c.req.valid('param');
      return c.json(await setChildContact(deps, user, profileId, c.req.valid('json')), 200);
    })
    .openapi(consentRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { profileId } = c.req.valid('param');
      const ip = getClientIp(c, deps.trustProxy);
      return c.json(await decideChildConsent(deps, user, profileId, c.req.valid('json'), ip), 200);
    })
    .openapi(teamRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { profileId, entryId } = c.req.valid('param');
      const { decision } = c.req.valid('json');
      return c.json(await decideChildTeam(deps, user, profileId, entryId, decision), 200);
    });
}
