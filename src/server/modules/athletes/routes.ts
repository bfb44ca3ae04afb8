import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { signInToFilterMessage } from '#shared/athlete';
import { recruitingMessages, type Audience } from '#shared/recruiting';
import {
  athleteListQuerySchema,
  athleteListSchema,
  athleteOfTheMonthSchema,
  coachFilterNames,
  athleteSchema as sharedAthleteSchema,
} from '#shared/schemas/athletes';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { prepareJson, sendPreparedJson, type PreparedJson } from '#server/http/compress';
import { isRenderingPage, pageShows, sameForAudience } from '#server/http/rendering-context';
import { athletesShown, kept, type AthleteCaches } from './athlete-list-cache';
import type { AthleteWork } from './athlete-work';
import { getAthlete } from './get-athlete';
import { audienceOf } from '#server/modules/coaches';
import type { Clock } from '#server/lib/clock';
import {
  getAthleteOfTheMonth,
  listFeatured,
  listMostImproved,
  listNewestComplete,
} from './list-featured-athletes';
import { athleteListPage } from './list-athletes';
import { jsonContent } from '#server/http/openapi-content';

// The shared schema is used as it is: it is built before @hono/zod-openapi can add its
// .openapi() naming to zod, so the document shows it inline.
const athleteSchema = sharedAthleteSchema;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'Search athletes: featured (Recruiting Profile) first, then newest first, in keyset pages',
  tags: ['athletes'],
  request: { query: athleteListQuerySchema },
  responses: {
    200: jsonContent(athleteListSchema, 'A page of athletes'),
    401: { description: 'Graduation year and state filters need a signed-in member' },
    403: {
      description:
        'Position, height, weight, highlight video and recently updated filters are for verified coaches',
    },
  },
});

const listOf = <Path extends string>(path: Path, summary: string) =>
  createRoute({
    method: 'get',
    path,
    summary,
    tags: ['athletes'],
    responses: { 200: jsonContent(z.array(athleteSchema), 'Athletes') },
  });

const oneRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One athlete',
  tags: ['athletes'],
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: jsonContent(athleteSchema, 'The athlete'),
    404: { description: 'No such athlete' },
  },
});

const athleteOfTheMonthRoute = createRoute({
  method: 'get',
  path: '/athlete-of-the-month',
  summary: 'The Athlete of the Month with its month and blurb, if one is chosen',
  tags: ['athletes'],
  responses: {
    200: jsonContent(athleteOfTheMonthSchema.nullable(), 'The athlete, month and blurb, or null'),
  },
});

/**
 * The work a page kept for an audience does for each viewer it is served to (render-pages.ts):
 * the view of the athlete's page its API call recorded, as `onViewed` records it.
 */
export const ATHLETE_VIEW = 'athlete-view';

export function athleteRoutes({
  auth,
  db,
  caches,
  videoAssets,
  work,
  onViewed,
  clock,
}: {
  auth: Auth;
  db: Database;
  clock: Clock;
  caches: AthleteCaches;
  /** The streaming provider's video assets, when highlight videos are sent there. */
  videoAssets?: VideoAssets | undefined;
  /** The instance's checks of processing highlights (shared with ownProfileRoutes). */
  work: AthleteWork;
  /**
   * Told when a signed-in member opens an athlete's page (docs/product.md#profile-views): the
   * recruiting module records the view. Passed in by the composition root, so this module
   * never imports that one.
   */
  onViewed?: (viewer: SessionUser, athleteId: string, kind: 'page', now: Date) => Promise<unknown>;
}) {
  /**
   * A home or Explore section as sent, kept per audience with the athletes it shows
   * (athlete-list-cache.ts); `byUpdate` when who it holds follows the last saves.
   */
  const section = async <T>(
    c: Context,
    name: string,
    audience: Audience,
    load: () => Promise<T>,
    athletesOf: (value: T) => readonly string[],
    byUpdate = false,
  ): Promise<PreparedJson<T>> => {
    const answer = await caches.sections.get(
      `${name}:${audience}`,
      async () => {
        const value = await load();
        return kept(prepareJson(value), { audience, athletes: athletesOf(value), byUpdate });
      },
      undefined,
      { current: isRenderingPage(c) },
    );
    pageShows(c, answer.tags);
    return answer as PreparedJson<T>;
  };
  const idsOf = (athletes: readonly { id: string }[]) => athletes.map((athlete) => athlete.id);

  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const audience = await audienceOf(db, await getSessionUser(auth, c), new Date(clock.now()));
      if (audience === 'visitor' && (query.gradYear !== undefined || query.state !== undefined)) {
        throw new AppError('UNAUTHORIZED', signInToFilterMessage);
      }
      // The filters coaches need are theirs (docs/product.md#coach-search): a member or visitor
      // asking for one is told how a coach gets verified.
      if (audience !== 'coach' && coachFilterNames.some((name) => query[name] !== undefined)) {
        throw new AppError('FORBIDDEN', recruitingMessages.notVerified);
      }
      const page = await athleteListPage(db, caches, query, audience, isRenderingPage(c));
      pageShows(c, page.tags);
      return sendPreparedJson(c, page);
    })
    .openapi(listOf('/recent', 'The 4 newest complete profiles'), async (c) => {
      const audience = await audienceOf(db, await getSessionUser(auth, c), new Date(clock.now()));
      return sendPreparedJson(
        c,
        await section(c, 'recent', audience, () => listNewestComplete(db, 4, audience), idsOf),
      );
    })
    .openapi(
      listOf(
        '/featured',
        'The hero carousel: featured picks in order, then Recruiting Profile holders, then the newest (5 in all)',
      ),
      async (c) => {
        const audience = await audienceOf(db, await getSessionUser(auth, c), new Date(clock.now()));
        return sendPreparedJson(
          c,
          await section(c, 'featured', audience, () => listFeatured(db, audience), idsOf),
        );
      },
    )
    .openapi(
      listOf(
        '/most-improved',
        'Most improved: the Athlete of the Month, the special mentions in order, then the recently updated (4 in all)',
      ),
      async (c) => {
        const audience = await audienceOf(db, await getSessionUser(auth, c), new Date(clock.now()));
        return sendPreparedJson(
          c,
          // Its last places go to the most recently updated: every save may change them.
          await section(
            c,
            'most-improved',
            audience,
            () => listMostImproved(db, audience),
            idsOf,
            true,
          ),
        );
      },
    )
    .openapi(athleteOfTheMonthRoute, async (c) => {
      const audience = await audienceOf(db, await getSessionUser(auth, c), new Date(clock.now()));
      return sendPreparedJson(
        c,
        await section(
          c,
          'athlete-of-the-month',
          audience,
          () => getAthleteOfTheMonth(db, audience),
          (athlete) => (athlete ? [athlete.id] : []),
        ),
      );
    })
    .openapi(oneRoute, async (c) => {
      const viewer = await getSessionUser(auth, c);
      const now = new Date(clock.now());
      const audience = await audienceOf(db, viewer, now);
      const { athlete, sameForAudience: alike } = await getAthlete(
        { db, caches, videoAssets, work, clock },
        c.req.valid('param').id,
        viewer,
        audience,
      );
      // Only a page the viewer may see is a view; the recorder logs its own failures.
      if (viewer && onViewed) await onViewed(viewer, athlete.id, 'page', now);
      if (alike) {
        // A page kept for the audience records each viewer's view as this call did.
        sameForAudience(c, viewer ? { name: ATHLETE_VIEW, subject: athlete.id } : undefined);
        pageShows(c, athletesShown(audience, [athlete.id]));
      }
      return c.json(athlete, 200);
    });
}
