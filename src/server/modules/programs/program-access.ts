import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { programMessages as say } from '#shared/programs';
import { statVerificationMessages as statSay } from '#shared/stat-verifications';
import type { ProfileVisibility } from '#shared/privacy';
import { confirmedAddressOf, isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { programStaff, rosterEntries, teams } from '#server/db/schema/programs';
import { channels, events } from '#server/db/schema';
import { eventMessages } from '#shared/programs';
import { AppError } from '#server/http/app-error';
import { isMinor, profileShownTo } from '#server/modules/privacy';
import {
  athleteProfileOf,
  childrenProfilesOf,
  programPlacesOf,
  rosterViewerOf,
  type Program,
  type ProgramPlace,
  type ProgramRole,
  type RosterViewer,
} from './program-lookups';

// Who may do what with a program (docs/product.md#programs, decision 0025). Every route of the
// module asks here; no other file decides it.
//
//  - A program's admin (the organization's owner account, or staff invited as admin) edits its
//    page, creates, edits and deletes its teams, invites and removes staff, and does all a coach
//    does. The owner account cannot be removed.
//  - A program's coach (staff invited as coach) sees /programs and runs the teams' rosters:
//    invites athletes by address or join link, sets numbers and positions, removes athletes.
//  - Staff accept with the account of the address they were invited at (confirmed); a member
//    may help run a program another account owns. /programs runs the first of their programs.
//  - An athlete answers their own invitation and may leave a team: only their own entries.
//  - A minor's entry waits for the guardian who answered their consent request (found by their
//    confirmed address, as the guardians module finds children).
//  - A program's coaches and admins keep its schedule: create, edit and cancel its events
//    (docs/product.md#events). An event streams on, or for a paid session sells seats through,
//    a channel of the program's owner account only; it names the program's own teams only.
//  - Who sees an athlete on a roster is the privacy module's rule (rowVisibleTo), never team
//    membership: the athlete themselves, and viewers who may see the profile anywhere else.
//  - A showcase's or tournament's roster book is read by verified coaches (the coaches module's
//    rule), the staff of the program running the event, and site administrators; each athlete
//    in it follows athleteShownTo like any roster.
//  - A program's staff (owner, admins, coaches) verify the statistics and measurables of an
//    athlete active on one of its teams, for that team's season only, and only of an athlete the
//    caller may see. A verification holds while the athlete's value is the one verified; the
//    program that made it (any of its staff) may remove it.

export type Team = typeof teams.$inferSelect;
export type RosterEntry = typeof rosterEntries.$inferSelect;
export type StaffMember = typeof programStaff.$inferSelect;
export type ProgramEvent = typeof events.$inferSelect;

// The reads these rules decide with (program-lookups.ts), asked here like the rules themselves.
export { athleteProfileOf, childrenProfilesOf, programPlacesOf, rosterViewerOf };
export type { Program, ProgramPlace, ProgramRole, RosterViewer };

/** The roles in order: an admin may do everything a coach may. */
const rank: Record<ProgramRole, number> = { coach: 1, admin: 2 };

/**
 * Whether the member helps run (owns, or is admin or coach staff of) a program with a team the
 * athlete is active on: the staff of an athlete's own team. Messaging's rule lets them write to
 * the athlete (docs/product.md#who-may-message-whom); invited, waiting and departed players
 * are not on the team.
 */
export async function coachesAthlete(
  db: Database,
  userId: string,
  athleteProfileId: string,
): Promise<boolean> {
  const places = await programPlacesOf(db, userId);
  if (places.length === 0) return false;
  const [row] = await db
    .select({ id: rosterEntries.id })
    .from(rosterEntries)
    .innerJoin(teams, eq(teams.id, rosterEntries.teamId))
    .where(
      and(
        eq(rosterEntries.profileId, athleteProfileId),
        eq(rosterEntries.status, 'active'),
        inArray(
          teams.organizationId,
          places.map((place) => place.program.id),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The member's place in the program /programs runs for them (the first of programPlacesOf):
 * owner, admin or coach, or null when they help run none. The header's "My Program" link.
 */
export async function homeProgramRoleOf(
  db: Database,
  userId: string,
): Promise<'owner' | ProgramRole | null> {
  const [place] = await programPlacesOf(db, userId);
  if (!place) return null;
  return place.owner ? 'owner' : place.role;
}

/** The programs a member administers: those their account owns and those they are admin staff of. */
export async function programsAdministeredBy(db: Database, userId: string): Promise<Program[]> {
  const places = await programPlacesOf(db, userId);
  return places.filter((place) => place.role === 'admin').map((place) => place.program);
}

/** The member's role in one program, or null. */
export async function programRoleOf(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<ProgramRole | null> {
  const places = await programPlacesOf(db, userId);
  return places.find((place) => place.program.id === organizationId)?.role ?? null;
}

/**
 * The program the signed-in member runs from /programs (the first of programPlacesOf), if their
 * role there is at least `role`: 403 for a member who helps run no program, and for a coach on
 * an admin's route.
 */
export async function requireProgramRole(
  db: Database,
  user: SessionUser,
  role: ProgramRole,
): Promise<ProgramPlace> {
  const [place] = await programPlacesOf(db, user.id);
  if (!place) throw new AppError('FORBIDDEN', say.notOrganization);
  if (rank[place.role] < rank[role]) throw new AppError('FORBIDDEN', say.adminsOnly);
  return place;
}

/** One of the program's teams for a member with at least `role`, or 404 (another program's). */
export async function requireProgramTeam(
  db: Database,
  user: SessionUser,
  teamId: string,
  role: ProgramRole,
): Promise<{ program: Program; team: Team }> {
  const { program } = await requireProgramRole(db, user, role);
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.organizationId, program.id)));
  if (!team) throw new AppError('NOT_FOUND', say.teamNotFound);
  return { program, team };
}

/** An entry still on (or invited to) one of the program's teams, for its coaches and admins. */
export async function requireRosterEntry(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
): Promise<{ program: Program; team: Team; entry: RosterEntry }> {
  const { program, team } = await requireProgramTeam(db, user, teamId, 'coach');
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

/**
 * A staff member of the admin's program, or 404. The owner account is never a staff row, so it
 * cannot be removed; an address that is the owner's is refused when invited.
 */
export async function requireStaffMember(
  db: Database,
  user: SessionUser,
  staffId: string,
): Promise<{ program: Program; staff: StaffMember }> {
  const { program } = await requireProgramRole(db, user, 'admin');
  const [staff] = await db
    .select()
    .from(programStaff)
    .where(and(eq(programStaff.id, staffId), eq(programStaff.organizationId, program.id)));
  if (!staff) throw new AppError('NOT_FOUND', say.staffNotFound);
  if (staff.userId === program.ownerUserId) throw new AppError('CONFLICT', say.staffOwner);
  return { program, staff };
}

/**
 * Whether the signed-in member may accept a staff invitation: signed in with the address it was
 * mailed to, confirmed (compared in lower case); 403 otherwise.
 */
export function requireInvitedAddress(user: SessionUser, invitedEmail: string) {
  const address = confirmedAddressOf(user);
  if (address !== invitedEmail.toLowerCase()) {
    throw new AppError('FORBIDDEN', say.staffInvitationOtherAddress);
  }
}

/**
 * Staff see every athlete on their program's rosters, minors included: an athlete under 18 cannot
 * join a program's staff (403), whatever the invitation.
 */
export async function requireAdultForStaff(db: Database, userId: string, now: Date) {
  const profile = await athleteProfileOf(db, userId);
  if (profile && isMinor(profile.birthDate, now)) {
    throw new AppError('FORBIDDEN', say.staffMustBeAdult);
  }
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

/** A child's entry waiting for the signed-in guardian, or 404 for any other. */
export async function requireChildPendingEntry(
  db: Database,
  user: SessionUser,
  profileId: string,
  entryId: string,
  now: Date,
): Promise<RosterEntry> {
  const children = await childrenProfilesOf(db, user, now);
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

/**
 * Whether a viewer may see an athlete on a roster: the athlete themselves, or a viewer who may
 * see the profile in the athlete lists and on its page. Being on a team shows nobody more.
 */
export function athleteShownTo(
  athlete: { userId: string; listed: boolean; visibility: ProfileVisibility },
  viewer: RosterViewer,
): boolean {
  // No administrator's exception here: on a roster privacy decides whom staff and admins see.
  return profileShownTo(athlete, { id: viewer.userId, admin: false, audience: viewer.audience });
}

/** One of the program's events for its staff (coach or admin), or 404 (another program's). */
export async function requireProgramEvent(
  db: Database,
  user: SessionUser,
  eventId: string,
): Promise<{ program: Program; event: ProgramEvent }> {
  const { program } = await requireProgramRole(db, user, 'coach');
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, program.id)));
  if (!event) throw new AppError('NOT_FOUND', eventMessages.eventNotFound);
  return { program, event };
}

/** The channels a program's events may use: those its owner account runs, on the site. */
export function programChannelsOf(db: Database, program: Program) {
  return db
    .select({
      id: channels.id,
      slug: channels.slug,
      title: channels.title,
      // what decides whether it can sell a session's seats (seatSale)
      category: channels.category,
      sellsPass: channels.sellsPass,
      priceCents: channels.priceCents,
    })
    .from(channels)
    .where(and(eq(channels.ownerId, program.ownerUserId), isNull(channels.archivedAt)))
    .orderBy(asc(channels.sortOrder), asc(channels.title));
}

/** A channel the program may link an event to, by its address, or 422. */
export async function requireProgramChannel(db: Database, program: Program, slug: string) {
  const channel = (await programChannelsOf(db, program)).find((row) => row.slug === slug);
  if (!channel) {
    throw new AppError('VALIDATION_FAILED', eventMessages.channelNotFound, {
      channelSlug: [eventMessages.channelNotFound],
    });
  }
  return channel;
}

/** The program's own teams among these ids, or 422 when one is another program's. */
export async function requireProgramTeams(db: Database, program: Program, teamIds: string[]) {
  const unique = [...new Set(teamIds)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, program.id), inArray(teams.id, unique)));
  if (found.length !== unique.length) {
    throw new AppError('VALIDATION_FAILED', eventMessages.teamsNotFound, {
      teamIds: [eventMessages.teamsNotFound],
    });
  }
  return unique;
}

/** Whether a member helps run the program behind an event (its page shows them Edit). */
export async function managesEvent(
  db: Database,
  userId: string | null,
  event: { organizationId: string | null },
): Promise<boolean> {
  if (!userId || !event.organizationId) return false;
  return (await programRoleOf(db, userId, event.organizationId)) !== null;
}

/**
 * Who may open an event's roster book (docs/product.md#roster-book): a verified coach (the
 * coaches module's rule, through the audience), an admin or coach of the program running the
 * event, or a site administrator; everyone else gets 403. Returns the reader as a roster viewer
 * (the athletes shown follow athleteShownTo) and whether they may add athletes to boards.
 */
export async function requireRosterBookReader(
  db: Database,
  user: SessionUser,
  organizationId: string | null,
  now: Date,
): Promise<{ viewer: RosterViewer; verifiedCoach: boolean }> {
  const viewer = await rosterViewerOf(db, user, now);
  const verifiedCoach = viewer.audience === 'coach';
  if (verifiedCoach || isActiveAdmin(user)) return { viewer, verifiedCoach };
  if (organizationId && (await programRoleOf(db, user.id, organizationId))) {
    return { viewer, verifiedCoach };
  }
  throw new AppError('FORBIDDEN', say.rosterBookReaders);
}

// ---- Verified statistics (docs/product.md#stat-verification)

/**
 * A season as compared: trimmed, spaces collapsed, every kind of dash a hyphen ("2026–27",
 * "2026—27" and "2026 - 27" are "2026-27"). Verifications store it in this form.
 */
export function canonicalSeason(season: string): string {
  return season
    .trim()
    .replace(/\s*[\u002d\u2010-\u2015\u2212\ufe58\ufe63\uff0d]\s*/g, '-')
    .replace(/\s+/g, ' ');
}

/** Whether two seasons are the same season, whatever dash or case each is written with. */
export function sameSeason(a: string, b: string): boolean {
  return canonicalSeason(a).toLowerCase() === canonicalSeason(b).toLowerCase();
}

/**
 * An athlete whose statistics the signed-in member may verify on this team: the program's staff
 * (owner, admin or coach; another program's team or entry is 404), the athlete active on the
 * roster (an invited or waiting athlete is 403) and shown to the caller by their own privacy
 * (403 otherwise: being on a team shows nobody more).
 */
export async function requireVerifiableEntry(
  db: Database,
  user: SessionUser,
  teamId: string,
  entryId: string,
  { now, active = true }: { now: Date; active?: boolean },
) {
  const { program, team, entry } = await requireRosterEntry(db, user, teamId, entryId);
  if (active && entry.status !== 'active') throw new AppError('FORBIDDEN', statSay.notActive);
  const [athlete] = await db
    .select({
      id: playerProfiles.id,
      userId: playerProfiles.userId,
      listed: playerProfiles.listed,
      visibility: playerProfiles.visibility,
      firstName: playerProfiles.firstName,
      lastName: playerProfiles.lastName,
      height: playerProfiles.height,
      weight: playerProfiles.weight,
    })
    .from(playerProfiles)
    .where(eq(playerProfiles.id, entry.profileId));
  if (!athlete) throw new AppError('NOT_FOUND', say.entryNotFound);
  if (!athleteShownTo(athlete, await rosterViewerOf(db, user, now))) {
    throw new AppError('FORBIDDEN', statSay.notShown);
  }
  return { program, team, entry, athlete };
}

/**
 * Whether the program may remove a verification: it was made for one of its teams (by any of
 * its staff). 403 for another program's.
 */
export function requireOwnVerification(program: Program, verificationProgramId: string) {
  if (verificationProgramId !== program.id) throw new AppError('FORBIDDEN', statSay.otherProgram);
}

/**
 * The verification that holds for a value the athlete shows now, or null: same season (as
 * sameSeason compares), same stat, and the value the coach verified, unchanged. An athlete who
 * edits a value makes it unverified at once; the row stays, and holds again if they put the
 * verified value back.
 */
export function verificationOf<V extends { season: string; stat: string; value: string }>(
  verifications: readonly V[],
  line: { season: string | null; stat: string; value: string | null },
): V | null {
  if (line.value === null) return null;
  const value = line.value.trim();
  const stat = line.stat.trim();
  return (
    verifications.find(
      (row) =>
        row.stat === stat &&
        row.value === value &&
        (line.season === null || sameSeason(row.season, line.season)),
    ) ?? null
  );
}
