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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A coach's details from sign-up; the coaches features grow on this table. */
export const coachProfiles = pgTable('coach_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  coachType: text('coach_type').notNull(),
  sport: text('sport').notNull(),
  /** college coaches */
  institution: text('institution'),
  /** junior high and high school coaches */
  school: text('school'),
  /** youth coaches */
  program: text('program'),
  ...timestamps,
});

/** An organization (school athletics, club, league) and the account that registered it. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** only for type school */
    schoolLevel: text('school_level'),
    ...timestamps,
  },
  (table) => [index('organizations_owner_idx').on(table.ownerUserId)],
);

/** An athlete's profile (SPEC §3 player_profiles). */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatarUrl: text('avatar_url'),
    sport: text('sport').notNull().default('Not specified'),
    position: text('position').notNull().default('Not specified'),
    school: text('school').notNull().default('Not specified'),
    /** 'City, ST' */
    location: text('location').notNull().default('Not specified'),
    /** the part of location after the last comma, kept for filtering */
    state: text('state'),
    graduationYear: integer('graduation_year'),
    bio: text('bio'),
    height: text('height'),
    weight: text('weight'),
    gender: text('gender').notNull().default('Not specified'),
    isComplete: boolean('is_complete').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('player_profiles_user_id_idx').on(table.userId),
    index('player_profiles_created_at_idx').on(table.createdAt.desc()),
    index('player_profiles_complete_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.isComplete}`),
  ],
);
