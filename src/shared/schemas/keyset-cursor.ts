import { isUuid } from '../uuid';
import { z } from './zod';

// Page links of lists read in keyset pages: the last row's place in the list's order. A link
// comes back from the caller, so every part is parsed into what it stands for (a day that
// exists, a uuid, a time) before a query uses it: a string that only looks like one reaches
// PostgreSQL as a cast that fails, which would answer 500 instead of 400.

/** What a list says of a page link it did not write, or one of a row since gone. */
export const pageLinkMessage =
  'That page link is no longer valid. Start again from the first page.';

/**
 * The format the OpenAPI document gives every page link, so the security tests find each one
 * whatever its parameter is called.
 */
export const PAGE_LINK_FORMAT = 'keyset-cursor';

/**
 * Years a page link or a day filter may name: those of a row written by this site. Year 0 is a
 * date to JavaScript and not to PostgreSQL, and after 9999 JavaScript writes six digits.
 */
const inYears = (year: number) => year >= 1970 && year <= 9999;

/** True for a UTC time as a page link carries it (to the microsecond), on a day that exists. */
export function isRealTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    inYears(year!) &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day! &&
    date.getUTCHours() === hour! &&
    date.getUTCMinutes() === minute! &&
    date.getUTCSeconds() === second!
  );
}

/** True for a day (YYYY-MM-DD) that exists, in those years: no 30 February, no month 13. */
export function isRealDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealTime(`${value}T00:00:00Z`);
}

/** The kinds of part a page link written as text holds, each with how it is read. */
const textParts = {
  /** a day of a date column, as YYYY-MM-DD */
  day: {
    pattern: '\\d{4}-\\d{2}-\\d{2}',
    read: (text: string) => (isRealDay(text) ? text : null),
  },
  /** a row's id */
  uuid: {
    pattern: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}',
    read: (text: string) => (isUuid(text) ? text.toLowerCase() : null),
  },
  /** a time as milliseconds since 1970, 13 digits (2001 to 2286) */
  epochMs: { pattern: '\\d{13}', read: (text: string) => new Date(Number(text)) },
} as const;
type TextPart = keyof typeof textParts;
type TextPartValue<K extends TextPart> = Exclude<ReturnType<(typeof textParts)[K]['read']>, null>;

/**
 * A page link written as text, its parts joined by "_" in the order of `shape` (for example
 * `{ day: 'day', id: 'uuid' }` for "2026-12-01_<uuid>"), parsed into those parts: the handler
 * gets `{ day, id }`, and a link whose parts are not real ones is refused with `message`.
 */
export function textPageLink<const S extends Record<string, TextPart>>(
  shape: S,
  message = pageLinkMessage,
) {
  const names = Object.keys(shape) as (keyof S & string)[];
  const groups = names.map((name) => `(${textParts[shape[name]!].pattern})`);
  const pattern = new RegExp(`^${groups.join('_')}$`, 'i');
  return z
    .string()
    .regex(pattern, message)
    .meta({ format: PAGE_LINK_FORMAT })
    .transform((value, ctx) => {
      const match = pattern.exec(value)!;
      const parsed: Record<string, unknown> = {};
      for (const [index, name] of names.entries()) {
        const part = textParts[shape[name]!].read(match[index + 1]!);
        if (part === null) {
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        }
        parsed[name] = part;
      }
      return parsed as { [K in keyof S]: TextPartValue<S[K]> };
    });
}

/**
 * A page link the server wrote as base64url (lib/keyset-cursor.ts): checked here for its
 * alphabet and length only, and read part by part by the list that wrote it.
 */
export const encodedPageLink = (maxLength: number, message = pageLinkMessage) =>
  z
    .string()
    .regex(new RegExp(`^[\\w-]{1,${maxLength}}$`), message)
    .meta({ format: PAGE_LINK_FORMAT });
