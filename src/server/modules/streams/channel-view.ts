import { asc, desc, eq } from 'drizzle-orm';
import type { Channel } from '#shared/schemas/streams';
import { channelOffer, providerStreamStatus } from '#shared/streams';
import type { Database } from '#server/db/client';
import { channels } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { watchAccess, withToken, type ViewerAccess } from './channel-access';
import type { StreamsDeps } from './streams-deps';

// A channel as a caller sees it: the public pages' and its owner's alike.

export type ChannelRow = typeof channels.$inferSelect;

/** Main event first, then the channels' own order, then by title. */
export const channelOrder = [desc(channels.featured), asc(channels.sortOrder), asc(channels.title)];

/** A channel by its address, on the site or not; 404 when there is none. */
export async function channelBySlug(db: Database, slug: string): Promise<ChannelRow> {
  const [row] = await db.select().from(channels).where(eq(channels.slug, slug));
  if (!row) throw new AppError('NOT_FOUND', 'Channel not found.');
  return row;
}

/** Our own media server's addresses take a token; a provider's are given as they are. */
const isOwnMedia = (url: string) => url.startsWith('/live-media/');

/** A playback address as this caller may have it: none while locked, signed where it can be. */
export function playbackFor(
  deps: StreamsDeps,
  row: Pick<ChannelRow, 'id'>,
  watch: ReturnType<typeof watchAccess>,
  gated: boolean,
  url: string | null,
): string | null {
  if (!url || watch.locked) return null;
  if (!gated || !isOwnMedia(url)) return url;
  return watch.grant
    ? withToken(url, deps.links.token(row.id, watch.grant, watch.until, deps.clock.now()))
    : null;
}

/** A channel as this caller sees it, with its status right now. */
export async function toChannel(
  deps: StreamsDeps,
  row: ChannelRow,
  access: ViewerAccess,
  sessions: Channel['sessions'] = [],
): Promise<Channel> {
  const status = await deps.status.of(row);
  // A channel of no price of its own still sells the seats of its priced sessions (seatSale).
  const offer = channelOffer(row) ?? (sessions.length > 0 ? 'booking' : null);
  const watch = watchAccess(access, row);
  return {
    slug: row.slug,
    title: row.title,
    channel: row.channelName,
    description: row.description,
    imageUrl: row.imageUrl,
    category: row.category,
    schedule: row.schedule,
    priceCents: row.priceCents,
    premium: row.premium,
    featured: row.featured,
    status: providerStreamStatus(status.found ? { isActive: status.isActive } : null),
    found: status.found,
    isActive: status.isActive,
    playbackId: status.isActive && !watch.locked ? status.playbackId : null,
    playbackUrl: playbackFor(deps, row, watch, offer === 'pass', status.playbackUrl),
    viewers: status.viewers,
    liveSince: status.since?.toISOString() ?? null,
    offer,
    locked: watch.locked,
    passUntil: watch.pass?.toISOString() ?? null,
    sessions,
  };
}
