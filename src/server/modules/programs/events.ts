import { and, asc, eq, gt, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { eventMessages as say, listedEventKinds, rosterBookKinds } from '#shared/programs';
import type {
  EventPage,
  EventSummary,
  TournamentList,
  TournamentsQuery,
} from '#shared/schemas/events';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { channels, eventTeams, events, organizations, purchases, teams } from '#server/db/schema';
import { AppError } from '#server/http/app-error';
import { prepareJson, type PreparedJson } from '#server/http/compress';
import { channelOnSite, isChannelOnSite } from '#server/modules/reports';
import { holdsSeat, seatSale, seatsHeld } from '#server/modules/streams';
import type { KeptEventPage, TournamentCaches, TournamentFacet } from './tournament-cache';
import { managesEvent, type Program, type ProgramEvent } from './program-access';

// A program's events as anyone reads them (docs/product.md#events): the public event page, a
// program's and a team's upcoming events, and /tournaments across every program. The schedule
// its staff keep is program-schedule.ts; who may change what is program-access.ts's.

const PAGE_SIZE = 20;

type Row = { event: ProgramEvent; program: Program | null; teamCount: number };

const teamCount = sql<number>`(select count(*)::int from ${eventTeams} where ${eventTeams.eventId} = ${events.id})`;

export function summary({ event, program, teamCount: count }: Row): EventSummary {
  return {
    id: event.id,
    kind: event.kind,
    title: event.title,
    sport: event.sport,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    place: event.place,
    city: event.city,
    state: event.state,
    cancelled: event.cancelledAt !== null,
    programName: program?.name ?? null,
    programSlug: program?.slug ?? null,
    teamCount: count,
  };
}

export function selectRows(db: Database) {
  return db
    .select({ event: events, program: organizations, teamCount })
    .from(events)
    .leftJoin(organizations, eq(organizations.id, events.organizationId));
}

/**
 * GET /api/events/{id} for a visitor: kept serialised (TournamentCaches.eventPages), except a
 * session's with seats to count, read each time.
 */
export async function visitorEventPage(
  db: Database,
  eventId: string,
  caches: Pick<TournamentCaches, 'eventPages'>,
  now: Date,
): Promise<PreparedJson<EventPage>> {
  let fresh: KeptEventPage | undefined;
  const read = async () => {
    const page = await getEventPage(db, eventId, null, now);
    return (fresh = { answer: prepareJson(page), withSeats: page.seats !== null });
  };
  const kept = await caches.eventPages.get(eventId, read);
  // Seats are counted at every request: read now unless this request just did.
  if (kept.withSeats) return (fresh ?? (await read())).answer;
  return kept.answer;
}

/** GET /api/events/{id}: the public event page: its teams, its stream, a session's seats. */
export async function getEventPage(
  db: Database,
  eventId: string,
  viewer: Pick<SessionUser, 'id'> | null,
  now: Date,
): Promise<EventPage> {
  const [row] = await selectRows(db).where(eq(events.id, eventId));
  // A session of a coach's own channel has its page on the channel (/live/{slug}).
  if (!row || !row.program?.slug) throw new AppError('NOT_FOUND', say.eventNotFound);
  const { event } = row;
  const [teamRows, channelRow, canManage] = await Promise.all([
    db
      .select({ team: teams })
      .from(eventTeams)
      .innerJoin(teams, eq(teams.id, eventTeams.teamId))
      .where(eq(eventTeams.eventId, event.id))
      .orderBy(asc(teams.name)),
    event.channelId
      ? db
          .select()
          .from(channels)
          .where(eq(channels.id, event.channelId))
          .then((rows) => rows[0])
      : Promise.resolve(undefined),
    managesEvent(db, viewer?.id ?? null, event),
  ]);
  const channel = channelRow && (await isChannelOnSite(db, channelRow)) ? channelRow : null;
  let seats: EventPage['seats'] = null;
  // A session's seats as they are sold (seatSale): at its own price, through its channel on the
  // site; none where they cannot be bought.
  const sale = event.kind === 'session' ? seatSale(event, channel) : null;
  if (sale?.problem === null && event.capacity !== null) {
    const [taken, mine] = await Promise.all([
      seatsHeld(db, [event.id], now),
      viewer
        ? db
            .select({ status: purchases.status })
            .from(purchases)
            .where(
              and(
                eq(purchases.sessionId, event.id),
                eq(purchases.userId, viewer.id),
                holdsSeat(now),
              ),
            )
        : Promise.resolve([]),
    ]);
    seats = {
      capacity: event.capacity,
      left: Math.max(0, event.capacity - (taken.get(event.id) ?? 0)),
      priceCents: sale.priceCents,
      booking: mine.some((one) => one.status === 'paid') ? 'booked' : mine.length ? 'held' : null,
    };
  }
  return {
    ...summary(row),
    description: event.description,
    teams: teamRows.map(({ team }) => ({
      id: team.id,
      name: team.name,
      level: team.level,
      season: team.season,
      programName: row.program!.name,
      programSlug: row.program!.slug!,
    })),
    channel: channel ? { slug: channel.slug, title: channel.title } : null,
    seats,
    canManage,
    // The events roster-book.ts opens a book for (not cancelled, of its kinds), with teams in it.
    hasRosterBook:
      event.cancelledAt === null &&
      (rosterBookKinds as readonly string[]).includes(event.kind) &&
      teamRows.length > 0,
  };
}

/** The upcoming listed events (tournaments and showcases), not cancelled, of a program on the site. */
const upcomingListed = (now: Date): SQL[] => [
  inArray(events.kind, [...listedEventKinds]),
  isNull(events.cancelledAt),
  gt(events.endsAt, now),
  sql`${organizations.slug} is not null`,
];

/**
 * GET /api/tournaments: upcoming tournaments and showcases from every program, soonest first,
 * 20 a page, filtered by sport, state, month (where the event happens) and kind.
 */
export async function listTournaments(
  db: Database,
  query: TournamentsQuery,
  now: Date,
  /** keeps the facets and pages between requests; without it they are read every time */
  caches?: Pick<TournamentCaches, 'facets' | 'pages'>,
): Promise<TournamentList> {
  if (!caches) return readTournaments(db, query, now);
  const key = JSON.stringify([query.sport, query.state, query.month, query.kind, query.after]);
  const kept = await caches.pages.get(key, () => readTournaments(db, query, now, caches));
  // A kept page was read up to 5 s ago: an event that has ended since is left out.
  const at = now.getTime();
  return { ...kept, items: kept.items.filter((item) => Date.parse(item.endsAt) > at) };
}

async function readTournaments(
  db: Database,
  query: TournamentsQuery,
  now: Date,
  caches?: Pick<TournamentCaches, 'facets'>,
): Promise<TournamentList> {
  const where = upcomingListed(now);
  if (query.sport) where.push(ilike(events.sport, query.sport.replace(/[%_\\]/g, '\\$&')));
  if (query.state) where.push(eq(events.state, query.state));
  if (query.kind) where.push(eq(events.kind, query.kind));
  if (query.month) {
    where.push(
      sql`to_char(${events.startsAt} at time zone ${events.timeZone}, 'YYYY-MM') = ${query.month}`,
    );
  }
  if (query.after) {
    const { startsAt, id } = query.after;
    where.push(sql`(${events.startsAt}, ${events.id}) > (${startsAt}, ${id})`);
  }
  const [rows, facets] = await Promise.all([
    selectRows(db)
      .where(and(...where))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(PAGE_SIZE + 1),
    caches ? caches.facets.get('facets', () => readFacets(db, now)) : readFacets(db, now),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  // Kept facets were read earlier: those whose last event has ended since are left out.
  const current = facets.filter((facet) => facet.endsAt > now.getTime());
  const distinct = (values: (string | null)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].sort();
  return {
    items: page.map(summary),
    next:
      rows.length > PAGE_SIZE && last ? `${last.event.startsAt.getTime()}_${last.event.id}` : null,
    sports: distinct(current.map((row) => row.sport)),
    states: distinct(current.map((row) => row.state)),
  };
}

/** The sports and states of all upcoming listed events, each with when its last one ends. */
async function readFacets(db: Database, now: Date): Promise<TournamentFacet[]> {
  const rows = await db
    .select({
      sport: events.sport,
      state: events.state,
      endsAt: sql<Date>`max(${events.endsAt})`.mapWith(events.endsAt),
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(...upcomingListed(now)))
    .groupBy(events.sport, events.state);
  return rows.map((row) => ({ ...row, endsAt: row.endsAt.getTime() }));
}

/** A program's upcoming events (its page, its teams' pages): not cancelled, soonest first. */
export async function upcomingProgramEvents(
  db: Database,
  where: { organizationId: string } | { teamId: string },
  now: Date,
  limit = 10,
): Promise<EventSummary[]> {
  const scope =
    'teamId' in where
      ? inArray(
          events.id,
          db
            .select({ id: eventTeams.eventId })
            .from(eventTeams)
            .where(eq(eventTeams.teamId, where.teamId)),
        )
      : eq(events.organizationId, where.organizationId);
  const rows = await selectRows(db)
    .where(and(scope, isNull(events.cancelledAt), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows.map(summary);
}

/**
 * The channels a team's events stream on, any time (their live games and replays), that are on
 * the site: a team page's "Streams".
 */
export async function teamChannels(db: Database, teamId: string) {
  return db
    .selectDistinct({ slug: channels.slug, title: channels.title })
    .from(eventTeams)
    .innerJoin(events, eq(events.id, eventTeams.eventId))
    .innerJoin(channels, eq(channels.id, events.channelId))
    .where(and(eq(eventTeams.teamId, teamId), channelOnSite()))
    .orderBy(asc(channels.title))
    .limit(6);
}
