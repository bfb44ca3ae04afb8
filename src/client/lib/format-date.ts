/** A moment as a long date in the reader's language, e.g. "November 24, 2026". */
export const longDate = (value: string | Date): string =>
  new Date(value).toLocaleDateString(undefined, { dateStyle: 'long' });
