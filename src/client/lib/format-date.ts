/**
 * Every date the client shows goes through one of these formats. Those "in the reader's
 * language" follow the browser; those in the site's English read the same on the server and in
 * the browser, so a page rendered on the server does not change when the browser takes over.
 */

import { monthNames } from '#shared/month-names';

// The site's English dates read in UTC or in the reader's own zone are written out: the
// browser makes a new date format for every toLocaleDateString with options, a few milliseconds
// each on a phone while it takes a page over. Those in another zone need its rules: Intl.

/** "November 24, 2026", or "Nov 24, 2026" when `short`, from a month (0 for January). */
const englishDay = (month: number, day: number, year: number, short = false): string =>
  `${short ? monthNames[month]!.slice(0, 3) : monthNames[month]} ${day}, ${year}`;

/** A moment as a long date in the reader's language, e.g. "November 24, 2026". */
export const longDate = (value: string | Date): string =>
  new Date(value).toLocaleDateString(undefined, { dateStyle: 'long' });

/**
 * A moment as a long date in the site's English, in the reader's time zone, e.g. "May 1, 2026":
 * the billing pages' dates (next charge, receipts, the test checkout's first charge).
 */
export const englishLongDate = (value: string | Date): string => {
  const date = new Date(value);
  return englishDay(date.getMonth(), date.getDate(), date.getFullYear());
};

/** A moment with its time, short, in the reader's language, e.g. "Nov 24, 2026, 3:05 PM". */
export const shortDateTime = (value: string | Date): string =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A day as the code or the API writes it ("2026-11-22"), e.g. "November 22, 2026": in the site's
 * English, the same in every time zone (the legal texts' Last Updated).
 */
export const longDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return englishDay(date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear());
};

/**
 * A day ("2026-11-24", or a moment read in UTC) as month and day in the reader's language, e.g.
 * "Nov 24": the dashboard charts' days.
 */
export const shortDay = (day: string | Date): string =>
  (typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A moment's day in the site's English, read in UTC, e.g. "Nov 24, 2026": the replays' dates. */
export const mediumUtcDate = (value: string | Date): string => {
  const date = new Date(value);
  return englishDay(date.getUTCMonth(), date.getUTCDate(), date.getUTCFullYear(), true);
};

/**
 * A month as the API gives it ("2026-11"), e.g. "November 2026": in the site's English, so a
 * page rendered on the server reads the same once the browser takes over.
 */
export const longMonth = (month: string): string => {
  const date = new Date(`${month}-01T12:00:00Z`);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/** The reader's local day as a date field's value, e.g. "2026-11-24". */
export const dateInputValue = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A live session's or a pass's time in the schedule's time zone (Central), e.g. "Mon, Nov 30,
 * 7:00 PM CST": a product rule the server's mails share, so it lives in `#shared/streams`.
 */
export { formatSessionTime } from '#shared/streams';
