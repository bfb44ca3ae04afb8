// Every area's messages at once, for the server's renders (which answer any page in either
// language) and the component tests: nothing here is sent to a browser.
import MessageFormat from '@messageformat/core';
import { locales, type Locale } from '#shared/locales';
import { compileTextsWith, Messages, type LoadedCatalog } from './messages';
import { readShapes } from './shaped-texts';

// Catalogs loaded without the build (tests) are compiled here, once per message.
const formats = new Map<Locale, MessageFormat>();
compileTextsWith((locale, text) => {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new MessageFormat(locale)));
  return format.compile(text) as (values?: Record<string, unknown>) => string;
});

const files = import.meta.glob<LoadedCatalog>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Loads every area of the messages' language into them. */
export function loadEveryCatalog(messages: Messages): Messages {
  for (const [file, catalog] of Object.entries(files)) {
    if (file.startsWith(`../../locales/${messages.locale}/`)) messages.load(catalog);
  }
  readShapes(messages);
  return messages;
}

/** All of a language's messages, every area merged. */
export const everyMessage = (locale: Locale): Messages => loadEveryCatalog(new Messages(locale));

/** One instance per language, each holding all its messages. */
export function i18nByLocale(): Record<Locale, Messages> {
  return Object.fromEntries(locales.map((locale) => [locale, everyMessage(locale)])) as Record<
    Locale,
    Messages
  >;
}

/** A language's catalogs as written (every area's ICU texts), for tests that read them. */
export function catalogTexts(locale: Locale): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [file, catalog] of Object.entries(files)) {
    if (!file.startsWith(`../../locales/${locale}/`)) continue;
    for (const [id, text] of Object.entries(catalog))
      if (typeof text === 'string') texts[id] = text;
  }
  return texts;
}
