// The server's own words in their reader's language (docs/decisions/0034): the mails', the
// downloaded files' column headers and the sharing previews of pages, in catalogs per area,
// src/server/locales/{language}/{mail,files,meta}.json, ICU MessageFormat, formatted with
// messageformat as the pages' are. A person's own words (a coach's message, an athlete's name)
// are filled in, never translated.
import MessageFormat from '@messageformat/core';
import { defaultLocale, isLocale, localizedPath, locales, type Locale } from '#shared/locales';
import enFiles from '#server/locales/en/files.json' with { type: 'json' };
import enMail from '#server/locales/en/mail.json' with { type: 'json' };
import enMeta from '#server/locales/en/meta.json' with { type: 'json' };
import esFiles from '#server/locales/es/files.json' with { type: 'json' };
import esMail from '#server/locales/es/mail.json' with { type: 'json' };
import esMeta from '#server/locales/es/meta.json' with { type: 'json' };

const english = { ...enMail, ...enFiles, ...enMeta };
/** Any of the server's messages. */
export type ServerMessageId = keyof typeof english;
/** A mail's message. */
export type MailMessageId = keyof typeof enMail;
export type ServerWords = (id: ServerMessageId, values?: Record<string, string | number>) => string;
export type MailWords = ServerWords;
type Formatted = (values?: Record<string, unknown>) => string;

const catalogs: Record<Locale, Record<string, string>> = {
  en: english,
  es: { ...esMail, ...esFiles, ...esMeta },
};

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

/** The server's words in `locale`. */
export function serverWords(locale: Locale): ServerWords {
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

/** The words of `ids` in `locale`, in order: a downloaded file's header row. */
export function wordsIn(locale: Locale, ids: readonly ServerMessageId[]): string[] {
  const t = serverWords(locale);
  return ids.map((id) => t(id));
}

/** The words of a mail in its reader's language. */
export const mailWords: (locale: Locale) => MailWords = serverWords;

/** A page of the site as a mail links it: in the recipient's language (`/es/consent/…`). */
export const pageUrl = (publicUrl: string, locale: Locale, path: string) =>
  `${publicUrl}${localizedPath(path, locale)}`;
