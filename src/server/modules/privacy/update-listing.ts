import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { athleteNotHeld } from '#server/modules/reports';
import { heldByNoGuardian } from './guardian-eligibility';
import type { AthleteCaches } from '#server/modules/athletes';
import { ADULT_AGE, type ProfileVisibility } from '#shared/privacy';
import type { Audience } from '#shared/recruiting';

/**
 * The profile's owner is an adult, or gave no date of birth (profiles from before the rule): the
 * code's rule (ageGroupOn in #shared/privacy) in SQL, with its age and its day (the UTC calendar
 * date, whatever the database's time zone).
 */
const ownerIsAdult = sql`(${p.birthDate} is null or ${p.birthDate} <= ((current_timestamp at time zone 'UTC')::date - make_interval(years => ${sql.raw(String(ADULT_AGE))}))::date)`;

/**
 * Whether a profile may be shown to members, as one SQL expression over the profile's row:
 *  - its owner confirmed their email, so nobody can plant a profile under an address not theirs;
 *  - an athlete under 18 has the granted consent of a parent or guardian whose address may be
 *    one (guardian-eligibility.ts);
 *  - it is not private;
 *  - no moderator holds it (athleteNotHeld, the reports module's rule).
 * Visitors see only those of them whose visibility is public (see visibleTo).
 */
export const mayBeListed: SQL<boolean> = sql<boolean>`(
  exists (select 1 from ${user} where ${user.id} = ${p.userId} and ${user.emailVerified})
  and ${p.visibility} <> 'private'
  and (${ownerIsAdult} or exists (
    select 1 from ${guardianConsents}
    where ${guardianConsents.userId} = ${p.userId} and ${guardianConsents.status} = 'granted'
      and not ${heldByNoGuardian(guardianConsents.guardianEmail)}))
  and ${athleteNotHeld()}
)`;

/**
 * The profiles a caller may see in lists, search, featured sections and on their pages
 * (docs/product.md#who-sees-a-profile), stated once: of the listed ones, the public ones for
 * signed-out visitors; public and members-only ones for members; and also those shown to
 * verified coaches only for verified coaches. Every athlete query reads through this, and the
 * list caches are kept per audience.
 */
export function visibleTo(audience: Audience): SQL {
  if (audience === 'visitor') return sql`(${p.listed} and ${p.visibility} = 'public')`;
  if (audience === 'member') return sql`(${p.listed} and ${p.visibility} <> 'coaches')`;
  return sql`${p.listed}`;
}

/** The same rule for one profile's row already in hand. */
export function rowVisibleTo(
  row: { listed: boolean; visibility: ProfileVisibility },
  audience: Audience,
): boolean {
  if (!row.listed) return false;
  if (audience === 'visitor') return row.visibility === 'public';
  return audience === 'coach' || row.visibility !== 'coaches';
}

/**
 * Whether one viewer may open one profile: its owner always; an active administrator when the
 * place allows it (`admin`: the athlete page does, a roster book does not); anyone else by
 * rowVisibleTo for their audience. Every place that shows a single profile asks this.
 */
export function profileShownTo(
  row: { userId: string; listed: boolean; visibility: ProfileVisibility },
  viewer: { id: string | null; admin: boolean; audience: Audience },
): boolean {
  if (viewer.id !== null && row.userId === viewer.id) return true;
  return viewer.admin || rowVisibleTo(row, viewer.audience);
}

/**
 * Recomputes whether a user's athlete profile may be listed (see mayBeListed) and clears the
 * lists. Called after every change that can alter it: a confirmed email, a guardian's decision,
 * a visibility change, a moderator's hold or its release.
 */
export async function refreshListing(
  db: Database,
  caches: AthleteCaches,
  userId: string,
): Promise<void> {
  await db.update(p).set({ listed: mayBeListed }).where(eq(p.userId, userId));
  await caches.changed();
}

/**
 * Athletes who have turned 18 since their profile was last checked no longer need a guardian's
 * consent: their profiles are listed (if nothing else keeps them out). Run on start and twice a
 * day; returns how many profiles it listed.
 */
export async function listComingOfAge(db: Database, caches: AthleteCaches): Promise<number> {
  const listed = await db
    .update(p)
    .set({ listed: mayBeListed })
    .where(and(eq(p.listed, false), isNotNull(p.birthDate), ownerIsAdult, mayBeListed))
    .returning({ id: p.id });
  if (listed.length > 0) await caches.changed();
  return listed.length;
}

/** A deleted account took its athlete profile with it (the rows cascade): lists forget it. */
export function forgetDeletedAccount(caches: AthleteCaches): Promise<void> {
  return caches.changed();
}
