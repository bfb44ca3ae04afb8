import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProfileVisibility } from '#shared/privacy';
import { timestamps } from './accounts';
import { user } from './auth';

/** An athlete's profile (docs/product.md#athlete-profile). */
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
    /** the part of location after the last comma, upper case, kept for filtering */
    state: text('state'),
    graduationYear: integer('graduation_year'),
    bio: text('bio'),
    height: text('height'),
    weight: text('weight'),
    /** height in whole inches, read from `height` when it is saved; null when it says none */
    heightInches: integer('height_inches'),
    /** weight in pounds, read from `weight` when it is saved */
    weightLbs: integer('weight_lbs'),
    /** the profile has a highlight video that plays: a coach's search filter */
    hasHighlight: boolean('has_highlight').notNull().default(false),
    gender: text('gender').notNull().default('Not specified'),
    isComplete: boolean('is_complete').notNull().default(false),
    /** a highlight clip for the Athlete of the Month card */
    highlightVideoUrl: text('highlight_video_url'),
    /**
     * The last day of the birth month given at sign-up (only month and year are asked), so ages
     * count towards the younger. Never shown to anyone but its owner; null for profiles made
     * before the age rules (the demo athletes' are given at every start: giveDemoBirthDates).
     */
    birthDate: date('birth_date', { mode: 'string' }),
    /** Who may see the profile: everyone (teaser for visitors), signed-in members, or nobody. */
    visibility: text('visibility').$type<ProfileVisibility>().notNull().default('public'),
    /**
     * May appear to members in lists, search, featured sections and pages: its owner has
     * confirmed their email, a guardian has consented if the athlete is under 18, it is not
     * private and no moderator holds it. Visitors see those of them whose visibility is public.
     * Kept by refreshListing (update-listing.ts), never set directly.
     */
    listed: boolean('listed').notNull().default(false),
    /**
     * When the profile last became listed (set by a trigger, drizzle/0023_coach_search.sql): a
     * saved search's digest names the athletes listed since its last one.
     */
    listedAt: timestamp('listed_at', { withTimezone: true }),
    /** lower-case "first last": what signed-out visitors search in (school is for members) */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    /** lower-case "first last school": what the typo-tolerant search looks in */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || school)`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('player_profiles_user_id_idx').on(table.userId),
    // The list is newest first; every filter has an index that ends in the same order, so a
    // page is an index range scan whatever the filters. Lists show listed profiles only, so the
    // indexes hold only those. The columns after the order are coach filters that have no index
    // of their own in this order (recently updated, the measurement ranges, the class): the scan
    // checks them in the index and visits only the rows that pass, so a deep page of "updated
    // within 7 days" no longer reads every older profile (docs/scaling.md).
    index('player_profiles_created_at_idx')
      .on(
        table.createdAt.desc(),
        table.id.desc(),
        table.updatedAt,
        table.heightInches,
        table.weightLbs,
        table.graduationYear,
      )
      .where(sql`${table.listed}`),
    index('player_profiles_sport_created_idx')
      .on(sql`lower(${table.sport})`, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('player_profiles_grad_year_created_idx')
      .on(table.graduationYear, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('player_profiles_state_created_idx')
      .on(table.state, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    // Member searches often combine filters; these keep the common pairs a range scan too.
    index('player_profiles_state_grad_created_idx')
      .on(table.state, table.graduationYear, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('player_profiles_sport_grad_created_idx')
      .on(sql`lower(${table.sport})`, table.graduationYear, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('player_profiles_sport_state_created_idx')
      .on(sql`lower(${table.sport})`, table.state, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.listed}`),
    index('player_profiles_complete_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.isComplete} and ${table.listed}`),
    index('player_profiles_complete_updated_idx')
      .on(table.updatedAt.desc())
      .where(sql`${table.isComplete} and ${table.listed}`),
    // Verified coaches' filters (docs/product.md#coach-search): sport and position together
    // keep the newest-first range scan; a highlight video is rare enough to have its own, alone
    // and with the sport. The other coach filters follow the order as in the newest-first index
    // above: a page walks one index from its cursor and checks the ranges, the class, the
    // position and recent updates in it, visiting only matching rows, however few match (a deep
    // page of "class of 2027, guard, 6'0\" and up, with a highlight" reads about 100 index
    // entries and 21 rows).
    index('player_profiles_sport_position_created_idx')
      .on(
        sql`lower(${table.sport})`,
        sql`lower(${table.position})`,
        table.createdAt.desc(),
        table.id.desc(),
        table.heightInches,
        table.weightLbs,
      )
      .where(sql`${table.listed}`),
    index('player_profiles_highlight_sport_created_idx')
      .on(
        sql`lower(${table.sport})`,
        table.createdAt.desc(),
        table.id.desc(),
        table.updatedAt,
        table.heightInches,
        table.weightLbs,
      )
      .where(sql`${table.listed} and ${table.hasHighlight}`),
    index('player_profiles_highlight_created_idx')
      .on(
        table.createdAt.desc(),
        table.id.desc(),
        table.updatedAt,
        table.heightInches,
        table.weightLbs,
        table.graduationYear,
        sql`lower(${table.position})`,
      )
      .where(sql`${table.listed} and ${table.hasHighlight}`),
    // A narrow range alone (6'8" and up) is a bitmap scan of its own index.
    index('player_profiles_height_idx')
      .on(table.heightInches)
      .where(sql`${table.listed} and ${table.heightInches} is not null`),
    index('player_profiles_weight_idx')
      .on(table.weightLbs)
      .where(sql`${table.listed} and ${table.weightLbs} is not null`),
    index('player_profiles_updated_idx')
      .on(table.updatedAt.desc())
      .where(sql`${table.listed}`),
    // The digests' question: who was listed since a search's last one.
    index('player_profiles_listed_at_idx')
      .on(table.listedAt)
      .where(sql`${table.listed}`),
    // One trigram index over what each audience may search (members: name and school; visitors:
    // the name only): a search is one bitmap scan, and counting its matches never falls back to
    // reading the whole table.
    index('player_profiles_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .where(sql`${table.listed}`),
    index('player_profiles_search_name_trgm_idx')
      .using('gin', table.searchName.op('gin_trgm_ops'))
      .where(sql`${table.listed}`),
  ],
);
