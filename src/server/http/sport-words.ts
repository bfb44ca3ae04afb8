import type { Locale } from '#shared/locales';
import { sportByName, type SportId } from '#shared/sports';
import { serverWords, type ServerMessageId } from '#server/adapters/mail/mail-words';

const sportWords = {
  basketball: 'meta.sport.basketball',
  football: 'meta.sport.football',
  soccer: 'meta.sport.soccer',
  baseball: 'meta.sport.baseball',
  volleyball: 'meta.sport.volleyball',
  track: 'meta.sport.track',
  wrestling: 'meta.sport.wrestling',
  hockey: 'meta.sport.hockey',
  tennis: 'meta.sport.tennis',
  swimming: 'meta.sport.swimming',
  other: 'meta.sport.other',
} as const satisfies Record<SportId, ServerMessageId>;

/**
 * A sport as stored (its English name) in `locale`: one the site lists in its words, any other as
 * it was written. English keeps the stored name.
 */
export function sportIn(stored: string, locale: Locale): string {
  if (locale === 'en') return stored;
  const sport = sportByName(stored);
  return sport ? serverWords(locale)(sportWords[sport.id]) : stored;
}
