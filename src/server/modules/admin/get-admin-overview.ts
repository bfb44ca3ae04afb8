import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { heldSubscriptionStates } from '#shared/payments';
import { OVERVIEW_TREND_DAYS, type AdminOverview } from '#shared/schemas/admin-overview';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import { contactMessages } from '#server/db/schema/contact-messages';
import { reports } from '#server/db/schema/safety';
import { broadcasts } from '#server/db/schema/streams';
import { payments, subscriptions } from '#server/db/schema/subscriptions';

type TrendRow = {
  day: string;
  player: number | string;
  coach: number | string;
  organization: number | string;
  other: number | string;
  active_subscriptions: number | string;
  card_cents: number | string | bigint;
  pi_hundredths: number | string | bigint;
  broadcasts: number | string;
  messages: number | string;
};

/**
 * The last 30 days (UTC), one row per day, today last: generate_series makes the days, so a day
 * with nothing in it is a row of zeros. Each table is read once over the period (by its creation
 * index) and grouped by day; plans in force are counted per day, as they stood at the day's end.
 */
function trendQuery() {
  const firstDay = sql`((now() at time zone 'UTC')::date - ${OVERVIEW_TREND_DAYS - 1}::int)`;
  const since = sql`(${firstDay}::timestamp at time zone 'UTC')`;
  const dayOf = (column: unknown) => sql`(${column} at time zone 'UTC')::date`;
  // A refund reported by the provider has no amount recorded: it gave the whole payment back.
  const net = sql`case when ${payments.status} = 'refunded' and ${payments.refundedCents} is null then 0 else ${payments.amountCents} - coalesce(${payments.refundedCents}, 0) end`;
  const dayEnd = sql`least(((days.day + 1)::timestamp at time zone 'UTC'), now())`;
  return sql`
    with days as (
      select d::date as day
      from generate_series(${firstDay}, (now() at time zone 'UTC')::date, interval '1 day') as d
    ),
    signups as (
      select ${dayOf(user.createdAt)} as day,
        count(*) filter (where ${user.userType} = 'player') as player,
        count(*) filter (where ${user.userType} = 'coach') as coach,
        count(*) filter (where ${user.userType} = 'organization') as organization,
        count(*) filter (
          where ${user.userType} is null
            or ${user.userType} not in ('player', 'coach', 'organization')
        ) as other
      from ${user}
      where ${user.createdAt} >= ${since}
      group by 1
    ),
    revenue as (
      select ${dayOf(payments.createdAt)} as day,
        coalesce(sum(${net}) filter (where ${payments.provider} <> 'pi'), 0) as card_cents,
        coalesce(sum(${net}) filter (where ${payments.provider} = 'pi'), 0) as pi_hundredths
      from ${payments}
      where ${payments.createdAt} >= ${since} and ${payments.status} in ('paid', 'refunded')
      group by 1
    ),
    started as (
      select ${dayOf(broadcasts.startedAt)} as day, count(*) as broadcasts
      from ${broadcasts}
      where ${broadcasts.startedAt} >= ${since}
      group by 1
    ),
    received as (
      select ${dayOf(contactMessages.createdAt)} as day, count(*) as messages
      from ${contactMessages}
      where ${contactMessages.createdAt} >= ${since}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(signups.player, 0)::int as player,
      coalesce(signups.coach, 0)::int as coach,
      coalesce(signups.organization, 0)::int as organization,
      coalesce(signups.other, 0)::int as other,
      (
        select count(*)::int from ${subscriptions}
        where ${subscriptions.status} not in ('incomplete', 'incomplete_expired')
          and ${subscriptions.createdAt} < ${dayEnd}
          and coalesce(${subscriptions.currentPeriodEnd}, 'infinity'::timestamptz) >= ${dayEnd}
      ) as active_subscriptions,
      coalesce(revenue.card_cents, 0)::bigint as card_cents,
      coalesce(revenue.pi_hundredths, 0)::bigint as pi_hundredths,
      coalesce(started.broadcasts, 0)::int as broadcasts,
      coalesce(received.messages, 0)::int as messages
    from days
      left join signups on signups.day = days.day
      left join revenue on revenue.day = days.day
      left join started on started.day = days.day
      left join received on received.day = days.day
    order by days.day
  `;
}

async function readTrends(db: Database): Promise<AdminOverview['trends']> {
  const result = (await db.execute(trendQuery())) as unknown as { rows: TrendRow[] };
  const rows = result.rows;
  const column = (name: Exclude<keyof TrendRow, 'day'>) => rows.map((row) => Number(row[name]));
  return {
    days: rows.map((row) => row.day),
    signups: {
      player: column('player'),
      coach: column('coach'),
      organization: column('organization'),
      other: column('other'),
    },
    activeSubscriptions: column('active_subscriptions'),
    revenue: { cardCents: column('card_cents'), piHundredths: column('pi_hundredths') },
    broadcasts: column('broadcasts'),
    messages: column('messages'),
  };
}

const total = async (rows: Promise<{ total: number }[]>) => (await rows)[0]?.total ?? 0;

/** The admin home: member counts, what waits for an administrator, and the 30-day trends. */
export async function getAdminOverview(db: Database, now: Date): Promise<AdminOverview> {
  const [byType, unverified, admins, plans, openMessages, openReports, liveBroadcasts, trends] =
    await Promise.all([
      db.select({ userType: user.userType, total: count() }).from(user).groupBy(user.userType),
      total(db.select({ total: count() }).from(user).where(eq(user.emailVerified, false))),
      total(
        db
          .select({ total: count() })
          .from(user)
          .where(sql`${user.role} = 'admin'`),
      ),
      db
        .select({ tier: subscriptions.tier, total: count() })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, [...heldSubscriptionStates]),
            or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
          ),
        )
        .groupBy(subscriptions.tier),
      total(
        db
          .select({ total: count() })
          .from(contactMessages)
          .where(eq(contactMessages.status, 'new')),
      ),
      total(db.select({ total: count() }).from(reports).where(eq(reports.status, 'open'))),
      total(db.select({ total: count() }).from(broadcasts).where(isNull(broadcasts.endedAt))),
      readTrends(db),
    ]);
  const ofType = (type: string) => byType.find((row) => row.userType === type)?.total ?? 0;
  const ofPlan = (tier: string) => plans.find((row) => row.tier === tier)?.total ?? 0;
  return {
    members: byType.reduce((sum, row) => sum + row.total, 0),
    players: ofType('player'),
    coaches: ofType('coach'),
    organizations: ofType('organization'),
    admins,
    unverified,
    activeSubscriptions: { premium: ofPlan('premium'), recruiting: ofPlan('recruiting') },
    openMessages,
    openReports,
    liveBroadcasts,
    trends,
  };
}
