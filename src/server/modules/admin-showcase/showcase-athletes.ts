import { asc, eq, sql } from 'drizzle-orm';
import type { ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import { escapeLike } from '#server/lib/like-pattern';
import { holdReason } from '#server/modules/reports';

/** How many athletes one search answers: enough to choose from, a name narrows it further. */
const SEARCH_LIMIT = 20;

/** An athlete's name, state and hold, as the administrator chooses among athletes. */
export const showcaseColumns = {
  profileId: p.id,
  userId: p.userId,
  firstName: p.firstName,
  lastName: p.lastName,
  email: user.email,
  sport: p.sport,
  avatarUrl: p.avatarUrl,
  isComplete: p.isComplete,
  listed: p.listed,
  visibility: p.visibility,
  /** the reason a moderator holds the profile for, or null */
  holdReason: holdReason('athlete', p.id),
};

/** The owner's account, joined to a query of profiles. */
export const ownerJoin = eq(user.id, p.userId);

type ShowcaseRow = {
  [K in Exclude<keyof typeof showcaseColumns, 'holdReason'>]:
    (typeof showcaseColumns)[K]['_']['data'] | null;
} & { holdReason: string | null };

export function toShowcaseAthlete(row: ShowcaseRow): ShowcaseAthlete {
  return {
    profileId: row.profileId!,
    userId: row.userId!,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email,
    sport: row.sport ?? '',
    avatarUrl: row.avatarUrl,
    isComplete: row.isComplete ?? false,
    listed: row.listed ?? false,
    visibility: row.visibility ?? 'public',
    held: row.holdReason !== null,
    holdReason: row.holdReason,
  };
}

/** How the audit log names an athlete. */
export const athleteLabel = (athlete: Pick<ShowcaseAthlete, 'firstName' | 'lastName'>) =>
  `${athlete.firstName} ${athlete.lastName}`.trim() || 'Athlete';

const showcaseQuery = (db: Database) =>
  db.select(showcaseColumns).from(p).leftJoin(user, ownerJoin);

/** One athlete with their state; 404 when there is no such profile. */
export async function getShowcaseAthlete(db: Database, profileId: string) {
  const [row] = await showcaseQuery(db).where(eq(p.id, profileId));
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      'There is no athlete with this id: search for them again, the profile may have been deleted.',
    );
  }
  return toShowcaseAthlete(row);
}

/**
 * Any athlete whose name (or whose owner's email) holds the words typed, listed or not, hidden
 * or not, with their state: what an administrator picks from. Names starting with the words
 * come first.
 */
export async function searchShowcaseAthletes(db: Database, q: string): Promise<ShowcaseAthlete[]> {
  const words = q.trim().toLowerCase().replace(/\s+/g, ' ');
  const anywhere = `%${escapeLike(words)}%`;
  const start = `${escapeLike(words)}%`;
  const rows = await showcaseQuery(db)
    .where(sql`(${p.searchName} like ${anywhere} or lower(${user.email}) like ${anywhere})`)
    .orderBy(sql`${p.searchName} like ${start} desc`, asc(p.searchName), asc(p.id))
    .limit(SEARCH_LIMIT);
  return rows.map(toShowcaseAthlete);
}
