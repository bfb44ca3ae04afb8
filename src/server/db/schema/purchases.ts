import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PurchaseKind } from '#shared/payments';
import type { EventKind } from '#shared/programs';
import { SCHEDULE_TIME_ZONE } from '#shared/streams';
import { organizations } from './accounts';
import { user } from './auth';
import { teams } from './programs';
import { channels } from './streams';

/**
 * A dated event on a schedule (docs/product.md#events): a program's game, practice, tournament or
 * showcase, or a paid training session of a channel, which sells seats (a booking buys a seat of
 * it; it cannot sell more than its capacity). Cancelling keeps the row, with `cancelledAt` set.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the program that runs it; null for a session a coach's own channel sells */
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<EventKind>().notNull().default('session'),
    /** the channel that streams it, and for a session the one that sells its seats */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    /** "Grassroots, 7-8 PM" */
    title: text('title').notNull(),
    description: text('description'),
    sport: text('sport'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** the IANA zone its times are shown in, where it happens */
    timeZone: text('time_zone').notNull().default(SCHEDULE_TIME_ZONE),
    /** the venue: "Lakeside Fieldhouse, 400 Shore Dr" */
    place: text('place'),
    city: text('city'),
    /** two-letter state code, for the /tournaments filter */
    state: text('state'),
    /** seats (sessions); null for events without a limit */
    capacity: integer('capacity'),
    priceCents: integer('price_cents').notNull().default(0),
    /** the same session a week later is added as the schedule rolls on */
    repeatsWeekly: boolean('repeats_weekly').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_channel_start_idx').on(table.channelId, table.startsAt, table.title),
    index('events_organization_idx').on(table.organizationId, table.startsAt),
    // /tournaments: upcoming events of the listed kinds, soonest first.
    index('events_listed_idx')
      .on(table.startsAt)
      .where(sql`${table.cancelledAt} is null and ${table.kind} in ('tournament', 'showcase')`),
    index('events_created_by_idx').on(table.createdBy),
  ],
);

/** The teams taking part in an event (a game's two sides, a showcase's many). */
export const eventTeams = pgTable(
  'event_teams',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.teamId] }),
    index('event_teams_team_idx').on(table.teamId),
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
    /** the session event whose seat it buys */
    sessionId: uuid('session_id').references(() => events.id, { onDelete: 'cascade' }),
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
