/** A moment as a long date in the reader's language, e.g. "November 24, 2026". */
export const longDate = (value: string | Date): string =>
  new Date(value).toLocaleDateString(undefined, { dateStyle: 'long' });

/** A moment with its time, short, in the reader's language, e.g. "Nov 24, 2026, 3:05 PM". */
export const shortDateTime = (value: string | Date): string =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A month as the API gives it ("2026-11"), e.g. "November 2026": in the site's English, so a
 * page rendered on the server reads the same once the browser takes over.
 */
export const longMonth = (month: string): string =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
