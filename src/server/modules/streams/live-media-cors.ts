import type { MiddlewareHandler } from 'hono';
import { isUuid } from '#shared/uuid';
import type { GatedChannel, MediaGate } from './channel-access';

/** A playback id as the path may carry one; anything else names no channel. */
const PLAYBACK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A preflight's answer is kept by the browser this long (seconds). */
const PREFLIGHT_MAX_AGE = '86400';

/**
 * The channel whose media a path under /live-media names, by its prefix:
 * `/live-media/b/{broadcastId}/…` (segments, replay playlists) or `/live-media/{playbackId}/…`
 * (live playlists). Null when the path names none.
 */
async function channelOfPath(gate: MediaGate, pathname: string): Promise<GatedChannel | null> {
  const [, root, first, second] = pathname.split('/');
  if (root !== 'live-media' || !first) return null;
  if (first === 'b') return second && isUuid(second) ? gate.channelOfBroadcast(second) : null;
  return PLAYBACK_ID.test(first) ? gate.channelOfPlayback(first) : null;
}

/**
 * Cross-origin access to the app's own live media (mounted before the /live-media routes). The
 * media of a channel anyone may watch can be played from any site (an embed, a club's own
 * player, a cast receiver): its answers carry `Access-Control-Allow-Origin: *` and
 * `Cross-Origin-Resource-Policy: cross-origin`, and a preflight is answered here. A channel sold
 * as a pass stays same-site: no CORS headers, and the site's `same-origin` resource policy
 * (http/security-headers.ts); its signed tokens are checked by the routes as before.
 */
export function liveMediaCors(gate: MediaGate): MiddlewareHandler {
  return async (c, next) => {
    const channel = await channelOfPath(gate, c.req.path);
    const open = channel !== null && channel.onSite && !channel.gated;
    if (!open) return next();
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': 'Range',
        'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', 'Content-Length, Content-Range');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}
