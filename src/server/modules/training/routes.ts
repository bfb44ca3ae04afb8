import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sportVideosSchema, videoDetailSchema } from '#shared/schemas/training';
import { lineText } from '#shared/schemas/text';
import { localeOfQuery, type Locale } from '#shared/locales';
import { findTrainingSport, trainingSportIds } from '#shared/sports';
import type { Auth } from '#server/auth/create-auth';
import { getSessionUser } from '#server/auth/guards';
import { AppError } from '#server/http/app-error';
import { prepareJson, sendPreparedJson } from '#server/http/compress';
import { defaultSubscriptionStatus } from '#shared/training/video-access';
import type { SubscriptionStatuses } from '#server/modules/subscriptions';
import { inLocale } from './catalogue-words';
import { getTrainingVideo } from './get-training-video';
import { libraryOf, listSportVideos } from './list-sport-videos';
import type { MediaLinks } from './media-links';
import type { TrainingShelf } from './training-shelf';

const errorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * The page's language, `?lang=es`: the catalogue's titles, descriptions and categories come in
 * it; English without one (or with one the site does not speak). Read beside the declared
 * parameters, so that a caller who leaves it out need not say so.
 */
const languageOf = (c: Context): Locale => localeOfQuery(c.req.query('lang'));

const getVideo = createRoute({
  method: 'get',
  path: '/videos/{id}',
  summary: 'One training video with the rest of its level',
  tags: ['training'],
  description: 'With `?lang=es`, the catalogue’s titles, descriptions and categories in Spanish.',
  request: { params: z.object({ id: lineText().min(1).max(64) }) },
  responses: {
    200: {
      description: 'The video, with a playable source',
      content: { 'application/json': { schema: videoDetailSchema } },
    },
    403: {
      description: 'The caller may not watch this level; the message says why',
      content: { 'application/json': { schema: errorSchema } },
    },
    404: { description: 'No such video' },
  },
});

const listSport = createRoute({
  method: 'get',
  path: '/{sport}',
  summary: 'A sport’s video library, with what the caller may watch',
  tags: ['training'],
  description: 'With `?lang=es`, the catalogue’s titles, descriptions and categories in Spanish.',
  request: { params: z.object({ sport: z.enum(trainingSportIds) }) },
  responses: {
    200: {
      description: 'Every video of the sport; sources only on unlocked videos',
      content: { 'application/json': { schema: sportVideosSchema } },
    },
  },
});

/** /api/training: the libraries, with access decided here, never in the browser. */
export function trainingRoutes({
  auth,
  shelf,
  links,
  statuses,
}: {
  auth: Auth;
  /** The videos on the site, kept (see training-shelf.ts) */
  shelf: TrainingShelf;
  links: MediaLinks;
  statuses: SubscriptionStatuses;
}) {
  const statusOf = async (c: Parameters<typeof getSessionUser>[1]) => {
    const user = await getSessionUser(auth, c);
    return statuses.of(user?.id ?? null);
  };

  return new OpenAPIHono()
    .openapi(getVideo, async (c) => {
      const locale = languageOf(c);
      const detail = await getTrainingVideo(
        shelf,
        c.req.valid('param').id,
        await statusOf(c),
        links,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          video: inLocale(detail.video, locale),
          related: detail.related.map((video) => inLocale(video, locale)),
        },
        200,
      );
    })
    .openapi(listSport, async (c) => {
      const sport = findTrainingSport(c.req.valid('param').sport);
      const locale = languageOf(c);
      if (!sport) throw new AppError('NOT_FOUND', 'There is no training library for this sport.');
      const user = await getSessionUser(auth, c);
      const cache = 'private, no-store';
      // Visitors all see the same library (no plan): made once per sport and language.
      if (!user) {
        return sendPreparedJson(
          c,
          await shelf.derived(`visitors:${locale}:${sport.id}`, (videos) =>
            prepareJson(libraryOf(videos, sport, defaultSubscriptionStatus, links, locale)),
          ),
          { 'Cache-Control': cache },
        );
      }
      c.header('Cache-Control', cache);
      return c.json(
        await listSportVideos(shelf, sport, await statuses.of(user.id), links, locale),
        200,
      );
    });
}
