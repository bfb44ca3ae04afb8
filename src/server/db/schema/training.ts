import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VideoSourceType } from '#shared/schemas/training';

/**
 * The training video catalogue (docs/product.md#training-catalogue). Product data: kept in step
 * with src/server/modules/training/training-catalogue.ts at every start.
 */
export const trainingVideos = pgTable(
  'training_videos',
  {
    /** sport prefix, level and number: bb-basic-1 */
    id: text('id').primaryKey(),
    sport: text('sport').notNull(),
    /** basic | intermediate | advanced | elite */
    level: text('level').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** a media path (relative to the media base) or an absolute URL */
    thumbnail: text('thumbnail').notNull(),
    /** the still shown in the player before it starts; same forms as thumbnail */
    poster: text('poster'),
    /** m:ss */
    duration: text('duration').notNull(),
    category: text('category').notNull(),
    /** file and hls: a media path or an absolute URL; youtube: the 11-character id */
    source: text('source').notNull(),
    sourceType: text('source_type').$type<VideoSourceType>().notNull(),
    /** a WebVTT captions track (a media path beside the source, or an absolute URL); null: none */
    captions: text('captions'),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('training_videos_sport_level_idx').on(table.sport, table.level, table.sortOrder),
  ],
);
