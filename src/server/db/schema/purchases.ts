import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PurchaseKind } from '#shared/payments';
import { user } from './auth';
import { channels } from './streams';

/**
 * One dated session of a training channel (docs/product.md#seat-holds): what a booking buys a seat
 * of. A session cannot sell more seats than its capacity.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** "Grassroots, 7-8 PM" */
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** the same session a week later is added as the schedule rolls on */
    repeatsWeekly: boolean('repeats_weekly').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('training_sessions_channel_start_idx').on(
      table.channelId,
      table.startsAt,
      table.title,
    ),
  ],
);

/**
 * A one-time purchase: a pay-per-view pass for one channel (its live stream and replays for
 * 48 hours) or a seat at one session. A pending purchase holds its seat until `holdUntil`; the
 * signed payment event makes it paid and sets the access window.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PurchaseKind>().notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => trainingSessions.id, { onDelete: 'cascade' }),
    /** what the ledger and the receipt call it */
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, paid, expired, canceled, refunded */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    /** the checkout that sells it, once opened */
    providerSessionId: text('provider_session_id'),
    /** the payment (Stripe's payment intent), once paid: refunds name it */
    providerPaymentRef: text('provider_payment_ref'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    accessFrom: timestamp('access_from', { withTimezone: true }),
    accessUntil: timestamp('access_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchases_provider_session_idx').on(table.provider, table.providerSessionId),
    index('purchases_provider_payment_idx').on(table.provider, table.providerPaymentRef),
    index('purchases_user_channel_idx').on(table.userId, table.channelId, table.accessUntil),
    index('purchases_session_idx').on(table.sessionId, table.status),
  ],
);
