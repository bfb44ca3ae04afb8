import { and, count, eq } from 'drizzle-orm';
import { formatEventDays } from '#shared/event-times';
import { localeTags, type Locale } from '#shared/locales';
import type { EventKind } from '#shared/programs';
import { isUuid } from '#shared/uuid';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { teams } from '#server/db/schema/programs';
import { events } from '#server/db/schema/purchases';
import { pageUrl, serverWords, type ServerMessageId } from '#server/adapters/mail/mail-words';
import type { PageMeta } from '#server/http/serve-client';
import { sportIn } from '#server/http/sport-words';

type Site = { name: string; publicUrl: string };

const kindWords = {
  game: 'meta.eventKind.game',
  practice: 'meta.eventKind.practice',
  tournament: 'meta.eventKind.tournament',
  showcase: 'meta.eventKind.showcase',
  session: 'meta.eventKind.session',
} as const satisfies Record<EventKind, ServerMessageId>;

const placeOf = (city: string | null, state: string | null) =>
  [city, state].filter(Boolean).join(', ');

const logoOf = (logoUrl: string | null) => (logoUrl?.startsWith('https://') ? logoUrl : null);

/**
 * The title and sharing preview of /org/{slug} and /org/{slug}/teams/{id}: the program's and
 * the team's own words and logo, never an athlete's name; and /events/{id} (a roster is shown per viewer, so a
 * preview, which is for everyone, holds none of it). The site's words in the page's language, the
 * program's as written. Other addresses: null.
 */
export async function programPageMeta(
  db: Database,
  pathname: string,
  site: Site,
  locale: Locale = 'en',
): Promise<PageMeta | null> {
  const t = serverWords(locale);
  const eventMatch = /^\/events\/([^/]+)\/?$/.exec(pathname);
  if (eventMatch) return eventPageMeta(db, eventMatch[1]!, site, locale);
  const match = /^\/org\/([a-z0-9-]{1,80})(?:\/teams\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const [, slug, teamId] = match;
  const [program] = await db.select().from(organizations).where(eq(organizations.slug, slug!));
  if (!program) return null;
  const url = pageUrl(site.publicUrl, locale, pathname.replace(/\/$/, ''));
  if (teamId !== undefined) {
    if (!isUuid(teamId)) return null;
    const [team] = await db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, program.id)));
    if (!team) return null;
    return {
      title: `${team.name} · ${program.name} · ${site.name}`,
      description: t('meta.team.description', {
        team: team.name,
        sport: sportIn(team.sport, locale),
        level: team.level,
        season: team.season,
        program: program.name,
      }),
      image: logoOf(program.logoUrl),
      url,
    };
  }
  const [counted] = await db
    .select({ n: count() })
    .from(teams)
    .where(eq(teams.organizationId, program.id));
  const place = placeOf(program.city, program.state);
  return {
    title: `${program.name} · ${site.name}`,
    description: t('meta.program.description', {
      name: program.name,
      hasPlace: place ? 'yes' : 'no',
      place,
      teamCount: counted?.n ?? 0,
      hasSports: program.sports.length ? 'yes' : 'no',
      sports: program.sports.map((sport) => sportIn(sport, locale)).join(', '),
    }),
    image: logoOf(program.logoUrl),
    url,
  };
}

/**
 * The title and preview of /events/{id}: the event's kind, program, days and town. A session of
 * a coach's own channel has no event page (its channel has): null.
 */
async function eventPageMeta(
  db: Database,
  id: string,
  site: Site,
  locale: Locale,
): Promise<PageMeta | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ event: events, program: organizations })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, id));
  if (!row?.program.slug) return null;
  const { event, program } = row;
  const t = serverWords(locale);
  const place = placeOf(event.city, event.state);
  return {
    title: `${event.title} · ${program.name} · ${site.name}`,
    description: t('meta.event.description', {
      kind: t(kindWords[event.kind]),
      hasProgram: program.name ? 'yes' : 'no',
      program: program.name,
      days: formatEventDays(event.startsAt, event.endsAt, event.timeZone, localeTags[locale]),
      hasPlace: place ? 'yes' : 'no',
      place,
    }),
    image: logoOf(program.logoUrl),
    url: pageUrl(site.publicUrl, locale, `/events/${event.id}`),
  };
}
