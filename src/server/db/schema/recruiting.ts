import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CoachLevel,
  EvaluationMeasurement,
  SavedSearchFilters,
  DigestFrequency,
  VerificationStatus,
} from '#shared/recruiting';
import { timestamps } from './accounts';
import { playerProfiles } from './athletes';
import { user } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A coach's request to be verified (docs/product.md#coach-verification): the institution and
 * level they claim, the address at its domain a code was sent to, and the administrator's
 * answer. The newest row of a coach is their standing; an approval lasts a year.
 */
export const coachVerifications = pgTable(
  'coach_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    level: text('level').$type<CoachLevel>().notNull(),
    /** the address at the institution's domain the code went to (null: staff-page review) */
    domainEmail: text('domain_email'),
    /** a public page of the institution naming the coach, for the administrator to check */
    staffPageUrl: text('staff_page_url'),
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeTries: integer('code_tries').notNull().default(0),
    status: text('status').$type<VerificationStatus>().notNull(),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    /** the administrator's reason for a rejection, shown to the coach */
    reason: text('reason'),
    emailConfirmedAt: at('email_confirmed_at'),
    reviewedAt: at('reviewed_at'),
    /** an approval's end: a year after it */
    expiresAt: at('expires_at'),
    remindedAt: at('reminded_at'),
    ...timestamps,
  },
  (table) => [
    index('coach_verifications_user_idx').on(table.userId, table.createdAt.desc()),
    index('coach_verifications_status_idx').on(table.status, table.createdAt),
  ],
);

/** A coach's recruiting board ("Class of 2027 guards") with its five stage names. */
export const recruitingBoards = pgTable(
  'recruiting_boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: text('coach_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stages: jsonb('stages').$type<string[]>().notNull(),
    ...timestamps,
  },
  (table) => [index('recruiting_boards_coach_idx').on(table.coachId, table.createdAt)],
);

/** An athlete on a board: the stage they are in, the coach's rating and private notes. */
export const boardEntries = pgTable(
  'board_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => recruitingBoards.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    /** index into the board's stages, 0 to 4 */
    stage: integer('stage').notNull().default(0),
    rating: integer('rating'),
    notes: text('notes').notNull().default(''),
    addedAt: at('added_at').notNull().defaultNow(),
    movedAt: at('moved_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('board_entries_board_athlete_idx').on(table.boardId, table.athleteId),
    index('board_entries_board_stage_idx').on(table.boardId, table.stage, table.movedAt),
    index('board_entries_athlete_idx').on(table.athleteId),
    check('board_entries_stage_check', sql`${table.stage} between 0 and 4`),
    check(
      'board_entries_rating_check',
      sql`${table.rating} is null or ${table.rating} between 1 and 5`,
    ),
  ],
);

/** A coach's saved athlete search and how often its digest is mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: text('coach_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    frequency: text('frequency').$type<DigestFrequency>().notNull(),
    /** athletes created after this are new to the next digest */
    lastDigestAt: at('last_digest_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_coach_idx').on(table.coachId, table.createdAt),
    index('saved_searches_due_idx').on(table.frequency, table.lastDigestAt),
  ],
);

/** Which athletes a saved search's digests have already named: never the same one twice. */
export const savedSearchSent = pgTable(
  'saved_search_sent',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.searchId, table.athleteId] }),
    index('saved_search_sent_athlete_idx').on(table.athleteId),
  ],
);

/**
 * A member's look at an athlete: at most one row per viewer, athlete and day, saying whether
 * they opened the page, played highlights, and whether they were a verified coach then (with
 * what their badge said, so a later change does not rewrite the past).
 */
export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    openedPage: boolean('opened_page').notNull().default(false),
    playedHighlight: boolean('played_highlight').notNull().default(false),
    verified: boolean('verified').notNull(),
    /** the verified coach's badge at the time: institution, level and sport */
    institution: text('institution'),
    level: text('level').$type<CoachLevel>(),
    sport: text('sport'),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('profile_views_once_a_day_idx').on(table.athleteId, table.viewerId, table.day),
    index('profile_views_athlete_day_idx').on(table.athleteId, table.day.desc()),
    index('profile_views_viewer_idx').on(table.viewerId, table.lastAt.desc()),
  ],
);

/**
 * A verified coach's evaluation of an athlete: a written assessment, up to three projected
 * levels and measured values with the day each was taken. The athlete reads every one and
 * chooses which their page shows; nobody edits one but its author.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    coachId: text('coach_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assessment: text('assessment').notNull(),
    projectedLevels: jsonb('projected_levels').$type<CoachLevel[]>().notNull(),
    measurements: jsonb('measurements').$type<EvaluationMeasurement[]>().notNull(),
    /** the athlete shows it on their page */
    shown: boolean('shown').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('evaluations_athlete_idx').on(table.athleteId, table.createdAt.desc()),
    index('evaluations_coach_idx').on(table.coachId, table.createdAt.desc()),
  ],
);

/** An athlete's self-reported statistic (season, stat, value). */
export const athleteStats = pgTable(
  'athlete_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => playerProfiles.id, { onDelete: 'cascade' }),
    season: text('season').notNull(),
    stat: text('stat').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('athlete_stats_athlete_idx').on(table.athleteId, table.position)],
);
