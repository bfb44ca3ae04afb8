/**
 * Live channels and their status (docs/product.md#stream-badges, #texts-live, #live-schedule).
 * Zod-free: pages import it with their first view.
 */

/** A stream's status (docs/product.md#stream-badges). */
export const streamStatuses = ['live', 'upcoming', 'replay', 'ondemand'] as const;
export type StreamStatus = (typeof streamStatuses)[number];

export const channelCategories = [
  'main-event',
  'premium-team',
  'tournament',
  'training',
  'podcast',
  'other',
] as const;
export type ChannelCategory = (typeof channelCategories)[number];

export const channelCategoryLabels: Record<ChannelCategory, string> = {
  'main-event': 'Main Event',
  'premium-team': 'Premium Team',
  tournament: 'Tournament',
  training: 'Training',
  podcast: 'Podcast',
  other: 'Channel',
};

export type StreamingProviderKind = 'local' | 'livepeer';

export type StreamBadge = 'LIVE' | 'UPCOMING' | 'REPLAY' | 'ON DEMAND' | 'OFFLINE';

/**
 * With a provider stream, a card is live when the provider says the stream is active and ondemand,
 * labelled OFFLINE, when it is not active or not found (docs/product.md#stream-badges).
 */
export function providerStreamStatus(stream: { isActive: boolean } | null): StreamStatus {
  return stream?.isActive ? 'live' : 'ondemand';
}

/**
 * Badges: ondemand reads OFFLINE when a provider stream is behind the card
 * (docs/product.md#stream-badges).
 */
export function streamBadge(status: StreamStatus, hasProviderStream: boolean): StreamBadge {
  switch (status) {
    case 'live':
      return 'LIVE';
    case 'upcoming':
      return 'UPCOMING';
    case 'replay':
      return 'REPLAY';
    case 'ondemand':
      return hasProviderStream ? 'OFFLINE' : 'ON DEMAND';
  }
}

export type StreamButton<Label extends string = string> = { label: Label; disabled: boolean };
/** What the home hero's stream button can say (docs/product.md#stream-badges). */
export type HeroStreamLabel = 'Watch Live' | 'Stream Offline' | 'Stream Unavailable';

/**
 * A stream is playable when it is a known fixed stream, a streamr link, or an active stream with a
 * playbackId. The button reads 'Tune In & Earn' when live, 'Watch & Earn' otherwise; not playable,
 * it is disabled and reads 'Currently Offline' (the stream exists) or 'Stream Not Found'
 * (docs/product.md#stream-badges).
 */
export function streamButton(card: {
  status: StreamStatus;
  /** a known fixed stream or a streamr link: always playable */
  fixed?: boolean;
  /** the provider knows the stream */
  found: boolean;
  isActive: boolean;
  playbackId: string | null;
}): StreamButton {
  const playable = Boolean(card.fixed) || (card.isActive && Boolean(card.playbackId));
  if (playable) {
    return { label: card.status === 'live' ? 'Tune In & Earn' : 'Watch & Earn', disabled: false };
  }
  return { label: card.found ? 'Currently Offline' : 'Stream Not Found', disabled: true };
}

/**
 * The home hero stream button: a missing or inactive stream disables it
 * (docs/product.md#stream-badges).
 */
export function heroStreamButton(stream: {
  found: boolean;
  isActive: boolean;
}): StreamButton<HeroStreamLabel> {
  if (stream.isActive) return { label: 'Watch Live', disabled: false };
  return { label: stream.found ? 'Stream Offline' : 'Stream Unavailable', disabled: true };
}

/** The featured stream card (docs/product.md#stream-badges). */
export function featuredStreamBadge(isActive: boolean): 'LIVE NOW' | 'STREAM OFFLINE' {
  return isActive ? 'LIVE NOW' : 'STREAM OFFLINE';
}

/**
 * The rewards message attached to streams and videos; what is earned is not shown
 * (docs/product.md#watch-and-earn).
 */
export const WATCH_AND_EARN = 'Watch & Earn';

/** Word for word: docs/product.md#texts-live */
export const streamMessages = {
  offline: 'Stream currently offline or unavailable. Please check back later.',
  loadError: 'Error loading stream.',
  notAvailable: (title: string) => `Live stream "${title}" not available.`,
  providerDown: 'Failed to connect to Livepeer API',
  fetchFailed: (name: string) => `Failed to fetch Livepeer stream: ${name}`,
  watchAndEarn: `${WATCH_AND_EARN}: earn rewards for the time you spend watching.`,
} as const;

/** Streams refetch every minute and are stale after five (docs/product.md#stream-states). */
export const STREAM_REFETCH_MS = 60_000;
export const STREAM_STALE_MS = 5 * 60_000;

/**
 * Local ingest (docs/integrations.md#hls-ingest): playlist and segment names a broadcaster may PUT.
 */
export const INGEST_PLAYLIST_NAME = /^[A-Za-z0-9_-]{1,64}\.m3u8$/;
export const INGEST_SEGMENT_NAME = /^[A-Za-z0-9_-]{1,64}\.(ts|m4s|mp4)$/;
/**
 * A rendition's folder when a broadcaster sends several (/ingest/{key}/{rendition}/{file}, as
 * ffmpeg names them with `%v`: its variant number or `name:` from -var_stream_map).
 */
export const INGEST_RENDITION_NAME = /^[A-Za-z0-9_-]{1,32}$/;
/** Renditions one broadcast may have. */
export const INGEST_MAX_RENDITIONS = 6;
/** A segment over 20 MB is refused (docs/integrations.md#hls-ingest). */
export const INGEST_SEGMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Highlight videos (athlete profiles). */
export const HIGHLIGHT_MAX_BYTES = 200 * 1024 * 1024;
export const HIGHLIGHT_MAX_SECONDS = 5 * 60;
export const highlightContentTypes = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type HighlightContentType = (typeof highlightContentTypes)[number];

/** A price in cents as the cards show it: $30.00. */

/** What a channel sells, besides watching: a pay-per-view pass, seats at its sessions, or none. */
export type ChannelOffer = 'pass' | 'booking' | null;

/**
 * A channel sold as a pass sells one (its live stream and replays for 48 hours) at its price;
 * administrators decide that (`sellsPass`). Otherwise a training channel with a price sells seats
 * at its dated sessions (docs/product.md#channel-offers), and the rest are free to watch.
 */
export function channelOffer(channel: {
  category: ChannelCategory;
  sellsPass: boolean;
  priceCents: number | null;
}): ChannelOffer {
  if (channel.priceCents === null || channel.priceCents <= 0) return null;
  if (channel.sellsPass) return 'pass';
  return channel.category === 'training' ? 'booking' : null;
}

/** A broadcast that is not one of the channel's (or no broadcast id at all). */
export const BROADCAST_NOT_FOUND = 'Broadcast not found.';

/** A pass is sold at the channel's price: a channel sold as a pass needs one. */
export const PASS_PRICE_MESSAGE = 'A channel sold as a pass needs a price above $0.00.';

/** The message when a channel would be sold as a pass without a price; null when it is fine. */
export function passPriceProblem(channel: {
  sellsPass: boolean;
  priceCents: number | null;
}): string | null {
  return channel.sellsPass && !(channel.priceCents !== null && channel.priceCents > 0)
    ? PASS_PRICE_MESSAGE
    : null;
}

/** The schedule's time zone: times are given in Central (docs/product.md#live-schedule). */
export const SCHEDULE_TIME_ZONE = 'America/Chicago';

// Made on first use, one per language: a formatter with a time zone loads that zone's data, a
// cost a page that imports this file for something else (the home hero's stream button) should
// not pay.
const sessionTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mon, Nov 30, 7:00 PM CST" (en-US), or the same moment in another language's words. */
export function formatSessionTime(iso: string | Date, localeTag = 'en-US'): string {
  let format = sessionTimeFormats.get(localeTag);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, {
      timeZone: SCHEDULE_TIME_ZONE,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    sessionTimeFormats.set(localeTag, format);
  }
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** "1 seat left", "8 seats left", "Full" */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full';
  return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}
