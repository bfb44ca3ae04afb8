import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { playerProfiles } from './athletes';

/**
 * An athlete's highlight reel: up to 10 clips per profile (HIGHLIGHT_REEL_MAX), each a file in
 * the storage adapter or a Livepeer asset, in the athlete's order, one of them featured (the
 * one cards, lists and the top of the athlete page play). `status` is ready at once for stored
 * files; an asset is processing until the provider says it is ready.
 */
export const highlightVideos = pgTable(
  'highlight_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Highlight video'),
    /** the athlete's order, from 0 */
    position: integer('position').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** storage key (local or S3) */
    storageKey: text('storage_key'),
    /** what the player loads: the stored file's URL, or the asset's HLS playlist */
    url: text('url'),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: real('duration_seconds'),
    provider: text('provider').$type<'storage' | 'livepeer'>().notNull(),
    assetId: text('asset_id'),
    playbackId: text('playback_id'),
    status: text('status').$type<'ready' | 'processing' | 'failed'>().notNull(),
    /** the athlete's WebVTT captions: its storage key (a fresh one per upload) and URL */
    captionsStorageKey: text('captions_storage_key'),
    captionsUrl: text('captions_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('highlight_videos_profile_position_idx').on(table.profileId, table.position),
    uniqueIndex('highlight_videos_one_featured_idx')
      .on(table.profileId)
      .where(sql`${table.featured}`),
  ],
);
