import { and, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberMessages } from '#shared/admin-members';
import type { MemberDetail } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { coachProfiles, organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { session, user } from '#server/db/schema/auth';
import { purchases } from '#server/db/schema/purchases';
import { guardianConsents } from '#server/db/schema/safety';
import { memberAccess, payments, subscriptions } from '#server/db/schema/subscriptions';
import { AppError } from '#server/http/app-error';
import { maskEmail } from '#server/modules/privacy';
import { memberSummaries, summaryColumns } from './member-summaries';

/** How many payments and purchases the member page shows, newest first. */
const HISTORY_LIMIT = 50;

const iso = (value: Date | null) => value?.toISOString() ?? null;

const switchedBy = alias(user, 'switched_by');

/**
 * Everything the member page shows of one member: their profile, plans, payments, access, ban,
 * two-step sign-in, guardian consent and open sessions.
 */
export async function getMember(
  db: Database,
  userId: string,
  viewerId: string,
  now: Date,
): Promise<MemberDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      phone: user.phone,
      banFlag: user.banned,
      banReason: user.banReason,
      banExpires: user.banExpires,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND', memberMessages.notFound);

  const [[summary], [athlete], [coach], orgs, plans, paid, bought, [access], [consent], sessions] =
    await Promise.all([
      memberSummaries(db, [row]),
      db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId)),
      db.select().from(coachProfiles).where(eq(coachProfiles.userId, userId)),
      db
        .select()
        .from(organizations)
        .where(eq(organizations.ownerUserId, userId))
        .orderBy(organizations.createdAt),
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt)),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(HISTORY_LIMIT),
      db
        .select()
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt))
        .limit(HISTORY_LIMIT),
      db
        .select({
          hasAccess: memberAccess.hasAccess,
          updatedAt: memberAccess.updatedAt,
          updatedBy: switchedBy.email,
        })
        .from(memberAccess)
        .leftJoin(switchedBy, eq(switchedBy.id, memberAccess.updatedByUserId))
        .where(eq(memberAccess.userId, userId)),
      db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId)),
      db
        .select()
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
        .orderBy(desc(session.createdAt)),
    ]);

  return {
    member: { ...summary!, phone: row.phone },
    self: userId === viewerId,
    profile: {
      athlete: athlete ? athleteView(athlete) : null,
      coach: coach ? coachView(coach) : null,
      organizations: orgs.map((org) => ({
        id: org.id,
        name: org.name,
        type: org.type,
        schoolLevel: org.schoolLevel,
      })),
    },
    subscriptions: plans.map(planView),
    payments: paid.map(paymentView),
    purchases: bought.map(purchaseView),
    access: {
      hasAccess: access?.hasAccess ?? true,
      updatedAt: iso(access?.updatedAt ?? null),
      updatedBy: access?.updatedBy ?? null,
    },
    ban: {
      banned: summary!.banned,
      reason: row.banFlag ? row.banReason : null,
      expiresAt: row.banFlag ? iso(row.banExpires) : null,
    },
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    consent: consent
      ? {
          status: consent.status,
          guardianEmail: maskEmail(consent.guardianEmail),
          expiresAt: consent.expiresAt.toISOString(),
          decidedAt: iso(consent.decidedAt),
        }
      : null,
    sessions: sessions.map((open) => ({
      id: open.id,
      createdAt: open.createdAt.toISOString(),
      ipAddress: open.ipAddress,
      userAgent: open.userAgent,
      expiresAt: open.expiresAt.toISOString(),
    })),
  };
}

// Each row as the member page shows it.

const athleteView = (athlete: typeof playerProfiles.$inferSelect) => ({
  id: athlete.id,
  name: `${athlete.firstName} ${athlete.lastName}`,
  sport: athlete.sport,
  position: athlete.position,
  school: athlete.school,
  graduationYear: athlete.graduationYear,
  visibility: athlete.visibility,
  listed: athlete.listed,
  url: `/athlete/${athlete.id}`,
});

const coachView = (coach: typeof coachProfiles.$inferSelect) => ({
  name: `${coach.firstName} ${coach.lastName}`,
  coachType: coach.coachType,
  sport: coach.sport,
  place: coach.institution ?? coach.school ?? coach.program ?? null,
});

const planView = (plan: typeof subscriptions.$inferSelect) => ({
  id: plan.id,
  tier: plan.tier,
  status: plan.status,
  provider: plan.provider,
  currentPeriodEnd: iso(plan.currentPeriodEnd),
  cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
  trialEnd: iso(plan.trialEnd),
  createdAt: plan.createdAt.toISOString(),
});

const paymentView = (payment: typeof payments.$inferSelect) => ({
  id: payment.id,
  provider: payment.provider,
  description: payment.description,
  amountCents: payment.amountCents,
  currency: payment.currency,
  status: payment.status,
  refundedAt: iso(payment.refundedAt),
  refundedCents: payment.refundedCents,
  createdAt: payment.createdAt.toISOString(),
});

const purchaseView = (purchase: typeof purchases.$inferSelect) => ({
  id: purchase.id,
  kind: purchase.kind,
  description: purchase.description,
  amountCents: purchase.amountCents,
  status: purchase.status,
  provider: purchase.provider,
  accessUntil: iso(purchase.accessUntil),
  paidAt: iso(purchase.paidAt),
  createdAt: purchase.createdAt.toISOString(),
});
