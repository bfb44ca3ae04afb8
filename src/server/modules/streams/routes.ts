import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { captionsUploadSchema } from '#shared/schemas/captions';
import {
  broadcastParamSchema,
  broadcastSchema,
  channelInputSchema,
  channelPageSchema,
  channelSchema,
  channelUpdateSchema,
  channelWithKeySchema,
  ownChannelSchema,
  replaySchema,
  slugParamSchema,
  vodVideoSchema,
  type Channel,
} from '#shared/schemas/streams';
import { localeOfQuery, type Locale } from '#shared/locales';
import type { Auth } from '#server/auth/create-auth';
import type { Database } from '#server/db/client';
import type { MediaLinks } from '#server/modules/training';
import { getSessionUser, requireUser } from '#server/auth/guards';
import {
  createChannel,
  deleteChannel,
  listBroadcasts,
  listOwnChannels,
  removeBroadcastCaptions,
  rotateStreamKey,
  setBroadcastCaptions,
  updateChannel,
  type OwnChannelDeps,
} from './own-channels';
import { getChannelPage, listChannels, listReplays, listVodVideos } from './public-channels';
import type { StreamsDeps } from './streams-deps';
import { eventStreamLimit, openEventStream } from '#server/http/event-stream';
import { prepareJson, sendPreparedJson, type PreparedJson } from '#server/http/compress';
import { TtlCache } from '#server/lib/ttl-cache';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';

const itemsOf = <T extends z.ZodType>(schema: T) => z.object({ items: z.array(schema) });

/**
 * Status changes reach pages as events, and the page then asks again: a browser must not answer
 * that from its cache. (The server keeps its own short status cache.)
 */
const STATUS_CACHE = 'private, no-cache';
/**
 * How long visitors' channel list is kept between changes: what no event announces (a session
 * starting, its seats taken) shows within it.
 */
const VISITORS_LIST_MS = 2_000;
/** Open events connections one app instance keeps; past this, pages fall back to refetching. */
export const MAX_EVENT_STREAMS = 10_000;

/**
 * The page's language, `?lang=es`: the catalogue's titles, descriptions and categories come in
 * it; English without one (or with one the site does not speak). Read beside the declared
 * parameters, as the training routes read it.
 */
const languageOf = (c: Context): Locale => localeOfQuery(c.req.query('lang'));

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Every live channel with its status (live, or ondemand shown OFFLINE)',
  tags: ['channels'],
  responses: { 200: jsonContent(itemsOf(channelSchema), 'Channels') },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/events',
  summary: 'Server-sent events: "channel" with a slug whenever a channel goes live or idle',
  tags: ['channels'],
  responses: { 200: { description: 'text/event-stream' } },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/{slug}',
  summary: 'One channel and its latest replays',
  tags: ['channels'],
  request: { params: slugParamSchema },
  responses: {
    200: jsonContent(channelPageSchema, 'The channel'),
    404: { description: 'No such channel' },
  },
});

const replaysRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Past broadcasts kept as replays, newest first',
  tags: ['channels'],
  responses: { 200: jsonContent(itemsOf(replaySchema), 'Replays') },
});

const vodRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The on-demand library',
  tags: ['channels'],
  description: 'With `?lang=es`, the catalogue’s titles, descriptions and categories in Spanish.',
  responses: { 200: jsonContent(itemsOf(vodVideoSchema), 'Videos') },
});

const ownListRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "The caller's channels (an administrator: every channel)",
  tags: ['channels'],
  responses: {
    200: jsonContent(itemsOf(ownChannelSchema), 'Channels'),
    ...notSignedIn,
    403: { description: 'Athletes cannot run channels' },
  },
});

const createChannelRoute = createRoute({
  method: 'post',
  path: '/',
  summary:
    'Create a channel (coaches, organizations, administrators); the stream key is shown once',
  tags: ['channels'],
  request: { body: jsonBody(channelInputSchema) },
  responses: {
    201: jsonContent(channelWithKeySchema, 'The channel, its ingest address and stream key'),
    ...notSignedIn,
    403: { description: 'Athletes cannot run channels' },
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/{slug}',
  summary: 'Edit a channel (its owner or an administrator)',
  tags: ['channels'],
  request: { params: slugParamSchema, body: jsonBody(channelUpdateSchema) },
  responses: {
    200: jsonContent(ownChannelSchema, 'The channel'),
    404: { description: 'No such channel' },
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{slug}',
  summary: 'Delete a channel with its broadcasts and replays (its owner or an administrator)',
  tags: ['channels'],
  request: { params: slugParamSchema },
  responses: { 204: { description: 'Deleted' }, 404: { description: 'No such channel' } },
});

const rotateRoute = createRoute({
  method: 'post',
  path: '/{slug}/stream-key',
  summary: 'A new stream key: the old one stops working and a running broadcast ends',
  tags: ['channels'],
  request: { params: slugParamSchema },
  responses: {
    200: jsonContent(channelWithKeySchema, 'The channel and its new key'),
    404: { description: 'No such channel' },
  },
});

const broadcastsRoute = createRoute({
  method: 'get',
  path: '/{slug}/broadcasts',
  summary: "A channel's broadcasts, newest first (its owner or an administrator)",
  tags: ['channels'],
  request: { params: slugParamSchema },
  responses: {
    200: jsonContent(itemsOf(broadcastSchema), 'Broadcasts'),
    404: { description: 'No such channel' },
  },
});

const putBroadcastCaptionsRoute = createRoute({
  method: 'put',
  path: '/{slug}/broadcasts/{id}/captions',
  summary:
    "Add or replace a replay's captions (its channel's owner or an administrator): a WebVTT file (at most 256 KB, WebVTT's own tags only) as JSON { vtt }",
  tags: ['channels'],
  request: { params: broadcastParamSchema, body: jsonBody(captionsUploadSchema) },
  responses: {
    200: jsonContent(z.object({ broadcast: broadcastSchema }), 'The broadcast with its captions'),
    400: { description: 'Not a WebVTT file this site takes: the message names the line' },
    ...notSignedIn,
    403: { description: 'Athletes cannot run channels' },
    404: { description: 'No such channel, or no such broadcast of it' },
    413: { description: 'Larger than 256 KB' },
  },
});

const deleteBroadcastCaptionsRoute = createRoute({
  method: 'delete',
  path: '/{slug}/broadcasts/{id}/captions',
  summary: "Remove a replay's captions and their file (its channel's owner or an administrator)",
  tags: ['channels'],
  request: { params: broadcastParamSchema },
  responses: {
    200: jsonContent(z.object({ broadcast: broadcastSchema }), 'The broadcast without captions'),
    ...notSignedIn,
    403: { description: 'Athletes cannot run channels' },
    404: { description: 'No such channel, or no such broadcast of it' },
  },
});

/** GET /api/channels…: what anyone may read. */
export function channelRoutes({ auth, ...deps }: StreamsDeps & { auth: Auth }) {
  // The events connections this instance holds open (made once per app, by createApp's routes).
  const eventStreams = eventStreamLimit(MAX_EVENT_STREAMS);
  // The list as visitors see it is the same for all of them: kept briefly, and forgotten on every
  // instance the moment a channel changes (createApp relays channel events to all of them).
  const visitorsList = new TtlCache<PreparedJson<{ items: Channel[] }>>(VISITORS_LIST_MS, 1, {
    now: deps.clock.now,
  });
  deps.events.subscribe(() => visitorsList.clear());
  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const viewer = await getSessionUser(auth, c);
      if (viewer) {
        c.header('Cache-Control', STATUS_CACHE);
        return c.json({ items: await listChannels(deps, viewer) }, 200);
      }
      const list = await visitorsList.get('visitors', async () =>
        prepareJson({ items: await listChannels(deps, null) }),
      );
      return sendPreparedJson(c, list, { 'Cache-Control': STATUS_CACHE });
    })
    .openapi(eventsRoute, (c) =>
      openEventStream(c, {
        limit: eventStreams,
        busyMessage: 'Too many open connections: status is refetched instead.',
        // The server shutting down ends the stream like its lifetime does: the browser's
        // EventSource connects again (to another worker or the restarted server).
        closing: deps.events.closing,
        clock: deps.clock,
        subscribe: (send) => deps.events.subscribe((slug) => send('channel', slug)),
      }),
    )
    .openapi(oneRoute, async (c) => {
      c.header('Cache-Control', STATUS_CACHE);
      const viewer = await getSessionUser(auth, c);
      return c.json(await getChannelPage(deps, c.req.valid('param').slug, viewer), 200);
    });
}

export function replayRoutes({ auth, ...deps }: StreamsDeps & { auth: Auth }) {
  return new OpenAPIHono().openapi(replaysRoute, async (c) => {
    c.header('Cache-Control', STATUS_CACHE);
    return c.json({ items: await listReplays(deps, await getSessionUser(auth, c)) }, 200);
  });
}

export function vodRoutes(deps: { db: Database; links: MediaLinks }) {
  return new OpenAPIHono().openapi(vodRoute, async (c) => {
    // Shared caches keep it by its address, so each language's answer apart (lang is in it).
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ items: await listVodVideos(deps.db, deps.links, languageOf(c)) }, 200);
  });
}

/** /api/me/channels…: the channels a coach, an organization or an administrator runs. */
export function ownChannelRoutes({ auth, ...deps }: OwnChannelDeps & { auth: Auth }) {
  return new OpenAPIHono()
    .openapi(ownListRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ items: await listOwnChannels(deps, user) }, 200);
    })
    .openapi(createChannelRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await createChannel(deps, user, c.req.valid('json')), 201);
    })
    .openapi(updateRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { slug } = c.req.valid('param');
      return c.json(await updateChannel(deps, user, slug, c.req.valid('json')), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const user = await requireUser(auth, c);
      await deleteChannel(deps, user, c.req.valid('param').slug);
      return c.body(null, 204);
    })
    .openapi(rotateRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await rotateStreamKey(deps, user, c.req.valid('param').slug), 200);
    })
    .openapi(broadcastsRoute, async (c) => {
      const user = await requireUser(auth, c);
      const items = await listBroadcasts(deps, user, c.req.valid('param').slug);
      return c.json({ items }, 200);
    })
    .openapi(putBroadcastCaptionsRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { slug, id } = c.req.valid('param');
      const { vtt } = c.req.valid('json');
      return c.json({ broadcast: await setBroadcastCaptions(deps, user, slug, id, vtt) }, 200);
    })
    .openapi(deleteBroadcastCaptionsRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { slug, id } = c.req.valid('param');
      return c.json({ broadcast: await removeBroadcastCaptions(deps, user, slug, id) }, 200);
    });
}
