import { useMemo } from 'react';
import { useLocaleTag } from '#client/lib/i18n/i18n';

/**
 * The dashboard's dates and counts in the page's language (en-US, es-US). Each function is made
 * once per language, so a chart given one as its format is not drawn again on every render.
 */
export function useAdminFormats() {
  const localeTag = useLocaleTag();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(localeTag, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const date = new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' });
    const day = new Intl.DateTimeFormat(localeTag, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat(localeTag, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const number = new Intl.NumberFormat(localeTag);
    return {
      /** a moment with its time, short: "Nov 24, 2026, 3:05 PM" */
      dateTime: (value: string | Date) => dateTime.format(new Date(value)),
      /** a moment as a long date: "November 24, 2026" */
      longDate: (value: string | Date) => date.format(new Date(value)),
      /** a day ("2026-11-24", or a moment read in UTC) as month and day: "Nov 24" */
      shortDay: (value: string | Date) =>
        day.format(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value),
      /** a month as the API gives it ("2026-11"): "November 2026" */
      longMonth: (value: string) => month.format(new Date(`${value}-01T12:00:00Z`)),
      /** a count, grouped: "1,234" */
      count: (value: number) => number.format(value),
    };
  }, [localeTag]);
}

export type AdminFormats = ReturnType<typeof useAdminFormats>;
