import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { heldSubscriptionStates } from '#shared/payments';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { subscriptions as s } from '#server/db/schema/subscriptions';

/** The plan whose members are featured: listed first, with a badge (Recruiting Profile). */
export const FEATURED_PLAN = 'recruiting';

/**
 * True while the profile's owner holds the Recruiting Profile plan: a subscription to it in a
 * held state (trialing, active, past due) whose current period has not ended. Evaluated per
 * profile, it is one probe of subscriptions by its user_id index.
 */
export const ownerIsFeatured: SQL<boolean> = sql<boolean>`exists (select 1 from ${s} where ${and(
  eq(s.userId, p.userId),
  eq(s.tier, FEATURED_PLAN),
  inArray(s.status, [...heldSubscriptionStates]),
  sql`${s.currentPeriodEnd} > now()`,
)})`;

type ProfileRow = typeof p.$inferSelect;

/** Whole profile rows with whether each is featured, for the pages and sections that show them. */
export function selectProfiles(db: Database) {
  return db.select({ profile: p, featured: ownerIsFeatured }).from(p);
}

/** A row of selectProfiles as athleteView takes it. */
export const withFeatured = (row: {
  profile: ProfileRow;
  featured: boolean;
}): ProfileRow & { featured: boolean } => ({ ...row.profile, featured: Boolean(row.featured) });
