import { and, asc, eq, ne } from 'drizzle-orm';
import { programMessages as say } from '#shared/programs';
import type { Audience } from '#shared/recruiting';
import type { ProfileVisibility } from '#shared/privacy';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { rosterEntries, teams } from '#server/db/schema/programs';
import { AppError } from '#server/http/app-error';
import { audienceOf } from '#server/modules/coaches';
import { childrenOfGuardian, guardianAddressOf, rowVisibleTo } from '#server/modules/privacy';

// Who may do what with a program (docs/product.md#programs, decision 0025). Every route of the
// module asks here; no other file decides it.
//
//  - A program's admin edits its page, creates, edits and deletes its teams, invites athletes
//    and removes them. Today the admin is the organization's owner account; staff, when they
//    come, join programsAdministeredBy and nothing else changes.
//  - An athlete answers their own invitation and may leave a team: only their own entries.
//  - A minor's entry waits for the guardian who answered their consent request (found by their
//    confirmed address, as the guardians module finds children).
//  - Who sees an athlete on a roster is the privacy module's rule (rowVisibleTo), never team
//    membership: the athlete themselves, and viewers who may see the profile anywhere else.

export type Program = typeof organizations.$inferSelect;
export type Team = typeof teams.$inferSelect;
export type RosterEntry = typeof rosterEntries.$inferSelect;

/** The role a member holds in a program: its admin, or none. */
export type ProgramRole = 'admin';

/** The programs a member administers: the organizations their account owns. */
export function programsAdministeredBy(db: Database, userId: string): Promise<Program[]> {
  return db
    .select()
    .from(organizations)
    .where(eq(organizations.ownerUserId, userId))
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
}

/** The member's role in one program, or null. */
export async function programRoleOf(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<ProgramRole | null> {
  const programs = await programsAdministeredBy(db, userId);
  return programs.some((program) => program.id === organizationId) ? 'admin' : null;
}

/**
 * The program the signed-in member runs from /programs (their first, for an account that
 * registered more than one), or 403: programs are run by organization accounts.
 */
export async function requireProgramAdmin(db: Database, user: SessionUser): Promise<Program> {
  const [program] = await programsAdministeredBy(db, user.id);
  if (!program) throw new AppError('FORBIDDEN', say.notOrganization);
  return program;
}

/** One of the admin's teams, or 404 (another program's team does not exist for them). */
export async function requireAdministeredTeam(
  db: Database,
  user: SessionUser,
  teamId: string,
): Promise<{ program: Program; team: Team }> {
  const program = await requireProgramAdmin(db, user);
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, program.id)));
  if (!team) throw new AppError('NOT_FOUND', say.teamNotFound);
  return { program, team };
}

/** An entry still on (or invited to) one of the admin's teams, or 404. */
export async function requireAdministeredEntry(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
): Promise<{ program: Program; team: Team; entry: RosterEntry }> {
  const { program, team } = await requireAdministeredTeam(db, user, teamId);
  const [entry] = await db
    .select()
    .from(rosterEntries)
    .where(
      and(
        eq(rosterEntries.id, entryId),
        eq(rosterEntries.teamId, team.id),
        ne(rosterEntries.status, 'left'),
      ),
    );
  if (!entry) throw new AppError('NOT_FOUND', say.entryNotFound);
  return { program, team, entry };
}

/** The signed-in member's athlete profile, or null: only athletes join teams. */
export async function athleteProfileOf(db: Database, userId: string) {
  const [profile] = await db
    .select({
      id: playerProfiles.id,
      userId: playerProfiles.userId,
      birthDate: playerProfiles.birthDate,
    })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId));
  return profile ?? null;
}

/** One of the signed-in athlete's own live entries, or 404 for anyone else's. */
export async function requireOwnEntry(
  db: Database,
  user: SessionUser,
  entryId: string,
): Promise<RosterEntry> {
  const [found] = await db
    .select({ entry: rosterEntries })
    .from(rosterEntries)
    .innerJoin(playerProfiles, eq(playerProfiles.id, rosterEntries.profileId))
    .where(
      and(
        eq(rosterEntries.id, entryId),
        eq(playerProfiles.userId, user.id),
        ne(rosterEntries.status, 'left'),
      ),
    );
  if (!found) throw new AppError('NOT_FOUND', say.entryNotFound);
  return found.entry;
}

/**
 * The profiles of the children whose guardian the signed-in member is: the athletes who named
 * the member's confirmed address (privacy's childrenOfGuardian). Empty for everyone else.
 */
export async function childrenProfilesOf(db: Database, user: SessionUser) {
  const email = guardianAddressOf(user);
  return email ? childrenOfGuardian(db, email) : [];
}

/** A child's entry waiting for the signed-in guardian, or 404 for any other. */
export async function requireChildPendingEntry(
  db: Database,
  user: SessionUser,
  profileId: string,
  entryId: string,
): Promise<RosterEntry> {
  const children = await childrenProfilesOf(db, user);
  if (!children.some((child) => child.profileId === profileId)) {
    throw new AppError('NOT_FOUND', say.entryNotFound);
  }
  const [entry] = await db
    .select()
    .from(rosterEntries)
    .where(and(eq(rosterEntries.id, entryId), eq(rosterEntries.profileId, profileId)));
  if (!entry || entry.status === 'left') throw new AppError('NOT_FOUND', say.entryNotFound);
  if (entry.status !== 'guardian_pending') throw new AppError('CONFLICT', say.guardianDecided);
  return entry;
}

/** Who looks at a roster: their account (if signed in) and their audience for profiles. */
export type RosterViewer = { userId: string | null; audience: Audience };

export async function rosterViewerOf(
  db: Database,
  user: Pick<SessionUser, 'id' | 'userType'> | null,
): Promise<RosterViewer> {
  return { userId: user?.id ?? null, audience: await audienceOf(db, user) };
}

/**
 * Whether a viewer may see an athlete on a roster: the athlete themselves, or a viewer who may
 * see the profile in the athlete lists and on its page. Being on a team shows nobody more.
 */
export function athleteShownTo(
  athlete: { userId: string; listed: boolean; visibility: ProfileVisibility },
  viewer: RosterViewer,
): boolean {
  return athlete.userId === viewer.userId || rowVisibleTo(athlete, viewer.audience);
}
