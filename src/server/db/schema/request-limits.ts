import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counters (a window opens at a key's first request) of the site's own rate limits, shared by every instance. */
export const requestLimits = pgTable(
  'request_limits',
  {
    /** The limit's name and the client IP, e.g. "newsletter:203.0.113.7". */
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('request_limits_window_start_idx').on(table.windowStart)],
);
