import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const timestamps = {
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
  /** the coach's title on their public page, e.g. "Assistant Coach" */
  title: text('title'),
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
    /**
     * The program page's address, /org/{slug}: made from the name at sign-up (organizations from
     * before were given one by drizzle/0032_programs.sql) and kept when the name changes.
     */
    slug: text('slug'),
    /** the program page's logo, an https address */
    logoUrl: text('logo_url'),
    sports: text('sports').array().notNull().default([]),
    city: text('city'),
    state: text('state'),
    about: text('about'),
    ...timestamps,
  },
  (table) => [
    index('organizations_owner_idx').on(table.ownerUserId),
    uniqueIndex('organizations_slug_idx').on(table.slug),
  ],
);
