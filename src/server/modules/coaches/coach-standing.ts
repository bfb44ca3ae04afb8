import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Audience, CoachLevel } from '#shared/recruiting';
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

type NewestRequest = {
  status: string;
  institution: string;
  level: CoachLevel;
  expiresAt: Date | null;
  sport: string;
};

/**
 * The rule of who is a verified coach (docs/product.md#coach-verification), stated once: a coach
 * account whose newest verification an administrator approved and whose year has not ended.
 * Every reader (the audience of lists and pages, boards, evaluations, saved searches, views)
 * asks through findCoachBadge(s), which read the newest request and apply this.
 */
function badgeOf(userId: string, row: NewestRequest | undefined, now: Date): CoachBadge | null {
  if (!row || row.status !== 'approved' || !row.expiresAt || row.expiresAt <= now) return null;
  return {
    userId,
    institution: row.institution,
    level: row.level,
    sport: row.sport,
    expiresAt: row.expiresAt,
  };
}

/** The badges of many coaches at once (an evaluation list, a digest run). */
export async function findCoachBadges(
  db: Database,
  userIds: readonly string[],
  now = new Date(),
): Promise<Map<string, CoachBadge>> {
  const badges = new Map<string, CoachBadge>();
  if (userIds.length === 0) return badges;
  const rows = await db
    .selectDistinctOn([coachVerifications.userId], {
      userId: coachVerifications.userId,
      status: coachVerifications.status,
      institution: coachVerifications.institution,
      level: coachVerifications.level,
      expiresAt: coachVerifications.expiresAt,
      sport: coachProfiles.sport,
    })
    .from(coachVerifications)
    .innerJoin(coachProfiles, eq(coachProfiles.userId, coachVerifications.userId))
    .where(inArray(coachVerifications.userId, [...userIds]))
    .orderBy(coachVerifications.userId, desc(coachVerifications.createdAt));
  for (const row of rows) {
    const badge = badgeOf(row.userId, row, now);
    if (badge) badges.set(row.userId, badge);
  }
  return badges;
}

/**
 * One coach's newest request with their sport, as a statement prepared once per database: it is
 * asked on every request a coach account makes (their audience), so PostgreSQL plans it once.
 */
const newestRequestStatement = preparedPerDatabase((db) =>
  db
    .select({
      status: coachVerifications.status,
      institution: coachVerifications.institution,
      level: coachVerifications.level,
      expiresAt: coachVerifications.expiresAt,
      sport: coachProfiles.sport,
    })
    .from(coachVerifications)
    .innerJoin(coachProfiles, eq(coachProfiles.userId, coachVerifications.userId))
    .where(eq(coachVerifications.userId, sql.placeholder('userId')))
    .orderBy(desc(coachVerifications.createdAt))
    .limit(1)
    .prepare('coach_newest_request'),
);

/** Each database's kept newest requests, by coach (keepCoachBadges). */
const keptRequests = new WeakMap<Database, AccountCache<NewestRequest | null>>();

/**
 * Keeps each coach's newest request on this instance until their account changes anywhere: the
 * database announces every change to `coach_verifications` and `coach_profiles` on
 * `account_changes` (migration 0035), so an approval, a revocation or a new request is seen by
 * every instance within the second, and at once by the one that made it (decision 0020). The
 * badge's own year is checked at each read. The app calls this once for its database; scripts
 * that do not read from the database each time.
 */
export function keepCoachBadges(db: Database, accounts: AccountChanges): void {
  keptRequests.set(
    db,
    createAccountCache<NewestRequest | null>(accounts, (_row, userId) => userId),
  );
}

export async function findCoachBadge(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<CoachBadge | null> {
  const statement = newestRequestStatement(db);
  const read = async () => (await statement.execute({ userId }))[0] ?? null;
  const kept = keptRequests.get(db);
  const row = kept ? await kept.get(userId, read) : await read();
  return badgeOf(userId, row ?? undefined, now);
}

/**
 * Who the viewer is to the athlete lists, search and pages: a signed-out visitor, a member, or a
 * verified coach (who also sees profiles shown to verified coaches only). Only coach accounts
 * cost a lookup.
 */
export async function audienceOf(
  db: Database,
  user: Pick<SessionUser, 'id' | 'userType'> | null,
): Promise<Audience> {
  if (!user) return 'visitor';
  if (!isCoachAccount(user)) return 'member';
  return (await findCoachBadge(db, user.id)) ? 'coach' : 'member';
}

/**
 * The verified coach behind a request, or the refusal every coach-only route gives: 403 with
 * the way to get verified (recruitingMessages.notVerified), or that the tools are for coaches.
 */
export async function requireVerifiedCoach(db: Database, user: SessionUser): Promise<CoachBadge> {
  if (!isCoachAccount(user)) throw new AppError('FORBIDDEN', recruitingMessages.notACoach);
  const badge = await findCoachBadge(db, user.id);
  if (!badge) throw new AppError('FORBIDDEN', recruitingMessages.notVerified);
  return badge;
}
