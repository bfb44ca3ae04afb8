import type { Database } from '#server/db/client';
import type { PageMeta } from '#server/http/serve-client';
import { findPublicAthleteRow } from './get-athlete';

/**
 * The title and preview of /athlete/{id} for link previews. Only what anyone may see goes in: name,
 * sport and photo (docs/product.md#profile-visibility), never school, town or class; and only of a
 * profile that is listed and public. Any other athlete address gets a plain title and `noindex`, so
 * neither a preview nor a search engine learns whose it is.
 */
export async function athletePageMeta(
  db: Database,
  pathname: string,
  site: { name: string; publicUrl: string },
): Promise<PageMeta | null> {
  const match = /^\/athlete\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const row = await findPublicAthleteRow(db, match[1]!);
  if (!row) {
    return {
      title: `Athlete · ${site.name}`,
      description: `An athlete on ${site.name}.`,
      noindex: true,
    };
  }
  const name = `${row.firstName} ${row.lastName}`;
  const sport = row.sport !== 'Not specified' ? row.sport : 'Athlete';
  const image = row.avatarUrl ? new URL(row.avatarUrl, site.publicUrl).toString() : null;
  return {
    title: `${name} · ${sport} · ${site.name}`,
    description: `${name}, ${sport.toLowerCase() === 'athlete' ? 'athlete' : `${sport} athlete`}, on ${site.name}: training, highlights and recruiting profile.`,
    image,
    url: `${site.publicUrl}/athlete/${row.id}`,
  };
}
