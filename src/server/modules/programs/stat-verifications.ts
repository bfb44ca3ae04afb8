import { and, asc, desc, eq } from 'drizzle-orm';
import {
  measurableStats,
  statVerificationMessages as say,
  type MeasurableStat,
} from '#shared/stat-verifications';
import type {
  RosterStats,
  StatVerification,
  VerifiableStat,
} from '#shared/schemas/stat-verifications';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { statVerifications as v, teams } from '#server/db/schema/programs';
import { athleteStats } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import {
  canonicalSeason,
  requireOwnVerification,
  requireVerifiableEntry,
  sameSeason,
  verificationOf,
  type Program,
} from './program-access';

// A roster coach verifies an athlete's self-reported statistics and measurables for their team's
// season (docs/product.md#stat-verification); who may is program-access.ts. The value verified
// is read here from the athlete's data, never taken from the caller, and a verification holds
// only while the athlete's value is still that one (compared whenever it is read).

type VerificationRow = {
  season: string;
  stat: string;
  value: string;
  verifierName: string;
  teamName: string;
  organizationId: string;
  createdAt: Date;
};

/** Every verification of one athlete, newest first, with its team's name: one query. */
async function verificationsOf(db: Database, profileId: string): Promise<VerificationRow[]> {
  return db
    .select({
      season: v.season,
      stat: v.stat,
      value: v.value,
      verifierName: v.verifierName,
      teamName: teams.name,
      organizationId: teams.organizationId,
      createdAt: v.createdAt,
    })
    .from(v)
    .innerJoin(teams, eq(teams.id, v.teamId))
    .where(eq(v.profileId, profileId))
    .orderBy(desc(v.createdAt));
}

const isMeasurable = (stat: string): stat is MeasurableStat =>
  (measurableStats as readonly string[]).includes(stat);

function coachLine(
  kind: VerifiableStat['kind'],
  line: { season: string; stat: string; value: string },
  verifications: VerificationRow[],
  program: Program,
): VerifiableStat {
  const held = verificationOf(verifications, line);
  return {
    kind,
    ...line,
    verification: held
      ? {
          verifierName: held.verifierName,
          teamName: held.teamName,
          verifiedAt: held.createdAt.toISOString(),
          removable: held.organizationId === program.id,
        }
      : null,
  };
}

/**
 * The athlete's statistics of the team's season (in the athlete's order) and their measurables,
 * each with the verification that holds for it now: what the coach's dialog lists.
 */
export async function listEntryStats(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
  now: Date,
): Promise<RosterStats> {
  const { program, team, athlete } = await requireVerifiableEntry(db, user, teamId, entryId, {
    now,
  });
  const [stats, verifications] = await Promise.all([
    db
      .select({ season: athleteStats.season, stat: athleteStats.stat, value: athleteStats.value })
      .from(athleteStats)
      .where(eq(athleteStats.athleteId, athlete.id))
      .orderBy(asc(athleteStats.position)),
    verificationsOf(db, athlete.id),
  ]);
  const season = canonicalSeason(team.season);
  const ofSeason = verifications.filter((row) => sameSeason(row.season, season));
  const measurables = measurableStats.flatMap((stat) => {
    const value = measurableValue(athlete, stat);
    return value === null
      ? []
      : [coachLine('measurable', { season, stat, value }, ofSeason, program)];
  });
  return {
    season: team.season,
    athlete: { firstName: athlete.firstName, lastName: athlete.lastName },
    stats: stats
      .filter((row) => sameSeason(row.season, season))
      .map((row) => coachLine('stat', row, ofSeason, program)),
    measurables,
  };
}

function measurableValue(
  athlete: { height: string | null; weight: string | null },
  stat: MeasurableStat,
): string | null {
  const value = (stat === 'Height' ? athlete.height : athlete.weight)?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * Verifies one line for the team's season: a statistic of that season by its name, or Height /
 * Weight with the profile's value now. Verifying again replaces the row (one per athlete,
 * season and stat), with this coach, this team and the value now.
 */
export async function verifyStat(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
  stat: string,
  now: Date,
): Promise<VerifiableStat> {
  const { team, athlete } = await requireVerifiableEntry(db, user, teamId, entryId, { now });
  const season = canonicalSeason(team.season);
  let value: string | null;
  let kind: VerifiableStat['kind'];
  // The line as the coach's list shows it: a statistic's season as the athlete wrote it.
  let lineSeason = season;
  if (isMeasurable(stat)) {
    kind = 'measurable';
    value = measurableValue(athlete, stat);
    if (value === null) throw new AppError('NOT_FOUND', say.noValue);
  } else {
    kind = 'stat';
    const rows = await db
      .select({ season: athleteStats.season, stat: athleteStats.stat, value: athleteStats.value })
      .from(athleteStats)
      .where(and(eq(athleteStats.athleteId, athlete.id), eq(athleteStats.stat, stat)))
      .orderBy(asc(athleteStats.position));
    const line = rows.find((row) => sameSeason(row.season, season));
    if (!line) throw new AppError('NOT_FOUND', say.statNotFound);
    value = line.value;
    lineSeason = line.season;
  }
  const verifierName = user.name.trim() || 'A coach';
  const [row] = await db
    .insert(v)
    .values({
      profileId: athlete.id,
      teamId: team.id,
      season,
      stat,
      value,
      verifiedBy: user.id,
      verifierName,
    })
    .onConflictDoUpdate({
      target: [v.profileId, v.season, v.stat],
      set: { teamId: team.id, value, verifiedBy: user.id, verifierName, createdAt: now },
    })
    .returning({ createdAt: v.createdAt });
  return {
    kind,
    season: lineSeason,
    stat,
    value,
    verification: {
      verifierName,
      teamName: team.name,
      verifiedAt: row!.createdAt.toISOString(),
      removable: true,
    },
  };
}

/**
 * Removes the verification of one line for the team's season, if the caller's program made it
 * (403 for another program's, 404 when there is none). An athlete who is no longer active but
 * still on the roster keeps this way out.
 */
export async function removeVerification(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
  stat: string,
  now: Date,
): Promise<void> {
  const { program, team, athlete } = await requireVerifiableEntry(db, user, teamId, entryId, {
    now,
    active: false,
  });
  const rows = await db
    .select({ id: v.id, season: v.season, organizationId: teams.organizationId })
    .from(v)
    .innerJoin(teams, eq(teams.id, v.teamId))
    .where(and(eq(v.profileId, athlete.id), eq(v.stat, stat)));
  const found = rows.find((row) => sameSeason(row.season, team.season));
  if (!found) throw new AppError('NOT_FOUND', say.verificationNotFound);
  requireOwnVerification(program, found.organizationId);
  await db.delete(v).where(eq(v.id, found.id));
}

/**
 * What an athlete's statistics carry wherever they are shown (their page, their own editor): for
 * each, the verification that holds for its value now, and the measurables (height, weight)
 * verified now with their value. Two queries, whatever the number of statistics.
 */
export async function withVerifications<S extends { season: string; stat: string; value: string }>(
  db: Database,
  profileId: string,
  stats: S[],
): Promise<{
  stats: (S & { verification: StatVerification | null })[];
  measurables: (StatVerification & { stat: MeasurableStat; value: string })[];
}> {
  const [verifications, [profile]] = await Promise.all([
    verificationsOf(db, profileId),
    db
      .select({ height: playerProfiles.height, weight: playerProfiles.weight })
      .from(playerProfiles)
      .where(eq(playerProfiles.id, profileId)),
  ]);
  const shown = (row: VerificationRow | null): StatVerification | null =>
    row ? { verifierName: row.verifierName, teamName: row.teamName } : null;
  return {
    stats: stats.map((line) => ({
      ...line,
      verification: shown(verificationOf(verifications, line)),
    })),
    measurables: profile
      ? measurableStats.flatMap((stat) => {
          const value = measurableValue(profile, stat);
          const held =
            value === null ? null : verificationOf(verifications, { season: null, stat, value });
          return held && value !== null ? [{ stat, value, ...shown(held)! }] : [];
        })
      : [],
  };
}
