import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Audience, CoachLevel } from '#shared/recruiting';
import { recruitingMessages } from '#shared/recruiting';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
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

/**
 * The rule of who is a verified coach (docs/product.md#coach-verification), stated once: a coach
 * account whose newest verification an administrator approved and whose year has not ended.
 * Every reader (the audience of lists and pages, boards, evaluations, saved searches, views)
 * asks here.
 */
export async function findCoachBadges(
  db: Database,
  userIds: readonly string[],
  now = new Date(),
): Promise<Map<string, CoachBadge>> {
  const badges = new Map<string, CoachBadge>();
  if (userIds.length === 0) return badges;
  const newest = db
    .selectDistinctOn([coachVerifications.userId], {
      userId: coachVerifications.userId,
      institution: coachVerifications.institution,
      level: coachVerifications.level,
      status: coachVerifications.status,
      expiresAt: coachVerifications.expiresAt,
    })
    .from(coachVerifications)
    .where(inArray(coachVerifications.userId, [...userIds]))
    .orderBy(coachVerifications.userId, desc(coachVerifications.createdAt))
    .as('newest');
  const rows = await db
    .select({
      userId: newest.userId,
      institution: newest.institution,
      level: newest.level,
      expiresAt: newest.expiresAt,
      sport: coachProfiles.sport,
    })
    .from(newest)
    .innerJoin(coachProfiles, eq(coachProfiles.userId, newest.userId))
    .where(and(eq(newest.status, 'approved'), gt(newest.expiresAt, now)));
  for (const row of rows) {
    if (row.expiresAt) badges.set(row.userId, { ...row, expiresAt: row.expiresAt });
  }
  return badges;
}

export async function findCoachBadge(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<CoachBadge | null> {
  return (await findCoachBadges(db, [userId], now)).get(userId) ?? null;
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

/** SQL: the coach with this user id column is verified now (for joins in lists). */
export const verifiedNow = (userIdColumn: unknown) => sql<boolean>`exists (
  select 1 from (
    select distinct on (${coachVerifications.userId}) ${coachVerifications.status} as status,
      ${coachVerifications.expiresAt} as expires_at
    from ${coachVerifications}
    where ${coachVerifications.userId} = ${userIdColumn}
    order by ${coachVerifications.userId}, ${coachVerifications.createdAt} desc
  ) newest where newest.status = 'approved' and newest.expires_at > now())`;
