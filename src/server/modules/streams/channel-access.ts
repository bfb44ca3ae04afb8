import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, max } from 'drizzle-orm';
import { channelOffer } from '#shared/streams';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { broadcasts, channels, purchases } from '#server/db/schema';

/** A signed playback link lasts at most this long (a pass that ends sooner ends it sooner). */
export const LIVE_LINK_MAX_SECONDS = 6 * 3600;

type ChannelFacts = { id: string; ownerId: string | null } & Parameters<typeof channelOffer>[0];

/** A channel whose live stream and replays only pass holders (and its owner) may watch. */
export const isPassChannel = (row: Parameters<typeof channelOffer>[0]) =>
  channelOffer(row) === 'pass';

/** What one caller may watch: the passes they hold now, by channel id. */
export type ViewerAccess = {
  viewer: SessionUser | null;
  passes: Map<string, Date>;
};

export async function viewerAccess(
  db: Database,
  viewer: SessionUser | null,
  now = new Date(),
): Promise<ViewerAccess> {
  if (!viewer) return { viewer, passes: new Map() };
  const rows = await db
    .select({ channelId: purchases.channelId, until: max(purchases.accessUntil) })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, viewer.id),
        eq(purchases.kind, 'pass'),
        eq(purchases.status, 'paid'),
        lte(purchases.accessFrom, now),
        gt(purchases.accessUntil, now),
      ),
    )
    .groupBy(purchases.channelId);
  return {
    viewer,
    passes: new Map(rows.flatMap((row) => (row.until ? [[row.channelId, row.until]] : []))),
  };
}

/**
 * Whether the caller may watch the channel, and until when (null: no end). Free channels are
 * everyone's; a pass channel is its owner's, an administrator's and a pass holder's.
 */
export function watchAccess(
  access: ViewerAccess,
  row: ChannelFacts,
): { locked: boolean; until: Date | null; pass: Date | null } {
  if (!isPassChannel(row)) return { locked: false, until: null, pass: null };
  const { viewer } = access;
  if (viewer && (row.ownerId === viewer.id || isActiveAdmin(viewer))) {
    return { locked: false, until: null, pass: access.passes.get(row.id) ?? null };
  }
  const pass = access.passes.get(row.id) ?? null;
  return { locked: pass === null, until: pass, pass };
}

export type LiveLinks = ReturnType<typeof createLiveLinks>;

/**
 * Signed playback links for pass channels on the app's own media server: `?t={expires}.{hmac}`
 * over the channel id, so one token opens its channel's live playlist, replays and segments,
 * and nothing else, until it expires.
 */
export function createLiveLinks(secret: string) {
  const key = createHmac('sha256', secret).update('live-media-links').digest();
  const signature = (channelId: string, expires: number) =>
    createHmac('sha256', key).update(`${channelId}\n${expires}`).digest('base64url');

  return {
    token(channelId: string, until: Date | null, now = Date.now()): string {
      const cap = Math.floor(now / 1000) + LIVE_LINK_MAX_SECONDS;
      const expires = until ? Math.min(cap, Math.floor(until.getTime() / 1000)) : cap;
      return `${expires}.${signature(channelId, expires)}`;
    },

    verify(channelId: string, token: string | undefined, now = Date.now()): boolean {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now) return false;
      const expected = Buffer.from(signature(channelId, expires));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** `url` with the token in `?t=` (only our own media server's addresses take one). */
export function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${token}`;
}

/** An HLS playlist whose media lines carry the token, so segments are fetched with it. */
export function playlistWithToken(text: string, token: string): string {
  return text
    .split('\n')
    .map((line) => (line.length > 0 && !line.startsWith('#') ? withToken(line, token) : line))
    .join('\n');
}

/** The channel behind a playback id or a broadcast, and whether a token is needed for it. */
export type MediaGate = ReturnType<typeof createMediaGate>;

const GATE_TTL_MS = 30_000;

export function createMediaGate(db: Database, now = Date.now) {
  const cache = new Map<string, { at: number; value: { id: string; gated: boolean } | null }>();
  const cached = async (
    key: string,
    load: () => Promise<(Parameters<typeof channelOffer>[0] & { id: string }) | undefined>,
  ) => {
    const hit = cache.get(key);
    if (hit && now() - hit.at < GATE_TTL_MS) return hit.value;
    const row = await load();
    const value = row ? { id: row.id, gated: isPassChannel(row) } : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { at: now(), value });
    return value;
  };
  const facts = {
    id: channels.id,
    category: channels.category,
    premium: channels.premium,
    priceCents: channels.priceCents,
  };
  return {
    channelOfPlayback: (playbackId: string) =>
      cached(`p:${playbackId}`, async () => {
        const [row] = await db
          .select(facts)
          .from(channels)
          .where(eq(channels.playbackId, playbackId));
        return row;
      }),
    channelOfBroadcast: (broadcastId: string) =>
      cached(`b:${broadcastId}`, async () => {
        const [row] = await db
          .select(facts)
          .from(broadcasts)
          .innerJoin(channels, eq(channels.id, broadcasts.channelId))
          .where(eq(broadcasts.id, broadcastId));
        return row;
      }),
    /** a channel's price or category changed: ask again */
    clear: () => cache.clear(),
  };
}
