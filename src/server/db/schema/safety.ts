import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProfileVisibility } from '#shared/privacy';
import type { ReportReason, ReportStatus, ReportTargetType } from '#shared/privacy';
import type { ConsentStatus } from '#shared/privacy';
import type { Locale } from '#shared/locales';
import { timestamps } from './accounts';
import { user } from './auth';

/**
 * A parent's or guardian's consent for an athlete under 18 (one record per athlete): asked by
 * email at sign-up, decided on /consent/{token}, withdrawable from any guardian mail. Until it is
 * granted the athlete's profile is listed nowhere (see update-listing.ts).
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    guardianEmail: text('guardian_email').notNull(),
    /** SHA-256 of the token in the guardian's links; a resend replaces it */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<ConsentStatus>().notNull().default('pending'),
    /** the widest audience the guardian allowed: members only, or everyone */
    allowedVisibility: text('allowed_visibility')
      .$type<Exclude<ProfileVisibility, 'private'>>()
      .notNull()
      .default('members'),
    /** a pending request can be answered until then; a decided one stays withdrawable */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * when the guardian was last mailed: null until the athlete confirms their own email, so an
     * unconfirmed sign-up cannot make the site mail an address of its choosing
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * the language the guardian is written to in: the athlete's at sign-up, then the one the
     * guardian decided in
     */
    language: text('language').$type<Locale>().notNull().default('en'),
    /** the address the last decision (consent, refusal, withdrawal) came from */
    decidedIp: text('decided_ip'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('guardian_consents_user_idx').on(table.userId),
    uniqueIndex('guardian_consents_token_idx').on(table.tokenHash),
    // A guardian's own page finds their children by the address they signed in with.
    index('guardian_consents_guardian_email_idx').on(table.guardianEmail),
  ],
);

/** A report of a profile, a video or a channel as unsafe; read in the admin inbox. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    /** who reported, when signed in; their deletion leaves the report without them */
    reporterUserId: text('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** where the receipt went: the reporter's account address, or the one a visitor gave */
    reporterEmail: text('reporter_email'),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_open_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.status} = 'open'`),
    index('reports_target_idx').on(table.targetType, table.targetId),
    index('reports_reporter_idx').on(table.reporterUserId),
  ],
);

/**
 * Content taken off the site by a moderator, pending review: a profile, a training video or a
 * channel. Lists and pages leave held targets out; the owner of a held profile is told why.
 */
export const contentHolds = pgTable(
  'content_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_holds_target_idx').on(table.targetType, table.targetId)],
);
