// The site's words in the reader's language (docs/decisions/0034-two-languages.md). Every text a
// person reads is a message in the catalogs (src/client/locales/{language}/{area}.json), named by
// its id and written in ICU MessageFormat; components ask for it with useT().
import { createContext, useContext } from 'react';
import { defaultLocale, localeTags, type Locale } from '#shared/locales';
import type { MessageId } from './message-ids';
import { Messages, type LoadedCatalog } from './messages';

export type { MessageId } from './message-ids';

/**
 * The browser shows one language per page load (the switch opens the other language's address):
 * its messages, filled in as the page's areas load (catalogs.ts).
 */
export const browserMessages = new Messages();

/** Whether the build's English words ride with the code (registerEnglish has been called). */
let englishInCode = false;

/**
 * The English words of a module's messages, which the browser's build gives each module that
 * names them (scripts/build/compile-catalogs.ts): kept while the page is English; a Spanish page
 * reads its own catalogs.
 */
export function registerEnglish(words: LoadedCatalog) {
  englishInCode = true;
  if (browserMessages.locale === defaultLocale) browserMessages.load(words);
}

/** An English page of the built site has its words with its code: no catalog to load. */
export const englishRidesWithCode = () => englishInCode;

/**
 * The messages of the page being rendered: the server renders both languages at once and gives
 * each render its language's here; the browser's are the default.
 */
export const I18nContext = createContext<Messages | null>(null);

/** Values a message fills in: `{count}` a number (plurals), `{name}` a text. */
export type MessageValues = Record<string, string | number | Date>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The message `id` in the page's language, its placeholders filled in. */
export function useT(): Translate {
  const messages = useContext(I18nContext) ?? browserMessages;
  return (id, values) => messages.format(id, values);
}

/**
 * A text written in English by a shared schema or the server (a form's validation message, an
 * error's message), in the page's language. Such texts are kept in the `forms` catalog under
 * `forms.` and their English words (with `{name}` where the text has a value: its shape); a
 * text the catalog does not hold is shown as written.
 */
export function useShownText(): (text: string) => string {
  const messages = useContext(I18nContext) ?? browserMessages;
  return (text) => {
    const id = `forms.${text}`;
    return messages.has(id) ? messages.format(id) : (messages.formatShaped(text) ?? text);
  };
}

/** The page's language. */
export function useLocale(): Locale {
  return (useContext(I18nContext) ?? browserMessages).locale;
}

/** The page's language as `Intl` takes it (en-US, es-US): dates, numbers and money. */
export function useLocaleTag(): string {
  return localeTags[useLocale()];
}
