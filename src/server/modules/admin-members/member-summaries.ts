import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { userTypes, type UserType } from '#shared/account-fields';
import { memberMessages } from '#shared/admin-members';
import { heldSubscriptionStates } from '#shared/payments';
import type { ConsentStatus } from '#shared/privacy';
import type { MemberSummary } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { session, user } from '#server/db/schema/auth';
import { guardianConsents } from '#server/db/schema/safety';
import { memberAccess, subscriptions } from '#server/db/schema/subscriptions';
import { AppError } from '#server/http/app-error';

/** A ban counts while it has no end date or its end date is still ahead. */
export const bannedNow: SQL<boolean> = sql<boolean>`(${user.banned} is true and (${user.banExpires} is null or ${user.banExpires} > now()))`;

/**
 * The members who hold a paid plan now: a subscription in a held state (trialing, active, past
 * due) whose current period has not ended, as the athlete lists count featured members.
 */
export const heldPlan = (tier?: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${subscriptions} where ${and(
    eq(subscriptions.userId, user.id),
    tier ? eq(subscriptions.tier, tier) : undefined,
    inArray(subscriptions.status, [...heldSubscriptionStates]),
    sql`${subscriptions.currentPeriodEnd} > now()`,
  )})`;

/** Access turned off by an administrator (no row: on). */
export const accessOff: SQL<boolean> = sql<boolean>`exists (select 1 from ${memberAccess} where ${and(
  eq(memberAccess.userId, user.id),
  eq(memberAccess.hasAccess, false),
)})`;

/** A parent's or guardian's consent still awaited. */
export const consentPending: SQL<boolean> = sql<boolean>`exists (select 1 from ${guardianConsents} where ${and(
  eq(guardianConsents.userId, user.id),
  eq(guardianConsents.status, 'pending'),
)})`;

/** The user columns a summary is made of. */
export const summaryColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  userType: user.userType,
  emailVerified: user.emailVerified,
  banned: bannedNow,
  createdAt: user.createdAt,
};

export type SummaryRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  userType: string | null;
  emailVerified: boolean;
  banned: boolean;
  createdAt: Date;
};

const knownUserType = (value: string | null): UserType | null =>
  (userTypes as readonly string[]).includes(value ?? '') ? (value as UserType) : null;

/**
 * The list's columns for these members: their plan, access, consent and last sign-in, read for
 * the page's members only (a few index probes each), in the order given.
 */
export async function memberSummaries(db: Database, rows: SummaryRow[]): Promise<MemberSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const details = await db
    .select({
      id: user.id,
      plan: sql<string | null>`(select ${subscriptions.tier} from ${subscriptions} where ${and(
        eq(subscriptions.userId, user.id),
        inArray(subscriptions.status, [...heldSubscriptionStates]),
        sql`${subscriptions.currentPeriodEnd} > now()`,
      )} order by ${subscriptions.currentPeriodEnd} desc limit 1)`,
      hasAccess: sql<
        boolean | null
      >`(select ${memberAccess.hasAccess} from ${memberAccess} where ${eq(
        memberAccess.userId,
        user.id,
      )})`,
      consentStatus: sql<ConsentStatus | null>`(select ${guardianConsents.status} from ${guardianConsents} where ${eq(
        guardianConsents.userId,
        user.id,
      )})`,
      // As an ISO string: the driver gives the raw value of an expression without its type.
      lastSignInAt: sql<
        string | null
      >`(select to_char(max(${session.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${session} where ${eq(session.userId, user.id)})`,
    })
    .from(user)
    .where(inArray(user.id, ids));
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return rows.map((row) => {
    const detail = byId.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role === 'admin' ? 'admin' : 'user',
      userType: knownUserType(row.userType),
      emailVerified: row.emailVerified,
      banned: Boolean(row.banned),
      plan: detail?.plan ?? null,
      access: detail?.hasAccess ?? true,
      consentStatus: detail?.consentStatus ?? null,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: detail?.lastSignInAt ?? null,
    };
  });
}

/** One member as the list shows them; 404 when there is no such member. */
export async function memberSummary(db: Database, userId: string): Promise<MemberSummary> {
  const [row] = await db.select(summaryColumns).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError('NOT_FOUND', memberMessages.notFound);
  const [summary] = await memberSummaries(db, [row]);
  return summary!;
}
