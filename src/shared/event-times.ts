// Event times (docs/product.md#events): entered as the wall clock where the event happens, kept
// as an instant, shown again in the event's own time zone.

/** The time zones a program schedules in (the United States'). */
export const eventTimeZones = [
  { id: 'America/New_York', label: 'Eastern' },
  { id: 'America/Chicago', label: 'Central' },
  { id: 'America/Denver', label: 'Mountain' },
  { id: 'America/Phoenix', label: 'Arizona' },
  { id: 'America/Los_Angeles', label: 'Pacific' },
  { id: 'America/Anchorage', label: 'Alaska' },
  { id: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;
export type EventTimeZone = (typeof eventTimeZones)[number]['id'];
export const eventTimeZoneIds = eventTimeZones.map((zone) => zone.id) as [
  EventTimeZone,
  ...EventTimeZone[],
];

/** "2026-12-05T09:30": a date and time as a datetime-local field gives it. */
export const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
}

/**
 * The instant at which the clock in `timeZone` reads `local` ("2026-12-05T09:30"), or null when
 * it is not a date and time. A time skipped by a daylight-saving change moves forward an hour.
 */
export function zonedInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!) return null;
  let guess = asUtc;
  // Twice: the offset found at the first guess may change across a DST boundary.
  for (let round = 0; round < 2; round += 1) guess += asUtc - wallClock(new Date(guess), timeZone);
  return new Date(guess);
}

/** The wall clock in `timeZone` at an instant, as a datetime-local field shows it. */
export function localInput(at: Date, timeZone: string): string {
  return new Date(wallClock(at, timeZone)).toISOString().slice(0, 16);
}

/** Formats made once per language, options and zone: one with a time zone loads its data. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(localeTag: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${localeTag}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format)
    formats.set(key, (format = new Intl.DateTimeFormat(localeTag, { ...options, timeZone })));
  return format;
}

const timeOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};

/** "Sat, Dec 5, 9:30 AM CST" (en-US): an event's time where it happens, in `localeTag`'s words. */
export function formatEventTime(at: string | Date, timeZone: string, localeTag = 'en-US'): string {
  return formatIn(localeTag, timeZone, timeOptions).format(new Date(at));
}

/** "Dec 5 – Dec 7, 2026" or "Sat, Dec 5, 2026" (en-US): an event's days where it happens. */
export function formatEventDays(
  startsAt: string | Date,
  endsAt: string | Date,
  timeZone: string,
  localeTag = 'en-US',
) {
  const day = formatIn(localeTag, timeZone, dayOptions);
  const first = day.format(new Date(startsAt));
  const last = day.format(new Date(endsAt));
  return first === last ? first : `${first} – ${last}`;
}

/** "2026-12": the month an instant falls in, where the event happens (the /tournaments filter). */
export function eventMonth(at: Date, timeZone: string): string {
  return localInput(at, timeZone).slice(0, 7);
}
