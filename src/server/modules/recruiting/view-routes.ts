import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  highlightPlaySchema,
  profileViewsQuerySchema,
  profileViewsSchema,
  recentViewsSchema,
} from '#shared/schemas/views';
import { athleteIdParamSchema } from '#shared/schemas/evaluations';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonContent, notSignedIn } from '#server/http/openapi-content';
import { requireVerifiedCoach } from '#server/modules/coaches';
import { listProfileViews, listRecentViews, recordHighlightPlay } from './views';

type Deps = { auth: Auth; db: Database; clock: Clock };

const whoViewedMeRoute = createRoute({
  method: 'get',
  path: '/profile-views',
  summary:
    'Who viewed me: the verified coaches who opened the caller’s athlete page or played their highlights, newest first, and a count of other members’ views',
  tags: ['recruiting'],
  request: { query: profileViewsQuerySchema },
  responses: {
    200: jsonContent(profileViewsSchema, 'A page of verified coaches’ views and the count'),
    400: { description: 'The page link is not valid' },
    ...notSignedIn,
  },
});

/** GET /api/me/profile-views: free on every plan (docs/product.md#profile-views). */
export function ownViewRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono().openapi(whoViewedMeRoute, async (c) => {
    const user = await requireUser(auth, c);
    return c.json(
      await listProfileViews(db, user.id, c.req.valid('query'), new Date(clock.now())),
      200,
    );
  });
}

const recentViewsRoute = createRoute({
  method: 'get',
  path: '/views',
  summary: 'The athletes the verified coach viewed recently, only those still visible to them',
  tags: ['recruiting'],
  responses: {
    200: jsonContent(recentViewsSchema, 'Recent views, newest first'),
    ...notSignedIn,
    403: { description: 'Not a verified coach' },
  },
});

/** GET /api/recruiting/views: the coach's dashboard's recent views. */
export function coachViewRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono().openapi(recentViewsRoute, async (c) => {
    const user = await requireUser(auth, c);
    await requireVerifiedCoach(db, user, new Date(clock.now()));
    return c.json({ items: await listRecentViews(db, user.id) }, 200);
  });
}

const highlightPlayRoute = createRoute({
  method: 'post',
  path: '/{id}/highlight-plays',
  summary:
    'Records that the signed-in member played the athlete’s highlights (once a day at most; never for the owner or administrators)',
  tags: ['recruiting'],
  request: { params: athleteIdParamSchema },
  responses: {
    200: jsonContent(highlightPlaySchema, 'Whether a view was recorded'),
    ...notSignedIn,
    404: { description: 'No such athlete, or not one the caller may see' },
    409: { description: 'The athlete has no highlight video that plays' },
  },
});

/** POST /api/athletes/{id}/highlight-plays: the athlete page's player calls it on first play. */
export function highlightPlayRoutes({ auth, db, clock }: Deps) {
  return new OpenAPIHono().openapi(highlightPlayRoute, async (c) => {
    const user = await requireUser(auth, c);
    return c.json(
      {
        recorded: await recordHighlightPlay(
          db,
          user,
          c.req.valid('param').id,
          new Date(clock.now()),
        ),
      },
      200,
    );
  });
}
