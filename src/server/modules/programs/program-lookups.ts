import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Audience } from '#shared/recruiting';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles } from '#server/db/schema/athletes';
import { programStaff } from '#server/db/schema/programs';
import { audienceOf } from '#server/modules/coaches';
import { childrenOfGuardian, guardianAddressOf } from '#server/modules/privacy';

// The reads the rules of program-access.ts decide with: the programs a member helps run (one
// statement), an athlete's profile, a guardian's children, who looks at a roster. They decide
// nothing themselves; program-access.ts passes them on, so every route still asks there.

export type Program = typeof organizations.$inferSelect;

/**
 * The role a member holds in a program: admin (its owner account, or staff invited as admin) or
 * coach (staff invited as coach). An admin may do everything a coach may.
 */
export type ProgramRole = 'admin' | 'coach';

/** A program a member helps run, their role in it, and whether their account owns it. */
export type ProgramPlace = { program: Program; role: ProgramRole; owner: boolean };

/**
 * The programs a member helps run: those their account owns first (oldest first), then those
 * whose staff they joined, in the order they accepted. Invited staff are not in it until they
 * accept; removed staff are gone at once (their row is deleted).
 */
export async function programPlacesOf(db: Database, userId: string): Promise<ProgramPlace[]> {
  // One statement (it is read by most signed-in requests of program staff and coaches): the
  // owned programs and the staffed ones, each row saying which it is and what it sorts by.
  const program = getTableColumns(organizations);
  const rows = await unionAll(
    db
      .select({
        ...program,
        staffRole: sql<ProgramRole | null>`null`.as('staff_role'),
        sortAt: sql<Date>`${organizations.createdAt}`
          .mapWith(organizations.createdAt)
          .as('sort_at'),
        sortId: sql<string>`${organizations.id}::text`.as('sort_id'),
      })
      .from(organizations)
      .where(eq(organizations.ownerUserId, userId)),
    db
      .select({
        ...program,
        staffRole: sql<ProgramRole | null>`${programStaff.role}`.as('staff_role'),
        sortAt: sql<Date>`${programStaff.acceptedAt}`
          .mapWith(programStaff.acceptedAt)
          .as('sort_at'),
        sortId: sql<string>`${programStaff.id}::text`.as('sort_id'),
      })
      .from(programStaff)
      .innerJoin(organizations, eq(organizations.id, programStaff.organizationId))
      .where(and(eq(programStaff.userId, userId), eq(programStaff.status, 'active'))),
  );
  const owned = rows.filter((row) => row.staffRole === null);
  const staffed = rows.filter((row) => row.staffRole !== null);
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    (a.sortAt?.getTime() ?? 0) - (b.sortAt?.getTime() ?? 0) || (a.sortId < b.sortId ? -1 : 1);
  const programOf = ({
    staffRole: _role,
    sortAt: _at,
    sortId: _id,
    ...row
  }: (typeof rows)[number]) => row as Program;
  const places: ProgramPlace[] = owned
    .sort(order)
    .map((row) => ({ program: programOf(row), role: 'admin', owner: true }));
  for (const row of staffed.sort(order)) {
    if (places.some((place) => place.program.id === row.id)) continue;
    places.push({ program: programOf(row), role: row.staffRole!, owner: false });
  }
  return places;
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

/**
 * The profiles of the children whose guardian the signed-in member is: the athletes who named
 * the member's confirmed address (privacy's childrenOfGuardian). Empty for everyone else.
 */
export async function childrenProfilesOf(db: Database, user: SessionUser, now: Date) {
  const email = guardianAddressOf(user);
  return email ? childrenOfGuardian(db, email, now) : [];
}

/** Who looks at a roster: their account (if signed in) and their audience for profiles. */
export type RosterViewer = { userId: string | null; audience: Audience };

export async function rosterViewerOf(
  db: Database,
  user: Pick<SessionUser, 'id' | 'userType'> | null,
  now: Date,
): Promise<RosterViewer> {
  return { userId: user?.id ?? null, audience: await audienceOf(db, user, now) };
}
