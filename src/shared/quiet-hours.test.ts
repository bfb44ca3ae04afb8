import { describe, expect, it } from 'vitest';
import { isQuietTime, localTimeText, nextDeliveryTime, timeZoneOfState } from './quiet-hours';
import { usStates } from './us-states';

const newYork = 'America/New_York';
const losAngeles = 'America/Los_Angeles';
const phoenix = 'America/Phoenix';
const honolulu = 'Pacific/Honolulu';

const utc = (text: string) => new Date(text);

describe('timeZoneOfState', () => {
  it.each([
    ['TX', 'America/Chicago'],
    ['AZ', 'America/Phoenix'],
    ['HI', 'Pacific/Honolulu'],
    ['IN', 'America/Indiana/Indianapolis'],
    ['KY', 'America/New_York'],
    ['FL', 'America/New_York'],
    ['CA', 'America/Los_Angeles'],
    ['AK', 'America/Anchorage'],
    ['MI', 'America/Detroit'],
    ['CO', 'America/Denver'],
    ['DC', 'America/New_York'],
    ['tx', 'America/Chicago'],
    [' ca ', 'America/Los_Angeles'],
  ])('%j → %s', (state, zone) => {
    expect(timeZoneOfState(state)).toBe(zone);
  });

  it.each([null, undefined, '', 'XX', 'Texas', 'toString', '__proto__'])(
    'falls back to America/New_York for %j',
    (state) => {
      expect(timeZoneOfState(state)).toBe('America/New_York');
    },
  );

  it('gives every state a zone the platform knows', () => {
    for (const state of usStates) {
      const zone = timeZoneOfState(state);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});

describe('isQuietTime', () => {
  it('starts at 20:00 local', () => {
    // EDT is UTC−4.
    expect(isQuietTime(utc('2027-06-15T23:59:59Z'), newYork)).toBe(false); // 19:59:59
    expect(isQuietTime(utc('2027-06-16T00:00:00Z'), newYork)).toBe(true); // 20:00:00
  });

  it('ends at 08:00 local', () => {
    expect(isQuietTime(utc('2027-06-15T11:59:59Z'), newYork)).toBe(true); // 07:59:59
    expect(isQuietTime(utc('2027-06-15T12:00:00Z'), newYork)).toBe(false); // 08:00:00
  });

  it('holds through midnight', () => {
    expect(isQuietTime(utc('2027-06-15T04:00:00Z'), newYork)).toBe(true); // 00:00
    expect(isQuietTime(utc('2027-06-15T07:30:00Z'), newYork)).toBe(true); // 03:30
    expect(isQuietTime(utc('2027-06-15T16:00:00Z'), newYork)).toBe(false); // 12:00
  });

  it('goes by the athlete’s zone', () => {
    // 21:00 in New York is 18:00 in Los Angeles.
    const at = utc('2027-06-16T01:00:00Z');
    expect(isQuietTime(at, newYork)).toBe(true);
    expect(isQuietTime(at, losAngeles)).toBe(false);
    // 06:00 in Los Angeles is 09:00 in New York.
    const early = utc('2027-06-15T13:00:00Z');
    expect(isQuietTime(early, losAngeles)).toBe(true);
    expect(isQuietTime(early, newYork)).toBe(false);
  });

  it('follows standard time in winter', () => {
    // EST is UTC−5: 00:59 UTC is 19:59, 01:00 UTC is 20:00.
    expect(isQuietTime(utc('2027-01-16T00:59:59Z'), newYork)).toBe(false);
    expect(isQuietTime(utc('2027-01-16T01:00:00Z'), newYork)).toBe(true);
  });

  it('knows Phoenix keeps standard time and Honolulu is UTC−10', () => {
    // Phoenix is UTC−7 all year.
    expect(isQuietTime(utc('2027-07-16T02:59:59Z'), phoenix)).toBe(false);
    expect(isQuietTime(utc('2027-07-16T03:00:00Z'), phoenix)).toBe(true);
    expect(isQuietTime(utc('2027-01-16T03:00:00Z'), phoenix)).toBe(true);
    expect(isQuietTime(utc('2027-07-16T05:59:59Z'), honolulu)).toBe(false);
    expect(isQuietTime(utc('2027-07-16T06:00:00Z'), honolulu)).toBe(true);
  });
});

describe('nextDeliveryTime', () => {
  it('delivers at once outside quiet hours', () => {
    const at = utc('2027-06-15T18:23:45.678Z');
    expect(nextDeliveryTime(at, newYork)).toBe(at);
    const lastSecond = utc('2027-06-15T23:59:59Z');
    expect(nextDeliveryTime(lastSecond, newYork)).toBe(lastSecond);
  });

  it('holds an evening message until 8 am the next day', () => {
    expect(nextDeliveryTime(utc('2027-06-16T00:00:00Z'), newYork)).toEqual(
      utc('2027-06-16T12:00:00Z'),
    );
    expect(nextDeliveryTime(utc('2027-06-16T03:59:59.999Z'), newYork)).toEqual(
      utc('2027-06-16T12:00:00Z'),
    );
  });

  it('holds an early-morning message until 8 am the same day', () => {
    expect(nextDeliveryTime(utc('2027-06-16T04:00:00Z'), newYork)).toEqual(
      utc('2027-06-16T12:00:00Z'),
    );
    expect(nextDeliveryTime(utc('2027-06-16T11:59:59Z'), newYork)).toEqual(
      utc('2027-06-16T12:00:00Z'),
    );
  });

  it('rolls over the end of a month and of a year', () => {
    // 21:00 EDT on June 30 → 08:00 EDT on July 1.
    expect(nextDeliveryTime(utc('2027-07-01T01:00:00Z'), newYork)).toEqual(
      utc('2027-07-01T12:00:00Z'),
    );
    // 22:00 EST on December 31 → 08:00 EST on January 1.
    expect(nextDeliveryTime(utc('2028-01-01T03:00:00Z'), newYork)).toEqual(
      utc('2028-01-01T13:00:00Z'),
    );
  });

  it('finds 8 am across the spring change to daylight saving (2027-03-14)', () => {
    // 21:00 EST on Saturday March 13 (02:00 UTC March 14); clocks go forward at 02:00 on the
    // 14th, so 8 am that day is EDT, 12:00 UTC (not 13:00 as a 24-hour step would give).
    expect(nextDeliveryTime(utc('2027-03-14T02:00:00Z'), newYork)).toEqual(
      utc('2027-03-14T12:00:00Z'),
    );
    // 01:30 EST, before the change, and 03:30 EDT, after it.
    expect(nextDeliveryTime(utc('2027-03-14T06:30:00Z'), newYork)).toEqual(
      utc('2027-03-14T12:00:00Z'),
    );
    expect(nextDeliveryTime(utc('2027-03-14T07:30:00Z'), newYork)).toEqual(
      utc('2027-03-14T12:00:00Z'),
    );
  });

  it('finds 8 am across the autumn change to standard time (2027-11-07)', () => {
    // 21:00 EDT on Saturday November 6 (01:00 UTC November 7); clocks go back at 02:00 on the
    // 7th, so 8 am that day is EST, 13:00 UTC.
    expect(nextDeliveryTime(utc('2027-11-07T01:00:00Z'), newYork)).toEqual(
      utc('2027-11-07T13:00:00Z'),
    );
    // 01:30 happens twice that night: EDT (05:30 UTC) and EST (06:30 UTC).
    expect(nextDeliveryTime(utc('2027-11-07T05:30:00Z'), newYork)).toEqual(
      utc('2027-11-07T13:00:00Z'),
    );
    expect(nextDeliveryTime(utc('2027-11-07T06:30:00Z'), newYork)).toEqual(
      utc('2027-11-07T13:00:00Z'),
    );
  });

  it('finds 8 am in Los Angeles across the spring change', () => {
    // 23:00 PST on March 13 → 08:00 PDT on March 14 (15:00 UTC).
    expect(nextDeliveryTime(utc('2027-03-14T07:00:00Z'), losAngeles)).toEqual(
      utc('2027-03-14T15:00:00Z'),
    );
  });

  it('finds 8 am in Phoenix, which keeps standard time', () => {
    // 21:00 MST → 08:00 MST (15:00 UTC), in March as in any month.
    expect(nextDeliveryTime(utc('2027-03-14T04:00:00Z'), phoenix)).toEqual(
      utc('2027-03-14T15:00:00Z'),
    );
    expect(nextDeliveryTime(utc('2027-07-16T04:00:00Z'), phoenix)).toEqual(
      utc('2027-07-16T15:00:00Z'),
    );
  });

  it('finds 8 am in Honolulu', () => {
    // 20:30 HST on July 15 → 08:00 HST on July 16 (18:00 UTC).
    expect(nextDeliveryTime(utc('2027-07-16T06:30:00Z'), honolulu)).toEqual(
      utc('2027-07-16T18:00:00Z'),
    );
    // 05:00 HST → 08:00 the same day.
    expect(nextDeliveryTime(utc('2027-07-16T15:00:00Z'), honolulu)).toEqual(
      utc('2027-07-16T18:00:00Z'),
    );
  });

  it('delivers at a time that is no longer quiet', () => {
    for (const zone of [newYork, losAngeles, phoenix, honolulu, 'America/Chicago']) {
      for (let hour = 0; hour < 48; hour += 1) {
        const at = new Date(Date.UTC(2027, 10, 6, hour, 17));
        const delivery = nextDeliveryTime(at, zone);
        expect(isQuietTime(delivery, zone)).toBe(false);
        expect(delivery.getTime()).toBeGreaterThanOrEqual(at.getTime());
        expect(delivery.getTime() - at.getTime()).toBeLessThanOrEqual(13 * 3_600_000);
      }
    }
  });
});

describe('localTimeText', () => {
  it('gives the local time as the sender’s notice shows it', () => {
    expect(localTimeText(utc('2027-06-16T12:00:00Z'), newYork)).toBe('8:00 AM');
    expect(localTimeText(utc('2027-06-16T12:00:00Z'), losAngeles)).toBe('5:00 AM');
    expect(localTimeText(utc('2027-06-16T00:05:00Z'), newYork)).toBe('8:05 PM');
    expect(localTimeText(utc('2027-07-16T18:00:00Z'), honolulu)).toBe('8:00 AM');
  });

  it('gives 8:00 AM for every held message', () => {
    const delivery = nextDeliveryTime(utc('2027-11-07T01:00:00Z'), newYork);
    expect(localTimeText(delivery, newYork)).toBe('8:00 AM');
  });
});
