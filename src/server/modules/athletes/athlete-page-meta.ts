import type { Locale } from '#shared/locales';
import { pageUrl, serverWords } from '#server/adapters/mail/mail-words';
import type { Database } from '#server/db/client';
import type { PageMeta } from '#server/http/serve-client';
import { sportIn } from '#server/http/sport-words';
import { findPublicAthleteRow } from './get-athlete';

/**
 * The title and preview of /athlete/{id} for link previews, in the page's language (the site's
 * words; the name as written). Only what anyone may see goes in: name, sport and photo
 * (docs/product.md#profile-visibility), never school, town or class; and only of a profile that
 * is listed and public. Any other athlete address gets a plain title and `noindex`, so neither a
 * preview nor a search engine learns whose it is.
 */
export async function athletePageMeta(
  db: Database,
  pathname: string,
  site: { name: string; publicUrl: string },
  locale: Locale = 'en',
): Promise<PageMeta | null> {
  const match = /^\/athlete\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const t = serverWords(locale);
  const siteName = site.name;
  const row = await findPublicAthleteRow(db, match[1]!);
  if (!row) {
    return {
      title: t('meta.athlete.hiddenTitle', { siteName }),
      description: t('meta.athlete.hiddenDescription', { siteName }),
      noindex: true,
    };
  }
  const name = `${row.firstName} ${row.lastName}`;
  const specified = row.sport !== 'Not specified';
  const sport = specified ? sportIn(row.sport, locale) : t('meta.athlete.athlete');
  // A sport named in a Spanish sentence is written in lower case, as the site's words are.
  const inSentence = locale === 'en' || sport === row.sport ? sport : sport.toLocaleLowerCase();
  const named = specified && row.sport.toLowerCase() !== 'athlete';
  const image = row.avatarUrl ? new URL(row.avatarUrl, site.publicUrl).toString() : null;
  return {
    title: t('meta.athlete.title', { name, sport, siteName }),
    description: named
      ? t('meta.athlete.description', { name, sport: inSentence, siteName })
      : t('meta.athlete.descriptionNoSport', { name, siteName }),
    image,
    url: pageUrl(site.publicUrl, locale, `/athlete/${row.id}`),
  };
}
