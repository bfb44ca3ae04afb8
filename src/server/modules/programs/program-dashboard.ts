import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  CurrencyAmounts,
  ProgramDashboard,
  SalesPeriod,
} from '#shared/schemas/program-dashboard';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import {
  events,
  payments,
  programStaff,
  purchases,
  rosterEntries,
  teamInvitations,
  teams,
} from '#server/db/schema';
import { holdsSeat } from '#server/modules/streams';
import { programChannelsOf, requireProgramRole, type Program } from './program-access';

// The program dashboard of /programs (docs/product.md#program-dashboard): for the program's
// admins only (program-access.ts's requireProgramRole). Six queries whatever the program's size,
// each an aggregate found by key: the teams with their counts (roster_entries_team_idx,
// team_invitations_team_idx), the distinct active athletes, the staff (program_staff_member_idx),
// the next events (events_organization_idx) with their seats (purchases_session_idx), the
// program's channels, and the sales grouped by currency.

const UPCOMING = 5;
const DAY_MS = 86_400_000;

// A single-table select names its columns without their table: the outer row's key is spelled
// out in full inside the correlated counts.
const teamKey = sql.raw('"teams"."id"');
const eventKey = sql.raw('"events"."id"');

const zero = (): CurrencyAmounts => ({ usd: 0, pi: 0 });
const emptyPeriod = (): SalesPeriod => ({
  seatsSold: 0,
  passesSold: 0,
  revenue: zero(),
  refundedCount: 0,
  refunded: zero(),
});

async function teamCounts(db: Database, program: Program, now: Date) {
  const counted = (status: string) =>
    sql<number>`(select count(*)::int from ${rosterEntries} where ${rosterEntries.teamId} = ${teamKey} and ${rosterEntries.status} = ${status})`;
  return db
    .select({
      id: teams.id,
      name: teams.name,
      level: teams.level,
      season: teams.season,
      active: counted('active'),
      guardianPending: counted('guardian_pending'),
      invited: counted('invited'),
      openInvitations: sql<number>`(select count(*)::int from ${teamInvitations} where ${teamInvitations.teamId} = ${teamKey} and ${teamInvitations.usedAt} is null and ${teamInvitations.expiresAt} > ${now.toISOString()})`,
    })
    .from(teams)
    .where(eq(teams.organizationId, program.id))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

async function activeAthletes(db: Database, program: Program) {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${rosterEntries.profileId})::int` })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .where(and(eq(teams.organizationId, program.id), eq(rosterEntries.status, 'active')));
  return row?.count ?? 0;
}

async function staffCounts(db: Database, program: Program) {
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${programStaff.status} = 'active'))::int`,
      invited: sql<number>`(count(*) filter (where ${programStaff.status} = 'invited'))::int`,
    })
    .from(programStaff)
    .where(eq(programStaff.organizationId, program.id));
  return { active: row?.active ?? 0, invited: row?.invited ?? 0 };
}

async function upcomingEvents(db: Database, program: Program, now: Date) {
  const seats = sql<number>`(select count(*)::int from ${purchases} where ${purchases.sessionId} = ${eventKey} and ${holdsSeat(now)})`;
  const rows = await db
    .select({
      id: events.id,
      kind: events.kind,
      title: events.title,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      capacity: events.capacity,
      seats,
    })
    .from(events)
    .where(
      and(
        eq(events.organizationId, program.id),
        isNull(events.cancelledAt),
        gt(events.endsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(UPCOMING);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    seatsBooked: row.kind === 'session' ? row.seats : null,
    capacity: row.capacity,
  }));
}

/**
 * What the program sold: seats at its events' sessions and passes of its channels, paid or
 * refunded, per currency (the ledger's when the payment is in it, else usd), all time and over
 * the last 30 days. Only a paid purchase is sold; a refunded one counts as refunded.
 */
async function sales(db: Database, program: Program, now: Date) {
  const channelIds = (await programChannelsOf(db, program)).map((channel) => channel.id);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const currency = sql<string>`coalesce(${payments.currency}, 'usd')`;
  const amount = sql`coalesce(${payments.amountCents}, ${purchases.amountCents})`;
  const refundedAmount = sql`coalesce(${payments.refundedCents}, ${payments.amountCents}, ${purchases.amountCents})`;
  const paidAt = sql`coalesce(${purchases.paidAt}, ${purchases.createdAt})`;
  const refundedAt = sql`coalesce(${payments.refundedAt}, ${purchases.paidAt}, ${purchases.createdAt})`;
  const paid = sql`${purchases.status} = 'paid'`;
  const refunded = sql`${purchases.status} = 'refunded'`;
  const recentPaid = sql`${paid} and ${paidAt} >= ${since}`;
  const recentRefunded = sql`${refunded} and ${refundedAt} >= ${since}`;
  const isBooking = sql`${purchases.kind} = 'booking'`;
  const isPass = sql`${purchases.kind} = 'pass'`;
  const countOf = (where: ReturnType<typeof sql>) =>
    sql<number>`(count(*) filter (where ${where}))::int`;
  const sumOf = (value: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)::int`;

  const sold = or(
    inArray(
      purchases.sessionId,
      db.select({ id: events.id }).from(events).where(eq(events.organizationId, program.id)),
    ),
    channelIds.length
      ? and(eq(purchases.kind, 'pass'), inArray(purchases.channelId, channelIds))
      : undefined,
  );
  const rows = await db
    .select({
      currency,
      seats: countOf(sql`${isBooking} and ${paid}`),
      passes: countOf(sql`${isPass} and ${paid}`),
      revenue: sumOf(amount, paid),
      refundedCount: countOf(refunded),
      refunded: sumOf(refundedAmount, refunded),
      recentSeats: countOf(sql`${isBooking} and ${recentPaid}`),
      recentPasses: countOf(sql`${isPass} and ${recentPaid}`),
      recentRevenue: sumOf(amount, recentPaid),
      recentRefundedCount: countOf(recentRefunded),
      recentRefunded: sumOf(refundedAmount, recentRefunded),
    })
    .from(purchases)
    .leftJoin(
      payments,
      and(
        eq(payments.provider, purchases.provider),
        eq(payments.providerRef, purchases.providerPaymentRef),
      ),
    )
    .where(and(sold, inArray(purchases.status, ['paid', 'refunded'])))
    .groupBy(currency);

  const allTime = emptyPeriod();
  const last30Days = emptyPeriod();
  for (const row of rows) {
    const code = row.currency === 'pi' ? 'pi' : 'usd';
    allTime.seatsSold += row.seats;
    allTime.passesSold += row.passes;
    allTime.revenue[code] += row.revenue;
    allTime.refundedCount += row.refundedCount;
    allTime.refunded[code] += row.refunded;
    last30Days.seatsSold += row.recentSeats;
    last30Days.passesSold += row.recentPasses;
    last30Days.revenue[code] += row.recentRevenue;
    last30Days.refundedCount += row.recentRefundedCount;
    last30Days.refunded[code] += row.recentRefunded;
  }
  return { last30Days, allTime };
}

/** GET /api/me/program/dashboard: the program's dashboard, for its owner and admins. */
export async function getProgramDashboard(
  db: Database,
  user: SessionUser,
  now: Date,
): Promise<ProgramDashboard> {
  const { program } = await requireProgramRole(db, user, 'admin');
  const [teamRows, athletes, staff, upcoming, sold] = await Promise.all([
    teamCounts(db, program, now),
    activeAthletes(db, program),
    staffCounts(db, program),
    upcomingEvents(db, program, now),
    sales(db, program, now),
  ]);
  const pending = teamRows.reduce(
    (sum, team) => sum + team.guardianPending + team.invited + team.openInvitations,
    0,
  );
  return {
    teams: teamRows,
    totals: {
      teams: teamRows.length,
      activeAthletes: athletes,
      pending,
      staffActive: staff.active,
      staffInvited: staff.invited,
    },
    upcomingEvents: upcoming,
    sales: sold,
  };
}
