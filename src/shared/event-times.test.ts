import { describe, expect, it } from 'vitest';
import { formatEventTime, localInput, zonedInstant } from './event-times';

describe('event times', () => {
  it('reads a wall clock in the event’s zone, across daylight saving', () => {
    expect(zonedInstant('2026-12-05T09:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-12-05T15:30:00.000Z',
    );
    expect(zonedInstant('2026-07-05T09:30', 'America/Chicago')?.toISOString()).toBe(
      '2026-07-05T14:30:00.000Z',
    );
    expect(zonedInstant('2026-07-05T09:30', 'America/Phoenix')?.toISOString()).toBe(
      '2026-07-05T16:30:00.000Z',
    );
  });

  it('refuses what is not a date and time', () => {
    expect(zonedInstant('2026-02-30T09:30', 'America/Chicago')).toBeNull();
    expect(zonedInstant('tomorrow', 'America/Chicago')).toBeNull();
  });

  it('gives the form and the page the same wall clock back', () => {
    const at = zonedInstant('2026-11-08T01:30', 'America/New_York')!;
    expect(localInput(at, 'America/New_York')).toBe('2026-11-08T01:30');
    expect(formatEventTime(at, 'America/New_York')).toBe('Sun, Nov 8, 1:30 AM EST');
  });
});
