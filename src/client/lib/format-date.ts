/** A moment as a long date in the reader's language, e.g. "November 24, 2026". */
export const longDate = (value: string | Date): string =>
  new Date(value).toLocaleDateString(undefined, { dateStyle: 'long' });

/** A moment with its time, short, in the reader's language, e.g. "Nov 24, 2026, 3:05 PM". */
export const shortDateTime = (value: string | Date): string =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
