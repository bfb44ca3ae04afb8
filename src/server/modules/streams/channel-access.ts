import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { channelOffer } from '#shared/streams';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { broadcasts, channels, purchases, user } from '#server/db/schema';
import { channelOnSite } from '#server/modules/reports';

/** A signed playback link lasts at most this long (a pass that ends sooner ends it sooner). */
export const LIVE_LINK_MAX_SECONDS = 6 * 3600;

type OfferFacts = Parameters<typeof channelOffer>[0];
type ChannelFacts = { id: string; ownerId: string | null } & OfferFacts;

/** A channel whose live stream and replays only pass holders (and its owner) may watch. */
export const isPassChannel = (row: OfferFacts) => channelOffer(row) === 'pass';

/**
 * Whom a signed playback link was given to, checked again by the media server while it plays: a
 * pass holder's purchase, or the member who runs the channel or administers the site.
 */
export type Grant = { kind: 'pass'; purchaseId: string } | { kind: 'staff'; userId: string };

/** A pass held now: the purchase that bought it and when it ends. */
type HeldPass = { purchaseId: string; until: Date };

/** What one caller may watch: the passes they hold now, by channel id. */
export type ViewerAccess = {
  viewer: SessionUser | null;
  passes: Map<string, HeldPass>;
};

/** The conditions under which a purchase opens its channel at `now`. */
const passRuns = (now: Date) =>
  and(
    eq(purchases.kind, 'pass'),
    eq(purchases.status, 'paid'),
    lte(purchases.accessFrom, now),
    gt(purchases.accessUntil, now),
  );

export async function viewerAccess(
  db: Database,
  viewer: SessionUser | null,
  now: Date,
): Promise<ViewerAccess> {
  if (!viewer) return { viewer, passes: new Map() };
  const rows = await db
    .select({ id: purchases.id, channelId: purchases.channelId, until: purchases.accessUntil })
    .from(purchases)
    .where(and(eq(purchases.userId, viewer.id), passRuns(now)));
  const passes = new Map<string, HeldPass>();
  for (const row of rows) {
    const held = passes.get(row.channelId);
    // Two passes for one channel: the one that runs longer.
    if (row.until && (!held || row.until > held.until)) {
      passes.set(row.channelId, { purchaseId: row.id, until: row.until });
    }
  }
  return { viewer, passes };
}

/**
 * Whether the caller may watch the channel, and until when (null: no end), with the grant a
 * signed link for them names. Free channels are everyone's; a pass channel is its owner's, an
 * administrator's and a pass holder's.
 */
export function watchAccess(
  access: ViewerAccess,
  row: ChannelFacts,
): { locked: boolean; until: Date | null; pass: Date | null; grant: Grant | null } {
  if (!isPassChannel(row)) return { locked: false, until: null, pass: null, grant: null };
  const { viewer } = access;
  const held = access.passes.get(row.id) ?? null;
  if (viewer && (row.ownerId === viewer.id || isActiveAdmin(viewer))) {
    const grant: Grant = { kind: 'staff', userId: viewer.id };
    return { locked: false, until: null, pass: held?.until ?? null, grant };
  }
  if (!held) return { locked: true, until: null, pass: null, grant: null };
  const grant: Grant = { kind: 'pass', purchaseId: held.purchaseId };
  return { locked: false, until: held.until, pass: held.until, grant };
}

export type LiveLinks = ReturnType<typeof createLiveLinks>;

const grantText = (grant: Grant) =>
  grant.kind === 'pass' ? `p${grant.purchaseId}` : `u${grant.userId}`;
const TOKEN = /^(\d{1,12})\.([pu])([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed playback links for pass channels on the app's own media server:
 * `?t={expires}.{grant}.{hmac}` over the channel id, the expiry and the grant (`p` and the
 * purchase id of a pass, `u` and the member id of the owner or an administrator). One token opens
 * its channel's live playlist, replays and segments, and nothing else, until it expires; the
 * media server also checks that its grant still holds (MediaGate.allows), so a refunded pass
 * stops playing.
 */
export function createLiveLinks(secret: string) {
  const key = createHmac('sha256', secret).update('live-media-links').digest();
  const signature = (channelId: string, expires: number, grant: string) =>
    createHmac('sha256', key).update(`${channelId}\n${expires}\n${grant}`).digest('base64url');

  return {
    token(channelId: string, grant: Grant, until: Date | null, now: number): string {
      const cap = Math.floor(now / 1000) + LIVE_LINK_MAX_SECONDS;
      const expires = until ? Math.min(cap, Math.floor(until.getTime() / 1000)) : cap;
      const text = grantText(grant);
      return `${expires}.${text}.${signature(channelId, expires, text)}`;
    },

    /** The grant a token signed here for this channel names, while it has not expired. */
    verify(channelId: string, token: string | undefined, now: number): Grant | null {
      const match = TOKEN.exec(token ?? '');
      if (!match) return null;
      const [, expiresText, kind, id, given] = match as unknown as [
        string,
        string,
        'p' | 'u',
        string,
        string,
      ];
      const expires = Number(expiresText);
      if (expires * 1000 <= now) return null;
      const expected = Buffer.from(signature(channelId, expires, `${kind}${id}`));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return kind === 'p' ? { kind: 'pass', purchaseId: id } : { kind: 'staff', userId: id };
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

/** A gated channel as the media server needs it. */
/**
 * What the media server knows of a channel: whether its media need a pass's token, and whether
 * it is on the site at all (not archived, not held by a moderator: then its media answer 404).
 */
export type GatedChannel = { id: string; gated: boolean; ownerId: string | null; onSite: boolean };

const GATE_TTL_MS = 30_000;
/**
 * How long the media server trusts that a grant still holds before asking the database again.
 * Refunds and ended passes clear it at once on every instance (through the channels' clear);
 * this bounds a clear that is missed.
 */
export const GRANT_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * The media server's short memory of channels (by playback id or broadcast) and of grants still
 * holding. `clear()` runs whenever a channel or a purchase on it changes, on every instance.
 */
export function createMediaGate(db: Database, now: () => number) {
  // An answer read before a clear may be out of date already: it is used, not kept.
  let generation = 0;
  const cache = new Map<string, { at: number; value: GatedChannel | null }>();
  const cached = async (
    key: string,
    load: () => Promise<(ChannelFacts & { id: string; onSite: boolean }) | undefined>,
  ) => {
    const hit = cache.get(key);
    if (hit && now() - hit.at < GATE_TTL_MS) return hit.value;
    const asked = generation;
    const row = await load();
    const value = row
      ? { id: row.id, gated: isPassChannel(row), ownerId: row.ownerId, onSite: row.onSite }
      : null;
    if (asked !== generation) return value;
    if (cache.size > MAX_ENTRIES) cache.clear();
    cache.set(key, { at: now(), value });
    return value;
  };
  const facts = {
    id: channels.id,
    ownerId: channels.ownerId,
    category: channels.category,
    sellsPass: channels.sellsPass,
    priceCents: channels.priceCents,
    onSite: sql<boolean>`${channelOnSite()}`,
  };

  /** Until when the grant holds on this channel (null: it does not); no end for staff. */
  const grants = new Map<string, { at: number; until: number | null }>();
  const holdsUntil = async (channel: GatedChannel, grant: Grant): Promise<number | null> => {
    const key = `${channel.id}:${grant.kind}:${grant.kind === 'pass' ? grant.purchaseId : grant.userId}`;
    const hit = grants.get(key);
    if (hit && now() - hit.at < GRANT_TTL_MS) return hit.until;
    const asked = generation;
    let until: number | null = null;
    if (grant.kind === 'pass') {
      const at = new Date(now());
      const [row] = await db
        .select({ until: purchases.accessUntil })
        .from(purchases)
        .where(
          and(
            eq(purchases.id, grant.purchaseId),
            eq(purchases.channelId, channel.id),
            passRuns(at),
          ),
        );
      until = row?.until?.getTime() ?? null;
    } else if (grant.userId === channel.ownerId) {
      until = Number.POSITIVE_INFINITY;
    } else {
      const [member] = await db
        .select({ role: user.role, banned: user.banned })
        .from(user)
        .where(eq(user.id, grant.userId));
      until = isActiveAdmin(member) ? Number.POSITIVE_INFINITY : null;
    }
    if (asked !== generation) return until;
    if (grants.size > MAX_ENTRIES) grants.clear();
    grants.set(key, { at: now(), until });
    return until;
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
    /**
     * Whether a signed link's grant still opens the channel: the purchase is paid and running
     * (not refunded or ended), or the member still runs the channel or is an active administrator.
     */
    async allows(channel: GatedChannel, grant: Grant): Promise<boolean> {
      const until = await holdsUntil(channel, grant);
      return until !== null && until > now();
    },
    /** a channel changed (its price, what it sells), or a purchase on one: ask again */
    clear: () => {
      generation += 1;
      cache.clear();
      grants.clear();
    },
  };
}
