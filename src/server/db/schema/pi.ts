import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A site account's Pi identity: the app-specific uid the Platform API's /v2/me answered for the
 * access token (never the client's word). One uid per account, one account per uid.
 */
export const piAccounts = pgTable('pi_accounts', {
  uid: text('uid').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  username: text('username'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});
