import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChannelCategory, StreamingProviderKind } from '#shared/streams';
import { timestamps } from './accounts';
import { user } from './auth';

/**
 * A live channel (docs/product.md#channels): what its card shows, and the provider stream behind
 * it. The stream key is shown once, when it is made; only its SHA-256 is kept.
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the channel's address: /live/{slug} */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** the channel name the card shows under its title */
    channelName: text('channel_name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    category: text('category').$type<ChannelCategory>().notNull(),
    /** "Mondays 9a Central" */
    schedule: text('schedule'),
    /** per session or pass, in cents, where the channel has one (docs/product.md#channel-offers) */
    priceCents: integer('price_cents'),
    /**
     * the premium look on cards and pages (docs/product.md#channel-offers); what it sells is
     * `sellsPass`
     */
    premium: boolean('premium').notNull().default(false),
    /**
     * sold as a pay-per-view pass at its price (its live stream and replays for 48 hours); set by
     * administrators only. Other channels are free to watch, a priced training channel selling
     * seats at its sessions instead (channelOffer in shared/streams.ts).
     */
    sellsPass: boolean('sells_pass').notNull().default(false),
    /** the main event on /live-vod and the home hero */
    featured: boolean('featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(100),
    provider: text('provider').$type<StreamingProviderKind>().notNull(),
    providerStreamId: text('provider_stream_id'),
    providerStreamName: text('provider_stream_name'),
    playbackId: text('playback_id'),
    streamKeyHash: text('stream_key_hash'),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** set when an administrator archives the channel: it leaves the site, its rows stay */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('channels_slug_idx').on(table.slug),
    uniqueIndex('channels_stream_key_hash_idx').on(table.streamKeyHash),
    index('channels_owner_idx').on(table.ownerId),
    index('channels_provider_stream_idx').on(table.providerStreamId),
    index('channels_playback_idx').on(table.playbackId),
    // A pass is sold at the channel's price: a pass channel without one cannot be stored.
    check(
      'channels_pass_price_check',
      sql`not ${table.sellsPass} or coalesce(${table.priceCents}, 0) > 0`,
    ),
  ],
);

/** One broadcast of a channel: from its first segment (or stream.started) to the silence after. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: real('duration_seconds'),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** the replay's HLS playlist: a path on this site (local) or the provider's URL */
    replayUrl: text('replay_url'),
    /** the replay's WebVTT captions from the channel's owner: storage key and URL */
    captionsStorageKey: text('captions_storage_key'),
    captionsUrl: text('captions_url'),
    /** the provider's session id (Livepeer), to match its recording.ready */
    providerSessionId: text('provider_session_id'),
  },
  (table) => [
    index('broadcasts_channel_started_idx').on(table.channelId, table.startedAt.desc()),
    index('broadcasts_open_idx')
      .on(table.channelId)
      .where(sql`${table.endedAt} is null`),
    index('broadcasts_replays_idx')
      .on(table.startedAt.desc())
      .where(sql`${table.replayUrl} is not null`),
  ],
);

/** Webhook deliveries already handled, so a replayed call is refused. */
export const webhookEvents = pgTable('webhook_events', {
  /** provider:event id */
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
