import { pgTable, real, text, timestamp, uuid, bigint } from 'drizzle-orm/pg-core';
import { playerProfiles } from './athletes';

/**
 * An athlete's highlight video (one per profile): a file in the storage adapter, or a Livepeer
 * asset. `status` is ready at once for stored files; an asset is processing until the provider
 * says it is ready.
 */
export const highlightVideos = pgTable('highlight_videos', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => playerProfiles.id, { onDelete: 'cascade' }),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
