import type { CurrencyAmounts } from '#shared/schemas/program-dashboard';
import type { EventSummary } from '#shared/schemas/events';
import { sportByName } from '#shared/sports';
import { useLocale, useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { sportLabels } from '#client/lib/i18n/sport-labels';

// Dates, times and amounts of the programs' pages in the page's language. An event's times are
// read in its own time zone (where it happens), as #shared/event-times reads them.

/** Each format made once: a phone takes a few milliseconds to make one. */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function made<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A date format in a time zone; one the browser does not know reads UTC. */
function inZone(
  localeTag: string,
  name: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  return made(`${localeTag} ${name} ${timeZone}`, () => {
    try {
      return new Intl.DateTimeFormat(localeTag, { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(localeTag, { ...options, timeZone: 'UTC' });
    }
  });
}

/** "Sat, Dec 5, 9:30 AM CST": an event's time where it happens. */
const timeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Sat, Dec 5, 2026": an event's day where it happens. */
const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};

/** "Saturday, December 5, 2026, 9:00 AM CST": an event's start, written out. */
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The formats of the programs' pages, in the page's language. */
export function useProgramFormats() {
  const t = useT();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  const usdFormat = made(
    `${localeTag} usd`,
    () => new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'USD' }),
  );
  const piFormat = made(
    `${localeTag} pi`,
    () => new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  const longDateFormat = made(
    `${localeTag} long`,
    () => new Intl.DateTimeFormat(localeTag, { dateStyle: 'long' }),
  );
  const monthFormat = made(
    `${localeTag} month`,
    () => new Intl.DateTimeFormat(localeTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );

  const eventTime = (at: string | Date, timeZone: string) =>
    inZone(localeTag, 'time', timeOptions, timeZone).format(new Date(at));

  /** "Dec 5 – Dec 7, 2026" or "Sat, Dec 5, 2026": an event's days where it happens. */
  const eventDays = (startsAt: string | Date, endsAt: string | Date, timeZone: string) => {
    const day = inZone(localeTag, 'day', dayOptions, timeZone);
    const first = day.format(new Date(startsAt));
    const last = day.format(new Date(endsAt));
    return first === last ? first : `${first} – ${last}`;
  };

  const usd = (cents: number) => usdFormat.format(cents / 100);
  const pi = (hundredths: number) =>
    t('programs.money.pi', { amount: piFormat.format(hundredths / 100) });

  return {
    /**
     * A sport as a program wrote it: one the site knows by its English name in the page's
     * language, any other as written.
     */
    sport: (stored: string) => {
      if (locale === 'en') return stored;
      const known = sportByName(stored);
      return known ? t(sportLabels[known.id]) : stored;
    },
    eventTime,
    eventDays,
    /** One day with its hours, or the days an event spans. */
    eventWhen: (event: Pick<EventSummary, 'startsAt' | 'endsAt' | 'timeZone'>) => {
      const days = eventDays(event.startsAt, event.endsAt, event.timeZone);
      return days.includes('–') ? days : eventTime(event.startsAt, event.timeZone);
    },
    eventDateTime: (at: string | Date, timeZone: string) =>
      inZone(localeTag, 'dateTime', dateTimeOptions, timeZone).format(new Date(at)),
    /** "November 24, 2026", in the reader's time zone. */
    longDate: (value: string | Date) => longDateFormat.format(new Date(value)),
    /** "December 2026" for "2026-12". */
    month: (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`)),
    /** "$55.00" for cents. */
    usd,
    /** "$55.00", or "$55.00 and 12.34 π" when something was paid in Pi. */
    amounts: (amounts: CurrencyAmounts) =>
      amounts.pi
        ? t('programs.money.usdAndPi', { usd: usd(amounts.usd), pi: pi(amounts.pi) })
        : usd(amounts.usd),
  };
}
