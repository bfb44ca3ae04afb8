// Every area's messages at once, for the server's renders (which answer any page in either
// language) and the component tests: nothing here is sent to a browser.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { locales, type Locale } from '#shared/locales';

const files = import.meta.glob<Messages>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** All of a language's messages, every area merged. */
export function everyMessage(locale: Locale): Messages {
  const merged: Messages = {};
  for (const [file, messages] of Object.entries(files)) {
    if (file.startsWith(`../../locales/${locale}/`)) Object.assign(merged, messages);
  }
  return merged;
}

/** One instance per language, each holding all its messages. */
export function i18nByLocale(): Record<Locale, I18n> {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      setupI18n({ locale, messages: { [locale]: everyMessage(locale) } }),
    ]),
  ) as Record<Locale, I18n>;
}
