import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, like, ne, or, sql } from 'drizzle-orm';
import { programMessages as say, slugFromName } from '#shared/programs';
import type {
  OwnProgram,
  ProgramPage,
  ProgramUpdate,
  TeamInput,
  TeamPage,
} from '#shared/schemas/programs';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { rosterEntries, teamInvitations, teams } from '#server/db/schema/programs';
import { events } from '#server/db/schema/purchases';
import { AppError } from '#server/http/app-error';
import { teamChannels, upcomingProgramEvents } from './events';
import {
  athleteShownTo,
  requireProgramRole,
  requireProgramTeam,
  rosterViewerOf,
  type Program,
  type Team,
} from './program-access';

export const teamSummary = (team: Team) => ({
  id: team.id,
  name: team.name,
  sport: team.sport,
  level: team.level,
  season: team.season,
});

const programFields = (program: Program & { slug: string }) => ({
  slug: program.slug,
  name: program.name,
  type: program.type,
  logoUrl: program.logoUrl,
  sports: program.sports,
  city: program.city,
  state: program.state,
  about: program.about,
});

function teamsOf(db: Database, organizationId: string) {
  return db
    .select()
    .from(teams)
    .where(eq(teams.organizationId, organizationId))
    .orderBy(asc(teams.createdAt), asc(teams.name), asc(teams.id));
}

/** A slug made from the name that no other program holds ("lakeside-hoops-club", "…-2"). */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugFromName(name);
  const taken = new Set(
    (
      await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * The program's page address: given once, from the name, the first time the page is opened
 * (sign-ups from before programs got theirs from the migration). Kept when the name changes.
 */
export async function ensureSlug(
  db: Database,
  program: Program,
): Promise<Program & { slug: string }> {
  if (program.slug) return { ...program, slug: program.slug };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = await freeSlug(db, program.name);
    try {
      const [updated] = await db
        .update(organizations)
        .set({ slug })
        .where(and(eq(organizations.id, program.id), isNull(organizations.slug)))
        .returning();
      if (updated?.slug) return { ...updated, slug: updated.slug };
      const [again] = await db.select().from(organizations).where(eq(organizations.id, program.id));
      if (again?.slug) return { ...again, slug: again.slug };
    } catch {
      // Another program took the slug a moment ago: find the next free one.
    }
  }
  throw new AppError('CONFLICT', say.slugTaken);
}

/** GET /api/programs/{slug}: the public page and its teams. */
export async function getProgramPage(db: Database, slug: string, now: Date): Promise<ProgramPage> {
  const [program] = await db.select().from(organizations).where(eq(organizations.slug, slug));
  if (!program?.slug) throw new AppError('NOT_FOUND', say.programNotFound);
  const [list, upcoming] = await Promise.all([
    teamsOf(db, program.id),
    upcomingProgramEvents(db, { organizationId: program.id }, now),
  ]);
  return {
    ...programFields({ ...program, slug: program.slug }),
    teams: list.map(teamSummary),
    events: upcoming,
  };
}

/** The program pages and their teams' pages, for the sitemap (at most 10,000 addresses). */
export async function publicProgramPaths(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .select({ slug: organizations.slug, teamId: teams.id })
    .from(organizations)
    .leftJoin(teams, eq(teams.organizationId, organizations.id))
    .where(isNotNull(organizations.slug))
    .orderBy(asc(organizations.slug), asc(teams.createdAt))
    .limit(10_000);
  const paths = new Set<string>();
  for (const row of rows) {
    paths.add(`/org/${row.slug}`);
    if (row.teamId) paths.add(`/org/${row.slug}/teams/${row.teamId}`);
  }
  // Events still to come (or under way), not cancelled: their pages.
  const upcoming = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(isNotNull(organizations.slug), isNull(events.cancelledAt), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt))
    .limit(Math.max(0, 10_000 - paths.size));
  for (const event of upcoming) paths.add(`/events/${event.id}`);
  return [...paths];
}

/**
 * GET /api/teams/{id}: a team and its roster as the viewer may see it. Only active athletes are
 * on it; an athlete the viewer may not see elsewhere is left out and counted (hiddenCount), with
 * nothing of theirs in the answer.
 */
export async function getTeamPage(
  db: Database,
  teamId: string,
  user: Pick<SessionUser, 'id' | 'userType'> | null,
  now: Date,
): Promise<TeamPage> {
  const [found] = await db
    .select({ team: teams, program: organizations })
    .from(teams)
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(and(eq(teams.id, teamId), isNotNull(organizations.slug)));
  if (!found) throw new AppError('NOT_FOUND', say.teamNotFound);
  const [viewer, upcoming, streams] = await Promise.all([
    rosterViewerOf(db, user, now),
    upcomingProgramEvents(db, { teamId }, now),
    teamChannels(db, teamId),
  ]);
  const rows = await db
    .select({
      entryId: rosterEntries.id,
      status: rosterEntries.status,
      jerseyNumber: rosterEntries.jerseyNumber,
      position: rosterEntries.position,
      profileId: playerProfiles.id,
      userId: playerProfiles.userId,
      firstName: playerProfiles.firstName,
      lastName: playerProfiles.lastName,
      avatarUrl: playerProfiles.avatarUrl,
      listed: playerProfiles.listed,
      visibility: playerProfiles.visibility,
    })
    .from(rosterEntries)
    .innerJoin(playerProfiles, eq(playerProfiles.id, rosterEntries.profileId))
    .where(and(eq(rosterEntries.teamId, teamId), ne(rosterEntries.status, 'left')))
    .orderBy(
      sql`${rosterEntries.jerseyNumber} asc nulls last`,
      asc(playerProfiles.lastName),
      asc(playerProfiles.id),
    );
  const active = rows.filter((row) => row.status === 'active');
  const shown = active.filter((row) => athleteShownTo(row, viewer));
  const mine = user ? rows.find((row) => row.userId === user.id) : undefined;
  return {
    team: teamSummary(found.team),
    program: {
      slug: found.program.slug!,
      name: found.program.name,
      logoUrl: found.program.logoUrl,
    },
    roster: shown.map((row) => ({
      profileId: row.profileId,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarUrl: row.avatarUrl,
      jerseyNumber: row.jerseyNumber,
      position: row.position,
    })),
    hiddenCount: active.length - shown.length,
    myEntry: mine ? { entryId: mine.entryId, status: mine.status } : null,
    events: upcoming,
    channels: streams,
  };
}

/**
 * GET /api/me/program: the program the member helps run (its admins and coaches) with every team, its roster (an athlete the admin may
 * not see elsewhere appears without a name) and its open invitations.
 */
export async function getOwnProgram(
  db: Database,
  user: SessionUser,
  now: Date,
): Promise<OwnProgram> {
  const place = await requireProgramRole(db, user, 'coach');
  const program = await ensureSlug(db, place.program);
  const list = await teamsOf(db, program.id);
  const ids = list.map((team) => team.id);
  const viewer = await rosterViewerOf(db, user, now);
  const [entries, invitations] = ids.length
    ? await Promise.all([
        db
          .select({
            entryId: rosterEntries.id,
            teamId: rosterEntries.teamId,
            status: rosterEntries.status,
            jerseyNumber: rosterEntries.jerseyNumber,
            position: rosterEntries.position,
            updatedAt: rosterEntries.updatedAt,
            userId: playerProfiles.userId,
            firstName: playerProfiles.firstName,
            lastName: playerProfiles.lastName,
            listed: playerProfiles.listed,
            visibility: playerProfiles.visibility,
          })
          .from(rosterEntries)
          .innerJoin(playerProfiles, eq(playerProfiles.id, rosterEntries.profileId))
          .where(
            and(
              inArray(rosterEntries.teamId, ids),
              inArray(rosterEntries.status, ['active', 'guardian_pending']),
            ),
          )
          .orderBy(sql`${rosterEntries.jerseyNumber} asc nulls last`, asc(playerProfiles.lastName)),
        db
          .select()
          .from(teamInvitations)
          .where(
            and(
              inArray(teamInvitations.teamId, ids),
              isNull(teamInvitations.usedAt),
              gt(teamInvitations.expiresAt, now),
            ),
          )
          .orderBy(desc(teamInvitations.createdAt)),
      ])
    : [[], []];
  return {
    ...programFields(program),
    myRole: place.owner ? 'owner' : place.role,
    teams: list.map((team) => ({
      ...teamSummary(team),
      roster: entries
        .filter((entry) => entry.teamId === team.id)
        .map((entry) => {
          const shown = athleteShownTo(entry, viewer);
          return {
            entryId: entry.entryId,
            status: entry.status,
            firstName: shown ? entry.firstName : null,
            lastName: shown ? entry.lastName : null,
            jerseyNumber: entry.jerseyNumber,
            position: entry.position,
            updatedAt: entry.updatedAt.toISOString(),
          };
        }),
      invitations: invitations
        .filter((invitation) => invitation.teamId === team.id)
        .map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          expiresAt: invitation.expiresAt.toISOString(),
          createdAt: invitation.createdAt.toISOString(),
        })),
    })),
  };
}

/** PATCH /api/me/program: the page's fields. */
export async function updateOwnProgram(
  db: Database,
  user: SessionUser,
  input: ProgramUpdate,
  now: Date,
) {
  const { program } = await requireProgramRole(db, user, 'admin');
  if (Object.keys(input).length > 0) {
    await db.update(organizations).set(input).where(eq(organizations.id, program.id));
  }
  return getOwnProgram(db, user, now);
}

/** POST /api/me/program/teams. */
export async function createTeam(db: Database, user: SessionUser, input: TeamInput) {
  const { program } = await requireProgramRole(db, user, 'admin');
  const [team] = await db
    .insert(teams)
    .values({ ...input, organizationId: program.id })
    .returning();
  return teamSummary(team!);
}

/** PATCH /api/me/program/teams/{id}. */
export async function updateTeam(
  db: Database,
  user: SessionUser,
  teamId: string,
  input: Partial<TeamInput>,
) {
  const { team } = await requireProgramTeam(db, user, teamId, 'admin');
  if (Object.keys(input).length === 0) return teamSummary(team);
  const [updated] = await db.update(teams).set(input).where(eq(teams.id, team.id)).returning();
  return teamSummary(updated!);
}

/** DELETE /api/me/program/teams/{id}: the team, its roster and its invitations. */
export async function deleteTeam(db: Database, user: SessionUser, teamId: string) {
  const { team } = await requireProgramTeam(db, user, teamId, 'admin');
  await db.delete(teams).where(eq(teams.id, team.id));
}
