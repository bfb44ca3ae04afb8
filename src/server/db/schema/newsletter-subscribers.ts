import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Early-access newsletter sign-ups, confirmed by a link in an email (double opt-in). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored in lower case, so one address is one subscriber however it was typed. */
  email: text('email').notNull().unique(),
  /** SHA-256 of the token in the confirmation link; cleared once the link is used. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
