import { and, count, eq } from 'drizzle-orm';
import { programDescription, teamDescription } from '#shared/programs';
import { isUuid } from '#shared/uuid';
import type { Database } from '#server/db/client';
import { organizations } from '#server/db/schema/accounts';
import { teams } from '#server/db/schema/programs';
import type { PageMeta } from '#server/http/serve-client';

type Site = { name: string; publicUrl: string };

const logoOf = (logoUrl: string | null) => (logoUrl?.startsWith('https://') ? logoUrl : null);

/**
 * The title and sharing preview of /org/{slug} and /org/{slug}/teams/{id}: the program's and
 * the team's own words and logo, never an athlete's name (a roster is shown per viewer, so a
 * preview, which is for everyone, holds none of it). Other addresses: null.
 */
export async function programPageMeta(
  db: Database,
  pathname: string,
  site: Site,
): Promise<PageMeta | null> {
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
