import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { eventMessages, rosterBookKinds, slugFromName } from '#shared/programs';
import type { Locale } from '#shared/locales';
import type { ProfileVisibility } from '#shared/privacy';
import type { RosterBook, RosterBookAthlete } from '#shared/schemas/roster-book';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { highlightVideos as h } from '#server/db/schema/highlight-videos';
import { rosterEntries as r, teams } from '#server/db/schema/programs';
import { eventTeams, events } from '#server/db/schema/purchases';
import { AppError } from '#server/http/app-error';
import { type ServerMessageId, pageUrl, wordsIn } from '#server/adapters/mail/mail-words';
import { toCsv } from '#server/lib/csv';
import { athleteShownTo, requireRosterBookReader } from './program-access';

// A showcase's or tournament's roster book (docs/product.md#roster-book): the active athletes of
// the event's teams, each only if the reader may see them (athleteShownTo), the others counted.
// Who may read it is program-access.ts's requireRosterBookReader. A book is read in a fixed
// number of queries, whatever its size: the event, the reader's standing, the teams, and the
// athletes in one indexed join (event_teams → roster_entries by team and status → profiles by
// key → the featured clip by its one-per-profile index).

/** The event of a roster book: a showcase or tournament not cancelled; anything else is 404. */
async function rosterBookEvent(db: Database, eventId: string) {
  const [found] = await db
    .select({
      id: events.id,
      organizationId: events.organizationId,
      title: events.title,
      kind: events.kind,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      place: events.place,
      city: events.city,
      state: events.state,
      programName: organizations.name,
      programSlug: organizations.slug,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(
      and(
        eq(events.id, eventId),
        isNull(events.cancelledAt),
        inArray(events.kind, [...rosterBookKinds]),
      ),
    );
  if (!found) throw new AppError('NOT_FOUND', eventMessages.eventNotFound);
  return found;
}

const NOT_SPECIFIED = 'Not specified';

/**
 * The active athletes of the event's teams: event_teams by its key, each team's active entries
 * from roster_entries_team_idx, and for each entry its profile and its featured clip, each read
 * by its key (a LIMIT 1 lateral probe). As a plain join PostgreSQL hashes a full scan of the
 * profiles and of the clips, which grows with the tables rather than with the book (npm run
 * bench:roster-book -- --explain). Columns of the probes are read as plain SQL: drizzle maps a
 * subquery's own column objects for each row at a cost that shows on a book of 1,000.
 */
function readAthletes(db: Database, eventId: string) {
  const profile = db
    .select({
      id: p.id,
      userId: p.userId,
      firstName: p.firstName,
      lastName: p.lastName,
      sport: p.sport,
      position: p.position,
      classYear: p.graduationYear,
      listed: p.listed,
      visibility: p.visibility,
    })
    .from(p)
    .where(eq(p.id, r.profileId))
    .limit(1)
    .as('profile');
  // The clip the cards and the athlete's page play: the featured one, once it plays.
  const clip = db
    .select({ title: h.title })
    .from(h)
    .where(
      and(
        eq(h.profileId, r.profileId),
        eq(h.featured, true),
        eq(h.status, 'ready'),
        isNotNull(h.url),
      ),
    )
    .limit(1)
    .as('clip');
  return db
    .select({
      teamId: r.teamId,
      teamName: teams.name,
      jerseyNumber: r.jerseyNumber,
      rosterPosition: r.position,
      profileId: sql<string>`${profile.id}`,
      userId: sql<string>`${profile.userId}`,
      firstName: sql<string>`${profile.firstName}`,
      lastName: sql<string>`${profile.lastName}`,
      sport: sql<string>`${profile.sport}`,
      profilePosition: sql<string>`${profile.position}`,
      classYear: sql<number | null>`${profile.classYear}`,
      listed: sql<boolean>`${profile.listed}`,
      visibility: sql<ProfileVisibility>`${profile.visibility}`,
      highlightTitle: sql<string | null>`${clip.title}`,
    })
    .from(eventTeams)
    .innerJoin(teams, eq(teams.id, eventTeams.teamId))
    .innerJoin(r, and(eq(r.teamId, eventTeams.teamId), eq(r.status, 'active')))
    .innerJoinLateral(profile, sql`true`)
    .leftJoinLateral(clip, sql`true`)
    .where(eq(eventTeams.eventId, eventId))
    .orderBy(
      asc(teams.name),
      asc(teams.id),
      sql`${r.jerseyNumber} asc nulls last`,
      sql`${profile.lastName} asc`,
      sql`${profile.id} asc`,
    );
}

/**
 * GET /api/events/{id}/roster-book: the event, its teams, and the athletes of their active
 * rosters the reader may see; the others only counted (hiddenCount), with nothing of theirs sent.
 */
export async function getRosterBook(
  db: Database,
  eventId: string,
  user: SessionUser,
  now: Date,
): Promise<RosterBook> {
  const event = await rosterBookEvent(db, eventId);
  const reader = await requireRosterBookReader(db, user, event.organizationId, now);
  const { viewer, verifiedCoach } = reader;
  const [teamRows, rows] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, sport: teams.sport, level: teams.level })
      .from(eventTeams)
      .innerJoin(teams, eq(teams.id, eventTeams.teamId))
      .where(eq(eventTeams.eventId, event.id))
      .orderBy(asc(teams.name), asc(teams.id)),
    readAthletes(db, event.id),
  ]);
  const shown = rows.filter((row) => athleteShownTo(row, viewer));
  return {
    event: {
      id: event.id,
      title: event.title,
      kind: event.kind as RosterBook['event']['kind'],
      startsAt: event.startsAt.toISOString(),
      timeZone: event.timeZone,
      place: event.place,
      city: event.city,
      state: event.state,
      program: { name: event.programName, slug: event.programSlug },
    },
    teams: teamRows,
    athletes: shown.map((row): RosterBookAthlete => ({
      profileId: row.profileId,
      firstName: row.firstName,
      lastName: row.lastName,
      teamId: row.teamId,
      teamName: row.teamName,
      jerseyNumber: row.jerseyNumber,
      position:
        row.rosterPosition ??
        (row.profilePosition && row.profilePosition !== NOT_SPECIFIED ? row.profilePosition : null),
      sport: row.sport,
      classYear: row.classYear,
      highlight: row.highlightTitle === null ? null : { title: row.highlightTitle },
    })),
    hiddenCount: rows.length - shown.length,
    canAddToBoards: verifiedCoach,
  };
}

/** The columns of a roster book's CSV file, in order. */
const rosterBookColumns = [
  'files.rosterBook.team',
  'files.rosterBook.jersey',
  'files.rosterBook.firstName',
  'files.rosterBook.lastName',
  'files.rosterBook.position',
  'files.rosterBook.class',
  'files.rosterBook.sport',
  'files.rosterBook.highlight',
  'files.rosterBook.profile',
] as const satisfies readonly ServerMessageId[];

/** The header row of a roster book's CSV file in `locale`. */
export const rosterBookCsvHeaderIn = (locale: Locale) => wordsIn(locale, rosterBookColumns);

/**
 * A roster book as a CSV file: the same athletes as its page, no more; its header in the
 * reader's language and its links to the pages in it. Every cell is quoted and escaped, and one
 * that a spreadsheet would run as a formula is shown as text (toCsv).
 */
export function rosterBookCsv(book: RosterBook, publicUrl: string, locale: Locale = 'en'): string {
  const base = publicUrl.replace(/\/+$/, '');
  return toCsv(
    rosterBookCsvHeaderIn(locale),
    book.athletes.map((athlete) => [
      athlete.teamName,
      athlete.jerseyNumber === null ? '' : String(athlete.jerseyNumber),
      athlete.firstName,
      athlete.lastName,
      athlete.position,
      athlete.classYear === null ? '' : String(athlete.classYear),
      athlete.sport,
      athlete.highlight?.title,
      pageUrl(base, locale, `/athlete/${athlete.profileId}`),
    ]),
  );
}

/** The event's day where it happens ("2026-12-05"); in UTC if its zone is not one we know. */
function eventDay(startsAt: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(startsAt));
  } catch {
    return startsAt.slice(0, 10);
  }
}

/** "fall-showcase-2026-roster-book-2026-12-05.csv": the event's title and its day. */
export function rosterBookFileName(event: RosterBook['event']): string {
  const hasLetters = /[a-z0-9]/i.test(event.title.normalize('NFKD'));
  const slug = hasLetters ? slugFromName(event.title) : 'event';
  return `${slug}-roster-book-${eventDay(event.startsAt, event.timeZone)}.csv`;
}
