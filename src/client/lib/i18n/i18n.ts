// The site's words in the reader's language (docs/decisions/0012-two-languages.md). Every text a
// person reads is a message in the catalogs (src/client/locales/{language}/{area}.json), named by
// its id and written in ICU MessageFormat; components ask for it with useT().
import { i18n as browserI18n, type I18n } from '@lingui/core';
import { createContext, useContext } from 'react';
import { defaultLocale, isLocale, localeTags, type Locale } from '#shared/locales';
import type { MessageId } from './message-ids';

export type { MessageId } from './message-ids';

/**
 * The messages of the page being rendered. The browser shows one language per page load (the
 * switch opens the other language's address), so it uses Lingui's own instance; the server renders
 * both languages at once and gives each render its language's instance here.
 */
export const I18nContext = createContext<I18n | null>(null);

/** Values a message fills in: `{count}` a number (plurals), `{name}` a text. */
export type MessageValues = Record<string, string | number | Date>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The message `id` in the page's language, its placeholders filled in. */
export function useT(): Translate {
  const i18n = useContext(I18nContext) ?? browserI18n;
  return (id, values) => i18n._(id, values);
}

/** The page's language. */
export function useLocale(): Locale {
  const locale = (useContext(I18nContext) ?? browserI18n).locale;
  return isLocale(locale) ? locale : defaultLocale;
}

/** The page's language as `Intl` takes it (en-US, es-US): dates, numbers and money. */
export function useLocaleTag(): string {
  return localeTags[useLocale()];
}

export { browserI18n };
