// Quiet hours for messages to minors: a message sent outside 8 am–8 pm in the athlete's time
// zone is held and delivered at 8 am there. Pure and dependency-free (the platform's Intl reads
// the wall time of a zone), for the server's delivery and the client's notice to the sender.
import type { usStates } from './us-states';

type UsState = (typeof usStates)[number];

/** Local hours in which messages are delivered: from 08:00:00 up to 19:59:59. */
export const deliveryStartHour = 8;
export const deliveryEndHour = 20;

/** The zone of an athlete whose state is missing or not a US state code. */
export const defaultTimeZone = 'America/New_York';

/**
 * The zone of each state: where most of its people live. States split between two zones take
 * the one of their larger part: TX, KS, NE, ND, SD → Central; FL, KY, MI, IN → Eastern (MI as
 * America/Detroit, IN as America/Indiana/Indianapolis, the zones of their majority); TN →
 * Central (Nashville and Memphis outweigh East Tennessee); ID → Mountain (America/Boise, the
 * south); OR → Pacific. AZ keeps standard time all year (America/Phoenix); HI has no daylight
 * saving either (Pacific/Honolulu). A message to an athlete in the smaller part of a split state
 * is held by at most an hour more or less than their own 8 am–8 pm.
 */
const stateTimeZones: Record<UsState, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The IANA zone of a US state code ('TX' → America/Chicago); America/New_York otherwise. */
export function timeZoneOfState(state: string | null | undefined): string {
  const code = state?.trim().toUpperCase() ?? '';
  return Object.hasOwn(stateTimeZones, code) ? stateTimeZones[code as UsState] : defaultTimeZone;
}

type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const wallTimeFormats = new Map<string, Intl.DateTimeFormat>();

function wallTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallTimeFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a zone (throws a RangeError for an unknown zone). */
function wallTime(at: Date, timeZone: string): WallTime {
  const parts = wallTimeFormat(timeZone).formatToParts(at);
  const part = (type: keyof WallTime) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The milliseconds the zone's wall clock is ahead of UTC at an instant (New York: −4 or −5 h). */
function zoneOffset(at: Date, timeZone: string): number {
  const wall = wallTime(at, timeZone);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Whether an instant falls in the zone's quiet hours: 20:00:00 up to 07:59:59 local time. */
export function isQuietTime(at: Date, timeZone: string): boolean {
  const { hour } = wallTime(at, timeZone);
  return hour >= deliveryEndHour || hour < deliveryStartHour;
}

/**
 * When a message sent at `at` reaches the athlete: at once outside quiet hours, else at the next
 * 8:00 am of the zone. The instant of that local 8:00 is found by correcting a first guess with
 * the zone's offset at the guess, twice, so a night that changes to or from daylight saving
 * gives the right hour (and no 24-hour step is assumed).
 */
export function nextDeliveryTime(at: Date, timeZone: string): Date {
  if (!isQuietTime(at, timeZone)) return at;
  const wall = wallTime(at, timeZone);
  // After 20:00 the next 8 am is tomorrow's; before 08:00 it is today's. Date.UTC rolls the day
  // over the end of a month or a year.
  const dayAfter = wall.hour >= deliveryEndHour ? 1 : 0;
  const targetWallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day + dayAfter,
    deliveryStartHour,
  );
  let guess = targetWallAsUtc - zoneOffset(at, timeZone);
  for (let round = 0; round < 2; round += 1) {
    guess = targetWallAsUtc - zoneOffset(new Date(guess), timeZone);
  }
  return new Date(guess);
}

const timeTextFormats = new Map<string, Intl.DateTimeFormat>();

/** The local time of an instant in a zone as the sender's notice gives it: "8:00 AM". */
export function localTimeText(at: Date, timeZone: string): string {
  let format = timeTextFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timeTextFormats.set(timeZone, format);
  }
  // Recent ICU puts a narrow no-break space before AM/PM: one plain space everywhere.
  return format.format(at).replace(/\s+/g, ' ');
}
