import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageStatus } from '#shared/admin';
import type { Locale } from '#shared/locales';
import { user } from './auth';

/** Messages from the contact form and the support chat, kept even if forwarding mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** new until an administrator answers or closes it (the admin inbox) */
    status: text('status').$type<MessageStatus>().notNull().default('new'),
    /** the language of the page it was sent from: the one its sender is answered in */
    language: text('language').$type<Locale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_status_idx').on(table.status, table.createdAt.desc()),
  ],
);

/** An administrator's answer to a contact message, mailed to its sender: the thread. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** the administrator's name as the answer was signed */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);
