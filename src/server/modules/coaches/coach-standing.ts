import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Audience, CoachLevel, VerificationStatus } from '#shared/recruiting';
import { recruitingMessages } from '#shared/recruiting';
import type { SessionUser } from '#server/auth/guards';
import {
  createAccountCache,
  type AccountCache,
  type AccountChanges,
} from '#server/auth/session-cache';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { coachProfiles } from '#server/db/schema/accounts';
import { coachVerifications } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';

/** What a verified coach's name carries everywhere: "Verified · {institution} · {level}". */
export type CoachBadge = {
  userId: string;
  institution: string;
  level: CoachLevel;
  sport: string;
  expiresAt: Date;
};

/** The signed-in user's kind, as sign-up stored it on the account. */
export const isCoachAccount = (user: Pick<SessionUser, 'userType'> | null | undefined) =>
  (user?.userType as string | null | undefined) === 'coach';

type VerificationRow = {
  status: VerificationStatus;
  institution: string;
  level: CoachLevel;
  expiresAt: Date | null;
  sport: string;
};

/**
 * The requests a coach's standing is read from: the newest, and the newest an administrator
 * decided (approved or rejected).
 */
type Standing = { newest: VerificationRow | null; decided: VerificationRow | null };

const decidedStatuses: VerificationStatus[] = ['approved', 'rejected'];

/** A request still under way: the coach's code to type, or an administrator's decision. */
const underWay = (status: VerificationStatus) =>
  status === 'requested' || status === 'email-confirmed';

/**
 * The rule of who is a verified coach (docs/product.md#coach-verification), stated once: a coach
 * account whose newest verification an administrator approved and whose year has not ended. While
 * a newer request (a renewal) is under way, the last decision stands: an approval keeps its badge
 * until its own end date rather than losing it while the renewal waits. Every reader (the
 * audience of lists and pages, boards, evaluations, saved searches, views) asks through
 * findCoachBadge(s), which read those two requests and apply this.
 */
function badgeOf(userId: string, { newest, decided }: Standing, now: Date): CoachBadge | null {
  const row = newest && underWay(newest.status) ? decided : newest;
  if (!row || row.status !== 'approved' || !row.expiresAt || row.expiresAt <= now) return null;
  return {
    userId,
    institution: row.institution,
    level: row.level,
    sport: row.sport,
    expiresAt: row.expiresAt,
  };
}

const requestColumns = {
  userId: coachVerifications.userId,
  status: coachVerifications.status,
  institution: coachVerifications.institution,
  level: coachVerifications.level,
  expiresAt: coachVerifications.expiresAt,
  sport: coachProfiles.sport,
};

/** The badges of many coaches at once (an evaluation list, a digest run). */
export async function findCoachBadges(
  db: Database,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, CoachBadge>> {
  const badges = new Map<string, CoachBadge>();
  if (userIds.length === 0) return badges;
  const newestOf = (decidedOnly: boolean) =>
    db
      .selectDistinctOn([coachVerifications.userId], requestColumns)
      .from(coachVerifications)
      .innerJoin(coachProfiles, eq(coachProfiles.userId, coachVerifications.userId))
      .where(
        and(
          inArray(coachVerifications.userId, [...userIds]),
          decidedOnly ? inArray(coachVerifications.status, decidedStatuses) : undefined,
        ),
      )
      .orderBy(coachVerifications.userId, desc(coachVerifications.createdAt));
  const [newest, decided] = await Promise.all([newestOf(false), newestOf(true)]);
  const decidedOf = new Map(decided.map((row) => [row.userId, row]));
  for (const row of newest) {
    const badge = badgeOf(
      row.userId,
      { newest: row, decided: decidedOf.get(row.userId) ?? null },
      now,
    );
    if (badge) badges.set(row.userId, badge);
  }
  return badges;
}

/**
 * One coach's newest request and newest decided one (newest first: one row when they are the
 * same), with their sport, as a statement prepared once per database: it is asked on every
 * request a coach account makes (their audience), so PostgreSQL plans it once.
 */
const standingStatement = preparedPerDatabase((db) => {
  const newestId = (decidedOnly: boolean) =>
    db
      .select({ id: coachVerifications.id })
      .from(coachVerifications)
      .where(
        and(
          eq(coachVerifications.userId, sql.placeholder('userId')),
          decidedOnly ? inArray(coachVerifications.status, decidedStatuses) : undefined,
        ),
      )
      .orderBy(desc(coachVerifications.createdAt))
      .limit(1);
  return db
    .select(requestColumns)
    .from(coachVerifications)
    .innerJoin(coachProfiles, eq(coachProfiles.userId, coachVerifications.userId))
    .where(
      or(
        inArray(coachVerifications.id, newestId(false)),
        inArray(coachVerifications.id, newestId(true)),
      ),
    )
    .orderBy(desc(coachVerifications.createdAt))
    .prepare('coach_standing_requests');
});

/** A coach's standing from the rows standingStatement reads. */
function standingOf(rows: VerificationRow[]): Standing {
  return {
    newest: rows[0] ?? null,
    decided: rows.find((row) => decidedStatuses.includes(row.status)) ?? null,
  };
}

/** Each database's kept standings, by coach (keepCoachBadges). */
const keptRequests = new WeakMap<Database, AccountCache<Standing>>();

/**
 * Keeps each coach's standing (their two requests) on this instance until their account changes
 * anywhere: the database announces every change to `coach_verifications` and `coach_profiles` on
 * `account_changes` (migration 0035), so an approval, a revocation or a new request is seen by
 * every instance within the second, and at once by the one that made it (decision 0020). The
 * badge's own year is checked at each read. The app calls this once for its database; scripts
 * that do not read from the database each time.
 */
export function keepCoachBadges(db: Database, accounts: AccountChanges): void {
  keptRequests.set(
    db,
    createAccountCache<Standing>(accounts, (_row, userId) => userId),
  );
}

export async function findCoachBadge(
  db: Database,
  userId: string,
  now: Date,
): Promise<CoachBadge | null> {
  const statement = standingStatement(db);
  const read = async () => standingOf(await statement.execute({ userId }));
  const kept = keptRequests.get(db);
  return badgeOf(userId, kept ? await kept.get(userId, read) : await read(), now);
}

/**
 * Who the viewer is to the athlete lists, search and pages: a signed-out visitor, a member, or a
 * verified coach (who also sees profiles shown to verified coaches only). Only coach accounts
 * cost a lookup.
 */
export async function audienceOf(
  db: Database,
  user: Pick<SessionUser, 'id' | 'userType'> | null,
  now: Date,
): Promise<Audience> {
  if (!user) return 'visitor';
  if (!isCoachAccount(user)) return 'member';
  return (await findCoachBadge(db, user.id, now)) ? 'coach' : 'member';
}

/**
 * The verified coach behind a request, or the refusal every coach-only route gives: 403 with
 * the way to get verified (recruitingMessages.notVerified), or that the tools are for coaches.
 */
export async function requireVerifiedCoach(
  db: Database,
  user: SessionUser,
  now: Date,
): Promise<CoachBadge> {
  if (!isCoachAccount(user)) throw new AppError('FORBIDDEN', recruitingMessages.notACoach);
  const badge = await findCoachBadge(db, user.id, now);
  if (!badge) throw new AppError('FORBIDDEN', recruitingMessages.notVerified);
  return badge;
}
