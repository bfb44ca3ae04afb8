import { sql } from 'drizzle-orm';
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
import { user } from './auth';
import { purchases } from './purchases';

/** A member's paid plan, as the payment provider last reported it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** the plan: premium (All Training), recruiting … */
    tier: text('tier').notNull(),
    /** active, trialing, past_due, canceled … (the provider's words) */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** it ends at currentPeriodEnd instead of renewing */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /**
     * When the provider wrote the state held here (its event's time): an older event arriving
     * late never moves the subscription back.
     */
    stateAt: timestamp('state_at', { withTimezone: true }),
    /** stripe, pi, sandbox */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('subscriptions_user_id_idx').on(table.userId),
    // The athlete lists look up who holds Recruiting Profile (featured placement).
    index('subscriptions_recruiting_idx')
      .on(table.userId, table.currentPeriodEnd)
      .where(sql`${table.tier} = 'recruiting'`),
  ],
);

/**
 * Per-member access switch for administrators (has_access: docs/product.md#access-switch). No row
 * means access is on.
 */
export const memberAccess = pgTable('member_access', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  hasAccess: boolean('has_access').notNull().default(true),
  updatedByUserId: text('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A member's customer record at a payment provider. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** stripe, sandbox */
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_customers_user_provider_idx').on(table.userId, table.provider),
    uniqueIndex('payment_customers_customer_idx').on(table.provider, table.customerId),
  ],
);

/** Every checkout opened, and what became of it. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    /** premium, recruiting; pass or booking for a one-time purchase */
    plan: text('plan').notNull(),
    /** the one-time purchase this checkout sells */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /** open, complete, canceled, expired */
    status: text('status').notNull().default('open'),
    /** Pi: the payment approved for this order (one per order) */
    piPaymentId: text('pi_payment_id').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkout_sessions_provider_session_idx').on(
      table.provider,
      table.providerSessionId,
    ),
    index('checkout_sessions_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** The ledger: every payment, failed charge and refund, with the provider's id for it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** the invoice (or charge) id at the provider */
    providerRef: text('provider_ref').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** paid, failed, refunded */
    status: text('status').notNull(),
    /** a Pi payment's blockchain transaction */
    txid: text('txid'),
    /** an administrator's refund: through the card provider, or recorded by hand for Pi */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents'),
    refundNote: text('refund_note'),
    refundedBy: text('refunded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    index('payments_user_idx').on(table.userId, table.createdAt.desc()),
    index('payments_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/**
 * Every signed payment event (Stripe's webhooks and the sandbox's), stored before anything reads
 * it: its effect is committed once with `applied_at`, then what follows it (its mail, the pages it
 * changes) is done and `finished_at` set. An event left unapplied or unfinished (an error, a
 * crash) is finished at the next start or by the retry loop (payment-events.ts). The payload is
 * kept only until then.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** provider:event id */
    id: text('id').primaryKey(),
    /** the event's type (checkout.session.completed …) */
    type: text('type').notNull(),
    /** the signed event as received; cleared once it is finished */
    payload: text('payload'),
    /** the moment it was stored (events stored together keep their order) */
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** when its effect was committed */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** applied, or ignored (nothing in it could be used) */
    result: text('result'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** tries that failed, for the log */
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    index('payment_events_unfinished_idx')
      .on(table.receivedAt)
      .where(sql`${table.finishedAt} is null`),
  ],
);
