import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RosterStatus, StaffRole, StaffStatus } from '#shared/programs';
import { organizations, timestamps } from './accounts';
import { playerProfiles } from './athletes';
import { user } from './auth';

/** An organization's team (docs/product.md#programs): one sport, one level, one season. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sport: text('sport').notNull(),
    /** Varsity, JV, 16U… */
    level: text('level').notNull(),
    /** "2026–27" */
    season: text('season').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('teams_organization_idx').on(table.organizationId, table.createdAt)],
);

/**
 * An athlete on a team's roster, from the invitation on: invited (waiting for the athlete),
 * guardian_pending (a minor accepted; waiting for their guardian), active, or left (declined,
 * removed or gone). One entry that is not left per team and profile.
 */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<RosterStatus>().notNull(),
    jerseyNumber: integer('jersey_number'),
    position: text('position'),
    /** the account that invited the athlete (or made the join link); kept if it goes */
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('roster_entries_live_idx')
      .on(table.teamId, table.profileId)
      .where(sql`${table.status} <> 'left'`),
    index('roster_entries_team_idx').on(table.teamId, table.status),
    index('roster_entries_profile_idx').on(table.profileId, table.status),
    // Deleting an account sets invited_by to null: found by this index, not a scan.
    index('roster_entries_invited_by_idx').on(table.invitedBy),
  ],
);

/**
 * A way onto a team: a link mailed to one address (email set) or a join link anyone with an
 * athlete account may use (email null). Only the SHA-256 of its token is kept.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** lower case; null for a join link */
    email: text('email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** a mailed invitation is used once (accepted or declined); a join link never is */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_invitations_token_idx').on(table.tokenHash),
    index('team_invitations_team_idx').on(table.teamId, table.createdAt),
    // Deleting an account deletes the invitations mailed to its address.
    index('team_invitations_email_idx').on(table.email),
    index('team_invitations_created_by_idx').on(table.createdBy),
  ],
);

/**
 * A member who helps run a program (docs/product.md#programs): an admin or a coach. Invited by
 * address (user null until accepted), then active. Only the SHA-256 of the invitation's token is
 * kept. One row per program and address; removing a member deletes it.
 */
export const programStaff = pgTable(
  'program_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** the account that accepted; null while invited */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** lower case: the address the invitation was mailed to */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    status: text('status').$type<StaffStatus>().notNull().default('invited'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set once, when the invitation is accepted (the link works once) */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('program_staff_member_idx').on(table.organizationId, table.email),
    uniqueIndex('program_staff_token_idx').on(table.tokenHash),
    index('program_staff_user_idx').on(table.userId, table.acceptedAt),
    // Deleting an account deletes the invitations mailed to its address.
    index('program_staff_email_idx').on(table.email),
    index('program_staff_invited_by_idx').on(table.invitedBy),
  ],
);

/**
 * A roster coach's word that an athlete's self-reported value is right for their team's season
 * (docs/product.md#stat-verification): a statistic (season, stat, value as the athlete wrote it)
 * or a measurable (stat "Height" or "Weight"). It holds only while the athlete's value is the one
 * verified: a changed value is shown unverified. One per athlete, season and stat.
 */
export const statVerifications = pgTable(
  'stat_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    season: text('season').notNull(),
    stat: text('stat').notNull(),
    value: text('value').notNull(),
    verifiedBy: text('verified_by').references(() => user.id, { onDelete: 'set null' }),
    /** the coach's name as shown: "Verified by {coach}, {team}" */
    verifierName: text('verifier_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stat_verifications_stat_idx').on(table.profileId, table.season, table.stat),
    index('stat_verifications_team_idx').on(table.teamId),
    index('stat_verifications_verified_by_idx').on(table.verifiedBy),
  ],
);
