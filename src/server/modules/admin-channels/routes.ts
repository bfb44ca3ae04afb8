import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import {
  adminChannelInputSchema,
  adminChannelListSchema,
  adminChannelSchema,
  adminChannelUpdateSchema,
  adminChannelWithKeySchema,
  endBroadcastSchema,
  trainingCatalogueCountsSchema,
} from '#shared/schemas/admin-channels';
import { slugParamSchema } from '#shared/schemas/streams';
import type { AdminEnv } from '#server/auth/guards';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent } from '#server/http/openapi-content';
import { adminActor, adminOnlyResponses } from '#server/modules/admin';
import type { StreamsDeps } from '#server/modules/streams';
import {
  adminCreateChannel,
  adminRotateStreamKey,
  adminUpdateChannel,
  archiveChannel,
  endBroadcast,
  listAdminChannels,
  unarchiveChannel,
} from './admin-channels';
import { countTrainingCatalogue } from './count-training-catalogue';

const tags = ['admin'];
const noChannel = { 404: { description: 'No such channel' } } as const;
const providerDown = { 503: { description: 'The streaming provider is not answering' } };

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Every channel, archived ones too, with its owner and whether it is live',
  tags,
  responses: {
    200: jsonContent(adminChannelListSchema, 'The channels'),
    ...adminOnlyResponses,
  },
});

const createChannelRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Creates a channel run by the administrator; its stream key is shown once',
  tags,
  request: { body: jsonBody(adminChannelInputSchema) },
  responses: {
    201: jsonContent(adminChannelWithKeySchema, 'The channel, its ingest address and key'),
    ...adminOnlyResponses,
    ...providerDown,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/{slug}',
  summary: 'Edits any channel: only the fields sent change',
  tags,
  request: { params: slugParamSchema, body: jsonBody(adminChannelUpdateSchema) },
  responses: {
    200: jsonContent(adminChannelSchema, 'The channel'),
    ...noChannel,
    ...adminOnlyResponses,
  },
});

/** An action on one channel, answered with `answer`. */
const oneAction = <
  Path extends `/{slug}/${string}`,
  Answer extends z.ZodType,
  More extends Record<number, { description: string }>,
>(
  path: Path,
  summary: string,
  answer: Answer,
  description: string,
  more: More,
) =>
  createRoute({
    method: 'post',
    path,
    summary,
    tags,
    request: { params: slugParamSchema },
    responses: {
      200: jsonContent(answer, description),
      ...noChannel,
      ...adminOnlyResponses,
      ...more,
    },
  });

const archiveRoute = oneAction(
  '/{slug}/archive',
  'Takes a channel off every public list and page and refuses its broadcasts; its rows stay',
  adminChannelSchema,
  'The channel, archived',
  {},
);

const unarchiveRoute = oneAction(
  '/{slug}/unarchive',
  'Puts an archived channel back on the site',
  adminChannelSchema,
  'The channel',
  {},
);

const rotateRoute = oneAction(
  '/{slug}/rotate-key',
  'A new stream key, shown once: the old one stops working and a running broadcast ends',
  adminChannelWithKeySchema,
  'The channel and its new key',
  providerDown,
);

const endBroadcastRoute = oneAction(
  '/{slug}/end-broadcast',
  'Ends the broadcast running on a channel; the channel keeps its key, the broadcast its replay',
  endBroadcastSchema,
  'The channel, and whether a broadcast was ended',
  {
    ...providerDown,
    409: { description: 'A Livepeer channel while the site is not connected to Livepeer' },
  },
);

const catalogueRoute = createRoute({
  method: 'get',
  path: '/catalogue',
  summary: 'The training catalogue counted by sport and level, and what needs a subscription',
  tags,
  responses: {
    200: jsonContent(trainingCatalogueCountsSchema, 'The counts'),
    ...adminOnlyResponses,
  },
});

/** /api/admin/channels: every channel and the administrator's actions on it, each audited. */
export function adminChannelRoutes({
  trustProxy,
  ...deps
}: StreamsDeps & { trustProxy: boolean; clock: Clock }) {
  return new OpenAPIHono<AdminEnv>()
    .openapi(listRoute, async (c) => c.json({ items: await listAdminChannels(deps) }, 200))
    .openapi(createChannelRoute, async (c) => {
      const admin = c.get('admin');
      const actor = adminActor(c, trustProxy);
      return c.json(await adminCreateChannel(deps, admin, actor, c.req.valid('json')), 201);
    })
    .openapi(updateRoute, async (c) => {
      const admin = c.get('admin');
      const actor = adminActor(c, trustProxy);
      const { slug } = c.req.valid('param');
      return c.json(await adminUpdateChannel(deps, admin, actor, slug, c.req.valid('json')), 200);
    })
    .openapi(archiveRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const now = new Date(deps.clock.now());
      return c.json(await archiveChannel(deps, actor, c.req.valid('param').slug, now), 200);
    })
    .openapi(unarchiveRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const now = new Date(deps.clock.now());
      return c.json(await unarchiveChannel(deps, actor, c.req.valid('param').slug, now), 200);
    })
    .openapi(rotateRoute, async (c) => {
      const admin = c.get('admin');
      const actor = adminActor(c, trustProxy);
      return c.json(await adminRotateStreamKey(deps, admin, actor, c.req.valid('param').slug), 200);
    })
    .openapi(endBroadcastRoute, async (c) => {
      const actor = adminActor(c, trustProxy);
      const now = new Date(deps.clock.now());
      return c.json(await endBroadcast(deps, actor, c.req.valid('param').slug, now), 200);
    });
}

/** /api/admin/training: the training catalogue, read-only (it is product data in the code). */
export function adminTrainingRoutes() {
  return new OpenAPIHono<AdminEnv>().openapi(catalogueRoute, (c) =>
    c.json(countTrainingCatalogue(), 200),
  );
}
