import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { sportByName, type SportId } from '#shared/sports';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { contactSwitches, messageBlocks } from '#server/db/schema/messaging';
import { guardianConsents } from '#server/db/schema/safety';
import { ownerIsFeatured } from '#server/modules/athletes';
import { isMinor } from '#server/modules/privacy';

/** The athlete side of a conversation, as the rules need it. */
export type Athlete = {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  sportId: SportId;
  classYear: number | null;
  gender: string | null;
  state: string | null;
  minor: boolean;
  listed: boolean;
  visibility: (typeof p.$inferSelect)['visibility'];
  /** holds the Recruiting Profile plan (may write to coaches first) */
  recruitingPlan: boolean;
};

async function athleteWhere(db: Database, where: ReturnType<typeof eq>): Promise<Athlete | null> {
  const [row] = await db
    .select({ profile: p, recruitingPlan: ownerIsFeatured })
    .from(p)
    .where(where)
    .limit(1);
  if (!row) return null;
  const { profile } = row;
  return {
    profileId: profile.id,
    userId: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    sportId: sportByName(profile.sport)?.id ?? 'other',
    classYear: profile.graduationYear,
    gender: profile.gender,
    state: profile.state,
    minor: isMinor(profile.birthDate),
    listed: profile.listed,
    visibility: profile.visibility,
    recruitingPlan: Boolean(row.recruitingPlan),
  };
}

export const athleteByProfile = (db: Database, profileId: string) =>
  athleteWhere(db, eq(p.id, profileId));
export const athleteByUser = (db: Database, userId: string) =>
  athleteWhere(db, eq(p.userId, userId));

/** The addresses of a minor's guardians who consented: each is copied on every message. */
export async function guardiansOf(db: Database, athleteUserId: string): Promise<string[]> {
  const rows = await db
    .select({ email: guardianConsents.guardianEmail })
    .from(guardianConsents)
    .where(and(eq(guardianConsents.userId, athleteUserId), eq(guardianConsents.status, 'granted')));
  return [...new Set(rows.map((row) => row.email.toLowerCase()))];
}

/** Whether a guardian switched contact off for this athlete: from every coach, or this one. */
export async function contactOff(
  db: Database,
  athleteUserId: string,
  coachUserId: string,
): Promise<'all' | 'this-coach' | null> {
  const rows = await db
    .select({ coach: contactSwitches.coachUserId })
    .from(contactSwitches)
    .where(
      and(
        eq(contactSwitches.athleteUserId, athleteUserId),
        or(isNull(contactSwitches.coachUserId), eq(contactSwitches.coachUserId, coachUserId)),
      ),
    );
  if (rows.some((row) => row.coach === null)) return 'all';
  return rows.length > 0 ? 'this-coach' : null;
}

/** Either side has blocked the other. */
export async function eitherBlocked(db: Database, a: string, b: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerUserId, a), eq(messageBlocks.blockedUserId, b)),
        and(eq(messageBlocks.blockerUserId, b), eq(messageBlocks.blockedUserId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
