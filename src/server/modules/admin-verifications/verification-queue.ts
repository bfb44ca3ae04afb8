import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CoachType } from '#shared/account-fields';
import { coachLevelLabels, VERIFICATION_DAYS } from '#shared/recruiting';
import type { VerificationQueueItem } from '#shared/schemas/coaches';
import type { Database } from '#server/db/client';
import { coachProfiles } from '#server/db/schema/accounts';
import { user } from '#server/db/schema/auth';
import { coachVerifications as v } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { sendVerificationMail, type VerificationDeps } from '#server/modules/coaches';

// The administrators' Verification queue (docs/product.md#coach-verification): who waits for a
// decision, and the decision, audited and mailed to the coach. What a request is and how a coach
// asks, confirms and loses the badge is the coaches module's.

const DAY_MS = 24 * 3600_000;

/** Requests waiting for an administrator: a confirmed address, or a staff page to check. */
const waiting = or(
  eq(v.status, 'email-confirmed'),
  and(eq(v.status, 'requested'), isNull(v.domainEmail)),
)!;

/** The administrators' Verification queue: waiting requests first-come, or recent decisions. */
export async function listVerificationQueue(
  db: Database,
  show: 'waiting' | 'decided',
): Promise<VerificationQueueItem[]> {
  const rows = await db
    .select({
      row: v,
      name: user.name,
      email: user.email,
      coachType: coachProfiles.coachType,
      sport: coachProfiles.sport,
      title: coachProfiles.title,
      reviewerEmail: sql<string | null>`(select email from "user" r where r.id = ${v.reviewerId})`,
    })
    .from(v)
    .innerJoin(user, eq(user.id, v.userId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, v.userId))
    .where(show === 'waiting' ? waiting : or(eq(v.status, 'approved'), eq(v.status, 'rejected')))
    .orderBy(show === 'waiting' ? v.createdAt : desc(v.reviewedAt))
    .limit(100);
  return rows.map(({ row, ...who }) => ({
    id: row.id,
    userId: row.userId,
    name: who.name,
    accountEmail: who.email,
    coachType: (who.coachType as CoachType | null) ?? null,
    sport: who.sport,
    title: who.title,
    institution: row.institution,
    level: row.level,
    domainEmail: row.domainEmail,
    emailConfirmed: row.emailConfirmedAt !== null,
    staffPageUrl: row.staffPageUrl,
    status: row.status,
    reason: row.reason,
    reviewerEmail: who.reviewerEmail,
    requestedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  }));
}

/** An administrator approves (a year from now) or rejects with a reason the coach reads. */
export async function decideVerification(
  deps: VerificationDeps,
  id: string,
  actor: AdminActor,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
) {
  const { db } = deps;
  const decided = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(v).where(eq(v.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No such verification request.');
    const isWaiting =
      before.status === 'email-confirmed' || (before.status === 'requested' && !before.domainEmail);
    if (!isWaiting) throw new AppError('CONFLICT', 'This request has already been decided.');
    const [after] = await tx
      .update(v)
      .set(
        decision.approve
          ? {
              status: 'approved',
              reviewerId: actor.id,
              reviewedAt: now,
              reason: null,
              expiresAt: new Date(now.getTime() + VERIFICATION_DAYS * DAY_MS),
            }
          : { status: 'rejected', reviewerId: actor.id, reviewedAt: now, reason: decision.reason },
      )
      .where(eq(v.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: decision.approve ? 'coach.verify' : 'coach.reject',
      targetType: 'member',
      targetId: before.userId,
      targetLabel: `${before.institution} · ${coachLevelLabels[before.level]}`,
      before: { status: before.status },
      after: { status: after!.status, reason: after!.reason },
    });
    return after!;
  });
  const [account] = await db
    .select({ email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, decided.userId));
  if (account) {
    await sendVerificationMail(
      deps,
      account.email,
      decision.approve ? 'approved' : 'rejected',
      {
        institution: decided.institution,
        level: decided.level,
        reason: decided.reason ?? undefined,
      },
      account.language,
    );
  }
  return decided.id;
}
