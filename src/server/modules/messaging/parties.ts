import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { sportByName, type SportId } from '#shared/sports';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { contactSwitches, messageBlocks } from '#server/db/schema/messaging';
import { user as users } from '#server/db/schema/auth';
import { ownerIsFeatured } from '#server/modules/athletes';
import { currentGuardianOf, isMinor } from '#server/modules/privacy';

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

/**
 * The rules ask these on every message sent, opened or started: each is built once per database
 * and planned once per connection (db/prepared.ts).
 */
const athleteStatement = (db: Database, by: 'profile' | 'user') =>
  db
    .select({ profile: p, recruitingPlan: ownerIsFeatured })
    .from(p)
    .where(eq(by === 'profile' ? p.id : p.userId, sql.placeholder('key')))
    .limit(1)
    .prepare(`messaging_athlete_by_${by}`);
const athleteByProfileStatement = preparedPerDatabase((db) => athleteStatement(db, 'profile'));
const athleteByUserStatement = preparedPerDatabase((db) => athleteStatement(db, 'user'));

type AthleteRow = Awaited<ReturnType<ReturnType<typeof athleteByUserStatement>['execute']>>[number];

function toAthlete(row: AthleteRow | undefined, now: Date): Athlete | null {
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
    minor: isMinor(profile.birthDate, now),
    listed: profile.listed,
    visibility: profile.visibility,
    recruitingPlan: Boolean(row.recruitingPlan),
  };
}

export const athleteByProfile = async (db: Database, profileId: string, now: Date) =>
  toAthlete((await athleteByProfileStatement(db).execute({ key: profileId }))[0], now);
export const athleteByUser = async (db: Database, userId: string, now: Date) =>
  toAthlete((await athleteByUserStatement(db).execute({ key: userId }))[0], now);

const contactSwitchesStatement = preparedPerDatabase((db) =>
  db
    .select({ coach: contactSwitches.coachUserId })
    .from(contactSwitches)
    .where(
      and(
        eq(contactSwitches.athleteUserId, sql.placeholder('athlete')),
        or(
          isNull(contactSwitches.coachUserId),
          eq(contactSwitches.coachUserId, sql.placeholder('coach')),
        ),
      ),
    )
    .prepare('messaging_contact_switches'),
);

const blockStatement = preparedPerDatabase((db) => {
  const [a, b] = [sql.placeholder('a'), sql.placeholder('b')];
  return db
    .select({ one: sql`1` })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerUserId, a), eq(messageBlocks.blockedUserId, b)),
        and(eq(messageBlocks.blockerUserId, b), eq(messageBlocks.blockedUserId, a)),
      ),
    )
    .limit(1)
    .prepare('messaging_either_blocked');
});

/**
 * The athlete's parent or guardian as a conversation between these parties counts them (privacy's
 * rule, currentGuardianOf): the address copied on its messages, who may read and answer it, and
 * whether they consented. Null when there is none, or when one of the parties holds the address:
 * a guardian is never a party to the conversation they are copied on.
 */
export async function guardianOf(
  db: Database,
  athleteUserId: string,
  partyUserIds: string[],
): Promise<Guardian | null> {
  const parties = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, partyUserIds));
  return currentGuardianOf(db, athleteUserId, parties);
}

/** The athlete's current guardian: their address, whether they consented, and the consent's state. */
export type Guardian = NonNullable<Awaited<ReturnType<typeof currentGuardianOf>>>;

/** A guardian's switch: contact off from every coach, from this one, or none. */
export type ContactOff = 'all' | 'this-coach' | null;

/** Whether a guardian switched contact off for this athlete: from every coach, or this one. */
export async function contactOff(
  db: Database,
  athleteUserId: string,
  coachUserId: string,
): Promise<ContactOff> {
  const rows = await contactSwitchesStatement(db).execute({
    athlete: athleteUserId,
    coach: coachUserId,
  });
  if (rows.some((row) => row.coach === null)) return 'all';
  return rows.length > 0 ? 'this-coach' : null;
}

/** Either side has blocked the other. */
export async function eitherBlocked(db: Database, a: string, b: string) {
  const [row] = await blockStatement(db).execute({ a, b });
  return Boolean(row);
}
