import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AthletePickKind } from '#shared/admin';
import { playerProfiles } from './athletes';
import { user } from './auth';

/**
 * Every administrator's action: who, what, on whom, the state before and after, when and from
 * which address. Append-only: a trigger (migration 0016) refuses UPDATE and DELETE, and the
 * actor and target are kept as text so the rows outlive the accounts they name.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the order the actions happened in (several can share a millisecond) */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** "member.ban", "payment.refund", …: the family, a dot, the verb */
    action: text('action').notNull(),
    /** "member", "athlete", "channel", "payment", "message", "report", "newsletter" */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** a readable name for the target when the action happened (an email, a title) */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('admin_audit_log_seq_idx').on(table.seq.desc()),
    index('admin_audit_log_actor_idx').on(table.actorId, table.seq.desc()),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId, table.seq.desc()),
    index('admin_audit_log_action_idx').on(table.action, table.seq.desc()),
  ],
);

/**
 * The athletes administrators put on show: the Athlete of the Month (one, with its month and
 * blurb), special mentions (Most Improved) and featured athletes (the hero carousel), in order.
 */
export const athletePicks = pgTable(
  'athlete_picks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AthletePickKind>().notNull(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    /** "2026-11": the month an Athlete of the Month is chosen for */
    month: text('month'),
    blurb: text('blurb'),
    position: integer('position').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('athlete_picks_kind_profile_idx').on(table.kind, table.profileId),
    uniqueIndex('athlete_picks_one_of_the_month_idx')
      .on(table.kind)
      .where(sql`${table.kind} = 'athlete_of_the_month'`),
    index('athlete_picks_profile_idx').on(table.profileId),
  ],
);
