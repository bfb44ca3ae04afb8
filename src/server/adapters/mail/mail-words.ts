// The words of the site's mails in their recipient's language (docs/decisions/0034): catalogs in
// src/server/locales/{language}/mail.json, ICU MessageFormat, formatted with messageformat as the
// pages' are. A person's own words (a coach's message, an athlete's name) are filled in, never
// translated.
import MessageFormat from '@messageformat/core';
import { defaultLocale, isLocale, localizedPath, locales, type Locale } from '#shared/locales';
import en from '#server/locales/en/mail.json' with { type: 'json' };
import es from '#server/locales/es/mail.json' with { type: 'json' };

export type MailMessageId = keyof typeof en;
export type MailWords = (id: MailMessageId, values?: Record<string, string | number>) => string;
type Formatted = (values?: Record<string, unknown>) => string;

const catalogs: Record<Locale, Record<string, string>> = { en, es };

/** Each language's messages, each compiled the first time a mail uses it (not at start-up). */
const formats = Object.fromEntries(
  locales.map((locale) => [locale, new MessageFormat(locale)]),
) as Record<Locale, MessageFormat>;
const compiled = Object.fromEntries(locales.map((locale) => [locale, new Map()])) as Record<
  Locale,
  Map<string, Formatted>
>;

/** A stored language (an account's, a consent record's), or English when none or unknown. */
export const mailLocaleOf = (stored: string | null | undefined): Locale =>
  isLocale(stored) ? stored : defaultLocale;

/** The mail words of `locale`. */
export function mailWords(locale: Locale): MailWords {
  const messages = compiled[locale];
  return (id, values) => {
    let message = messages.get(id);
    if (!message) {
      const text = catalogs[locale][id];
      if (text === undefined) return id;
      message = formats[locale].compile(text) as Formatted;
      messages.set(id, message);
    }
    return message(values);
  };
}

/** A page of the site as a mail links it: in the recipient's language (`/es/consent/…`). */
export const pageUrl = (publicUrl: string, locale: Locale, path: string) =>
  `${publicUrl}${localizedPath(path, locale)}`;
