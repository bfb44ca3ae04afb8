import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { clientNetwork, getClientIp } from '#server/http/client-ip';
import { serveMediaFile } from '#server/http/serve-media-file';
import {
  playlistWithToken,
  type GatedChannel,
  type LiveLinks,
  type MediaGate,
} from './channel-access';
import type { LocalLive } from './local-live';

const PLAYBACK_ID = /^[0-9a-f]{16}$/;
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
 * output): PUT /ingest/{streamKey}/{file}. The stream key in the path is the credential; a DELETE
 * of an old segment (`-hls_flags delete_segments`) is answered and ignored, so replays keep it.
 */
export function ingestRoutes(
  live: LocalLive,
  { trustProxy, now = Date.now }: { trustProxy: boolean; now?: () => number },
) {
  const failures = keyFailureCounter(now);
  return new Hono()
    .on(['PUT', 'POST'], '/:key/:file', async (c) => {
      const { key, file } = c.req.param();
      const ip = getClientIp(c, trustProxy);
      if (failures.blocked(ip)) {
        return refuse(429, 'Too many wrong stream keys from your connection: wait a minute.');
      }
      const length = c.req.header('content-length');
      const declared = length === undefined ? undefined : Number(length);
      if (declared !== undefined && !Number.isSafeInteger(declared)) {
        return refuse(400, 'Content-Length is not a number.');
      }
      const result = await live.ingest(key, file, c.req.raw.body, declared);
      if (!result.ok && result.status === 403) failures.count(ip);
      if (!result.ok) return refuse(result.status, result.message);
      return c.body(null, result.status);
    })
    .delete('/:key/:file', (c) => c.body(null, 204))
    .all('*', () => refuse(400, 'Send the playlist and segments to /ingest/{streamKey}/{file}.'));
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
 * What viewers load: /live-media/{playbackId}/index.m3u8 (the live window; each request counts
 * its asker as a viewer for 30 s) and /live-media/b/{broadcastId}/{file} (segments and the
 * replay playlist).
 */
export function liveMediaRoutes(
  live: LocalLive,
  { trustProxy, gate, links }: { trustProxy: boolean; gate: MediaGate; links: LiveLinks },
) {
  /**
   * A pass channel's media needs a token signed for its channel whose grant still holds (a pass
   * not refunded or ended, the owner, an administrator): the token it came with, to carry on
   * into the playlist's segment links; null when it has none that is good. Media of a free
   * channel needs none ('').
   */
  const tokenFor = async (channel: GatedChannel | null, given: string | undefined) => {
    if (!channel?.gated) return '';
    const grant = links.verify(channel.id, given);
    return grant && (await gate.allows(channel, grant)) ? given! : null;
  };
  const needsPass = () =>
    new Response('A pass is needed to watch this channel.\n', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });

  return new Hono()
    .on(['GET', 'HEAD'], '/b/:broadcastId/:file', async (c) => {
      const { broadcastId, file: name } = c.req.param();
      const file = await live.broadcastFile(broadcastId, name);
      if (!file) return c.text('Not found', 404);
      const token = await tokenFor(await gate.channelOfBroadcast(broadcastId), c.req.query('t'));
      if (token === null) return needsPass();
      const isPlaylist = name === 'replay.m3u8';
      const running = isPlaylist && live.isRunning(broadcastId);
      // A signed answer is one viewer's: shared caches keep none of it.
      const privately = (cache: string) => (token ? cache.replace('public', 'private') : cache);
      if (isPlaylist && token) {
        const text = playlistWithToken(await readFile(file, 'utf8'), token);
        return playlistAnswer(c, text, running ? LIVE_CACHE : privately(ENDED_REPLAY_CACHE));
      }
      const cache = !isPlaylist ? SEGMENT_CACHE : running ? LIVE_CACHE : ENDED_REPLAY_CACHE;
      return (await serveMediaFile(c, file, privately(cache))) ?? c.text('Not found', 404);
    })
    .on(['GET', 'HEAD'], '/:playbackId/index.m3u8', async (c) => {
      const { playbackId } = c.req.param();
      if (!PLAYBACK_ID.test(playbackId)) return c.text('Not found', 404);
      const token = await tokenFor(await gate.channelOfPlayback(playbackId), c.req.query('t'));
      if (token === null) return needsPass();
      const viewer = viewerOf(getClientIp(c, trustProxy));
      const playlist = live.livePlaylist(playbackId, viewer);
      if (playlist === null) {
        c.header('Cache-Control', LIVE_CACHE);
        return c.text('This channel is not live.', 404);
      }
      return playlistAnswer(c, token ? playlistWithToken(playlist, token) : playlist, LIVE_CACHE);
    });
}
