import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AccountExport } from '#shared/schemas/account-data';
import type { Database } from '#server/db/client';
import { coachProfiles, organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { programStaff, rosterEntries, statVerifications, teams } from '#server/db/schema/programs';
import { account, session, twoFactor, user } from '#server/db/schema/auth';
import { contactMessages } from '#server/db/schema/contact-messages';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { piAccounts } from '#server/db/schema/pi';
import { purchases, events } from '#server/db/schema/purchases';
import { guardianConsents, reports } from '#server/db/schema/safety';
import { broadcasts, channels } from '#server/db/schema/streams';
import {
  checkoutSessions,
  memberAccess,
  paymentCustomers,
  payments,
  subscriptions,
} from '#server/db/schema/subscriptions';
import { AppError } from '#server/http/app-error';
import { exportMessagesOf } from '#server/modules/messaging';
import { exportRecruitingData } from '#server/modules/recruiting';
import { findHoldsOn } from '#server/modules/reports';

type Row = Record<string, unknown>;

/**
 * Columns that hold secrets, in whatever table: password hashes, session and sign-in tokens, the
 * hashes of emailed links' tokens, two-factor secrets and backup codes, stream key hashes. Left
 * out by name, so a secret column added later stays out of exports too.
 */
const SECRET_COLUMN = /password|secret|token|hash|backupCodes/i;

/** A row as exported: without secrets, nor the columns named (other people's ids, copies). */
function exported(row: Row, leaveOut: readonly string[] = []): Row {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key) && !leaveOut.includes(key)),
  );
}

const exportedOrNull = (row: Row | undefined, leaveOut?: readonly string[]) =>
  row ? exported(row, leaveOut) : null;

/**
 * Everything the site holds about one account (the right of access and portability): its rows
 * in every table that refers to it by id, and the rows kept by its email address. Other
 * members' rows never appear, nor other people's ids in its rows (the administrator who changed
 * its access, the moderator who resolved its report, the guardian's IP address).
 */
export async function exportAccount(
  db: Database,
  userId: string,
  { siteName, now }: { siteName: string; now: Date },
): Promise<AccountExport> {
  const [owner] = await db.select().from(user).where(eq(user.id, userId));
  if (!owner) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  const email = owner.email.trim().toLowerCase();

  const [profile] = await db.select().from(playerProfiles).where(eq(playerProfiles.userId, userId));
  const ownChannels = await db.select().from(channels).where(eq(channels.ownerId, userId));
  const channelIds = ownChannels.map((channel) => channel.id);

  const rows = await readOwnRows(db, { userId, email, profileId: profile?.id ?? null, channelIds });
  const recruiting = await exportRecruitingData(db, userId, profile?.id ?? null);
  const programs = await readProgramRows(db, {
    userId,
    email,
    profileId: profile?.id ?? null,
    organizationIds: rows.ownOrganizations.map((row) => row.id),
  });
  const conversations = await exportMessagesOf(db, owner, now);

  return {
    exportedAt: now.toISOString(),
    site: siteName,
    account: exported(owner),
    sessions: rows.sessions,
    signInMethods: rows.signInMethods,
    twoFactor: exportedOrNull(rows.twoFactorRow, ['id', 'userId']),
    // The search columns are lower-case copies of the name and school.
    athleteProfile: exportedOrNull(profile, ['searchName', 'searchText']),
    // Every clip of the highlight reel, in the athlete's order.
    highlightReel: rows.highlightReel.map((row) => exported(row)),
    // The address the guardian answered from is the guardian's, not the athlete's.
    guardianConsent: exportedOrNull(rows.consent, ['decidedIp']),
    coachProfile: exportedOrNull(rows.coach),
    organizations: rows.ownOrganizations.map((row) => ({
      ...exported(row),
      teams: programs.ownTeams
        .filter((team) => team.organizationId === row.id)
        .map((team) => exported(team, ['organizationId'])),
    })),
    // Who invited them is the organization's account, not theirs.
    teamMemberships: programs.memberships.map(({ entry, team, program }) => ({
      ...exported(entry, ['invitedBy']),
      team: { name: team.name, sport: team.sport, level: team.level, season: team.season, program },
    })),
    // Who invited them is the program's account, not theirs; the link's hash is a secret.
    programStaff: programs.staffPlaces.map(({ staff, program }) => ({
      ...exported(staff, ['invitedBy', 'tokenHash', 'organizationId']),
      program,
    })),
    // The coach's name is as the athlete page shows it; their account id is theirs, not the athlete's.
    statVerifications: programs.verifications.map(({ verification, team }) => ({
      ...exported(verification, ['verifiedBy', 'profileId', 'teamId']),
      team,
    })),
    memberAccess: exportedOrNull(rows.access, ['updatedByUserId']),
    subscriptions: rows.ownSubscriptions.map((row) => exported(row)),
    paymentCustomers: rows.customers.map((row) => exported(row)),
    checkoutSessions: rows.checkouts.map((row) => exported(row)),
    purchases: rows.ownPurchases.map((row) => exported(row)),
    payments: rows.ownPayments.map((row) => exported(row)),
    piAccounts: rows.piLinks.map((row) => exported(row)),
    newsletterSubscription: exportedOrNull(rows.newsletter),
    contactMessages: rows.messages.map((row) => exported(row)),
    reportsFiled: rows.filed.map((row) => exported(row, ['reporterUserId', 'resolvedBy'])),
    channels: ownChannels.map((channel) => ({
      ...exported(channel),
      broadcasts: rows.channelBroadcasts
        .filter((broadcast) => broadcast.channelId === channel.id)
        .map((row) => exported(row, ['channelId'])),
      sessions: rows.channelSessions
        .filter((row) => row.channelId === channel.id)
        .map((row) => exported(row, ['channelId'])),
    })),
    contentHolds: rows.holds.map((row) => exported(row, ['createdBy', 'reportId'])),
    ...recruiting,
    conversations,
  };
}

/** Whose rows are read: the account, its address and its athlete profile. */
type Owner = { userId: string; email: string; profileId: string | null };

/** The account's rows kept by its id or its address, each table read once, all at once. */
async function readOwnRows(
  db: Database,
  { userId, email, profileId, channelIds }: Owner & { channelIds: string[] },
) {
  const [
    sessions,
    signInMethods,
    [twoFactorRow],
    highlightReel,
    [consent],
    [coach],
    ownOrganizations,
    [access],
    ownSubscriptions,
    customers,
    checkouts,
    ownPurchases,
    ownPayments,
    piLinks,
    [newsletter],
    messages,
    filed,
    channelBroadcasts,
    channelSessions,
    holds,
  ] = await Promise.all([
    db
      .select({
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(session.createdAt),
    db
      .select({
        providerId: account.providerId,
        createdAt: account.createdAt,
        updatedAt: account.updatedAt,
      })
      .from(account)
      .where(eq(account.userId, userId)),
    db.select().from(twoFactor).where(eq(twoFactor.userId, userId)),
    profileId
      ? db
          .select()
          .from(highlightVideos)
          .where(eq(highlightVideos.profileId, profileId))
          .orderBy(asc(highlightVideos.position))
      : [],
    db.select().from(guardianConsents).where(eq(guardianConsents.userId, userId)),
    db.select().from(coachProfiles).where(eq(coachProfiles.userId, userId)),
    db.select().from(organizations).where(eq(organizations.ownerUserId, userId)),
    db.select().from(memberAccess).where(eq(memberAccess.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)),
    db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)),
    db.select().from(purchases).where(eq(purchases.userId, userId)),
    db.select().from(payments).where(eq(payments.userId, userId)),
    db.select().from(piAccounts).where(eq(piAccounts.userId, userId)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`),
    db
      .select()
      .from(reports)
      .where(
        or(eq(reports.reporterUserId, userId), sql`lower(${reports.reporterEmail}) = ${email}`),
      ),
    channelIds.length
      ? db.select().from(broadcasts).where(inArray(broadcasts.channelId, channelIds))
      : [],
    channelIds.length ? db.select().from(events).where(inArray(events.channelId, channelIds)) : [],
    // What a moderator can hold of theirs: their profile and their channels (kept by id).
    findHoldsOn(db, [
      { targetType: 'athlete', targetIds: profileId ? [profileId] : [] },
      { targetType: 'channel', targetIds: channelIds },
    ]),
  ]);
  return {
    sessions,
    signInMethods,
    twoFactorRow,
    highlightReel,
    consent,
    coach,
    ownOrganizations,
    access,
    ownSubscriptions,
    customers,
    checkouts,
    ownPurchases,
    ownPayments,
    piLinks,
    newsletter,
    messages,
    filed,
    channelBroadcasts,
    channelSessions,
    holds,
  };
}

/**
 * An organization's teams (their rosters are the athletes' data), and an athlete's places on
 * teams with the team each is on.
 */
async function readProgramRows(
  db: Database,
  { userId, email, profileId, organizationIds }: Owner & { organizationIds: string[] },
) {
  const [ownTeams, memberships, staffPlaces, verifications] = await Promise.all([
    organizationIds.length
      ? db.select().from(teams).where(inArray(teams.organizationId, organizationIds))
      : [],
    profileId
      ? db
          .select({ entry: rosterEntries, team: teams, program: organizations.name })
          .from(rosterEntries)
          .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
          .innerJoin(organizations, eq(organizations.id, teams.organizationId))
          .where(eq(rosterEntries.profileId, profileId))
          .orderBy(asc(rosterEntries.createdAt))
      : [],
    // The programs they help run as staff (and invitations to, mailed to their address).
    db
      .select({ staff: programStaff, program: organizations.name })
      .from(programStaff)
      .innerJoin(organizations, eq(organizations.id, programStaff.organizationId))
      .where(or(eq(programStaff.userId, userId), eq(programStaff.email, email)))
      .orderBy(asc(programStaff.createdAt)),
    // Roster coaches' verifications of the athlete's statistics, with the team that made each.
    profileId
      ? db
          .select({ verification: statVerifications, team: teams.name })
          .from(statVerifications)
          .innerJoin(teams, eq(teams.id, statVerifications.teamId))
          .where(eq(statVerifications.profileId, profileId))
          .orderBy(asc(statVerifications.createdAt))
      : [],
  ]);
  return { ownTeams, memberships, staffPlaces, verifications };
}
