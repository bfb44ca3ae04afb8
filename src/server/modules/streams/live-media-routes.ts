import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { clientNetwork, getClientIp } from '#server/http/client-ip';
import { serveMediaFile } from '#server/http/serve-media-file';
import { INGEST_RENDITION_NAME } from '#shared/streams';
import {
  playlistWithToken,
  type GatedChannel,
  type LiveLinks,
  type MediaGate,
} from './channel-access';
import type { LocalLive } from './local-live';

const PLAYBACK_ID = /^[0-9a-f]{16}$/;
const RENDITION = INGEST_RENDITION_NAME;
/** Segments never change once stored. */
const SEGMENT_CACHE = 'public, max-age=31536000, immutable';
/** A finished replay's playlist does not change either, but it can be deleted. */
const ENDED_REPLAY_CACHE = 'public, max-age=3600';
/**
 * Live playlists change every segment: players must ask again (docs/integrations.md#hls-ingest).
 */
const LIVE_CACHE = 'no-cache';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Wrong stream keys one address may send per minute before it is told to wait. */
export const INGEST_KEY_FAILURES_PER_MINUTE = 30;

/**
 * Counts wrong keys per address in fixed one-minute windows, in this process (the local media
 * server is one instance). Keys are 256-bit: this keeps a guesser from costing a lookup each.
 */
function keyFailureCounter(now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (ip: string) => {
    const window = windows.get(ip);
    return window && now() - window.start < 60_000 ? window : undefined;
  };
  return {
    blocked: (ip: string) => (current(ip)?.count ?? 0) >= INGEST_KEY_FAILURES_PER_MINUTE,
    count(ip: string) {
      const window = current(ip) ?? { start: now(), count: 0 };
      window.count += 1;
      windows.set(ip, window);
      if (windows.size > 10_000) {
        for (const [key, value] of windows) if (now() - value.start >= 60_000) windows.delete(key);
      }
    },
  };
}

const refuse = (status: 400 | 403 | 404 | 409 | 413 | 415 | 429 | 503, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * HLS over HTTP PUT from a broadcaster (ffmpeg `-f hls -method PUT`, or OBS's custom FFmpeg
 * output): PUT /ingest/{streamKey}/{file} for one rendition, /ingest/{streamKey}/{rendition}/{file}
 * for each of several (ffmpeg's `%v` with -var_stream_map; its -master_pl_name playlist arrives
 * at /ingest/{streamKey}/master.m3u8 and is not used). The stream key in the path is the
 * credential; a DELETE of an old segment (`-hls_flags delete_segments`) is answered and ignored,
 * so replays keep it.
 */
export function ingestRoutes(
  live: LocalLive,
  { trustProxy, now }: { trustProxy: boolean; now: () => number },
) {
  const failures = keyFailureCounter(now);
  return new Hono()
    .on(['PUT', 'POST'], '/:key/:file', (c) => receive(c, ''))
    .on(['PUT', 'POST'], '/:key/:rendition/:file', (c) => receive(c, c.req.param('rendition')))
    .delete('/:key/:file', (c) => c.body(null, 204))
    .delete('/:key/:rendition/:file', (c) => c.body(null, 204))
    .all('*', () =>
      refuse(
        400,
        'Send the playlist and segments to /ingest/{streamKey}/{file} or /ingest/{streamKey}/{rendition}/{file}.',
      ),
    );

  async function receive(c: Context, rendition: string) {
    const { key, file } = c.req.param() as { key: string; file: string };
    const ip = getClientIp(c, trustProxy);
    if (failures.blocked(ip)) {
      return refuse(429, 'Too many wrong stream keys from your connection: wait a minute.');
    }
    const length = c.req.header('content-length');
    const declared = length === undefined ? undefined : Number(length);
    if (declared !== undefined && !Number.isSafeInteger(declared)) {
      return refuse(400, 'Content-Length is not a number.');
    }
    const result = await live.ingest(key, file, c.req.raw.body, declared, rendition);
    if (!result.ok && result.status === 403) failures.count(ip);
    if (!result.ok) return refuse(result.status, result.message);
    return c.body(null, result.status);
  }
}

/** An HLS playlist made here (not a stored file), for GET and HEAD alike. */
function playlistAnswer(c: Context, text: string, cache: string) {
  const headers = { 'Content-Type': HLS_TYPE, 'Cache-Control': cache };
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(text, 200, headers);
}

/**
 * A viewer, told apart without a cookie: one per client address (an IPv6 address by its /64),
 * hashed. Whatever headers a client sends, one address counts once.
 */
function viewerOf(ip: string): string {
  return createHash('sha256').update(clientNetwork(ip)).digest('base64url').slice(0, 22);
}

/**
 * What viewers load: /live-media/{playbackId}/master.m3u8 (the renditions, measured), their live
 * windows /live-media/{playbackId}/index.m3u8 (a single rendition) and
 * /live-media/{playbackId}/{rendition}/index.m3u8 (each request counts its asker as a viewer for
 * 30 s), and /live-media/b/{broadcastId}/[{rendition}/]{file} (segments, replay playlists and the
 * replay's master.m3u8).
 */
export function liveMediaRoutes(
  live: LocalLive,
  {
    trustProxy,
    gate,
    links,
    now,
  }: { trustProxy: boolean; gate: MediaGate; links: LiveLinks; now: () => number },
) {
  /**
   * A pass channel's media needs a token signed for its channel whose grant still holds (a pass
   * not refunded or ended, the owner, an administrator): the token it came with, to carry on
   * into the playlist's segment links; null when it has none that is good. Media of a free
   * channel needs none ('').
   */
  const tokenFor = async (channel: GatedChannel | null, given: string | undefined) => {
    if (!channel?.gated) return '';
    const grant = links.verify(channel.id, given, now());
    return grant && (await gate.allows(channel, grant)) ? given! : null;
  };
  const needsPass = () =>
    new Response('A pass is needed to watch this channel.\n', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });

  /** A stored file of a broadcast: a segment, or a replay playlist (rendition's or master). */
  async function broadcastFile(c: Context, rendition: string) {
    const { broadcastId, file: name } = c.req.param() as { broadcastId: string; file: string };
    const file = await live.broadcastFile(broadcastId, rendition, name);
    if (!file) return c.text('Not found', 404);
    const channel = await gate.channelOfBroadcast(broadcastId);
    if (channel && !channel.onSite) return c.text('Not found', 404);
    const token = await tokenFor(channel, c.req.query('t'));
    if (token === null) return needsPass();
    const isPlaylist = name.endsWith('.m3u8');
    // A running replay grows, and its multivariant playlist's measures with it.
    const running = isPlaylist && live.isRunning(broadcastId);
    // A signed answer is one viewer's: shared caches keep none of it.
    const privately = (cache: string) => (token ? cache.replace('public', 'private') : cache);
    if (isPlaylist && token) {
      const text = playlistWithToken(await readFile(file, 'utf8'), token);
      return playlistAnswer(c, text, running ? LIVE_CACHE : privately(ENDED_REPLAY_CACHE));
    }
    const cache = !isPlaylist ? SEGMENT_CACHE : running ? LIVE_CACHE : ENDED_REPLAY_CACHE;
    return (await serveMediaFile(c, file, privately(cache))) ?? c.text('Not found', 404);
  }

  /** A live playlist of a channel: its multivariant one, or a rendition's window. */
  async function livePlaylist(c: Context, rendition: string | null) {
    const playbackId = c.req.param('playbackId') ?? '';
    if (!PLAYBACK_ID.test(playbackId)) return c.text('Not found', 404);
    if (rendition !== null && rendition !== '' && !RENDITION.test(rendition)) {
      return c.text('Not found', 404);
    }
    const channel = await gate.channelOfPlayback(playbackId);
    // Archived or held by a moderator: off the site, its media too (docs/product.md).
    if (channel && !channel.onSite) return c.text('Not found', 404);
    const token = await tokenFor(channel, c.req.query('t'));
    if (token === null) return needsPass();
    const viewer = viewerOf(getClientIp(c, trustProxy));
    const playlist =
      rendition === null
        ? live.livePlaylist(playbackId, viewer)
        : live.renditionPlaylist(playbackId, rendition, viewer);
    if (playlist === null) {
      c.header('Cache-Control', LIVE_CACHE);
      return c.text('This channel is not live.', 404);
    }
    return playlistAnswer(c, token ? playlistWithToken(playlist, token) : playlist, LIVE_CACHE);
  }

  return new Hono()
    .on(['GET', 'HEAD'], '/b/:broadcastId/:file', (c) => broadcastFile(c, ''))
    .on(['GET', 'HEAD'], '/b/:broadcastId/:rendition/:file', (c) =>
      broadcastFile(c, c.req.param('rendition')),
    )
    .on(['GET', 'HEAD'], '/:playbackId/master.m3u8', (c) => livePlaylist(c, null))
    .on(['GET', 'HEAD'], '/:playbackId/index.m3u8', (c) => livePlaylist(c, ''))
    .on(['GET', 'HEAD'], '/:playbackId/:rendition/index.m3u8', (c) =>
      livePlaylist(c, c.req.param('rendition')),
    );
}
