import { and, count, eq } from 'drizzle-orm';
import { eventDescription, programDescription, teamDescription } from '#shared/programs';
import { isUuid } from '#shared/uuid';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { teams } from '#server/db/schema/programs';
import { events } from '#server/db/schema/purchases';
import type { PageMeta } from '#server/http/serve-client';

type Site = { name: string; publicUrl: string };

const logoOf = (logoUrl: string | null) => (logoUrl?.startsWith('https://') ? logoUrl : null);

/**
 * The title and sharing preview of /org/{slug} and /org/{slug}/teams/{id}: the program's and
 * the team's own words and logo, never an athlete's name; and /events/{id} (a roster is shown per viewer, so a
 * preview, which is for everyone, holds none of it). Other addresses: null.
 */
export async function programPageMeta(
  db: Database,
  pathname: string,
  site: Site,
): Promise<PageMeta | null> {
  const eventMatch = /^\/events\/([^/]+)\/?$/.exec(pathname);
  if (eventMatch) return eventPageMeta(db, eventMatch[1]!, site);
  const match = /^\/org\/([a-z0-9-]{1,80})(?:\/teams\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const [, slug, teamId] = match;
  const [program] = await db.select().from(organizations).where(eq(organizations.slug, slug!));
  if (!program) return null;
  const url = `${site.publicUrl}${pathname.replace(/\/$/, '')}`;
  if (teamId !== undefined) {
    if (!isUuid(teamId)) return null;
    const [team] = await db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.organizationId, program.id)));
    if (!team) return null;
    return {
      title: `${team.name} · ${program.name} · ${site.name}`,
      description: teamDescription(team, program.name),
      image: logoOf(program.logoUrl),
      url,
    };
  }
  const [counted] = await db
    .select({ n: count() })
    .from(teams)
    .where(eq(teams.organizationId, program.id));
  return {
    title: `${program.name} · ${site.name}`,
    description: programDescription({ ...program, teamCount: counted?.n ?? 0 }),
    image: logoOf(program.logoUrl),
    url,
  };
}

/**
 * The title and preview of /events/{id}: the event's kind, program, days and town. A session of
 * a coach's own channel has no event page (its channel has): null.
 */
async function eventPageMeta(db: Database, id: string, site: Site): Promise<PageMeta | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ event: events, program: organizations })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, id));
  if (!row?.program.slug) return null;
  const { event, program } = row;
  return {
    title: `${event.title} · ${program.name} · ${site.name}`,
    description: eventDescription({ ...event, programName: program.name }),
    image: logoOf(program.logoUrl),
    url: `${site.publicUrl}/events/${event.id}`,
  };
}
