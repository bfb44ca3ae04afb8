import { describe, expect, it } from 'vitest';
import { englishLongDate, longDay, longMonth, mediumUtcDate } from './format-date';

describe('dates in the site’s English, read in UTC', () => {
  it('read as the browser’s own en-US formats do, for every day of several years', () => {
    const longFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
    const mediumFormat = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const monthFormat = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const day = date.toISOString().slice(0, 10);
      expect(longDay(day)).toBe(longFormat.format(date));
      // Late in the evening, as a replay's moment is stored: still that day in UTC.
      const evening = new Date(time + 23 * 3_600_000 + 59 * 60_000);
      expect(mediumUtcDate(evening.toISOString())).toBe(mediumFormat.format(evening));
      expect(mediumUtcDate(evening)).toBe(mediumFormat.format(evening));
      expect(longMonth(day.slice(0, 7))).toBe(monthFormat.format(date));
    }
    expect(longMonth('2026-11')).toBe('November 2026');
    expect(longDay('2026-11-22')).toBe('November 22, 2026');
    expect(mediumUtcDate('2026-11-24T10:00:00Z')).toBe('Nov 24, 2026');
  });

  it('read a moment’s long date in the reader’s time zone as the browser does', () => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 5 * 3_600_000) {
      expect(englishLongDate(new Date(time))).toBe(format.format(new Date(time)));
      expect(englishLongDate(new Date(time).toISOString())).toBe(format.format(new Date(time)));
    }
  });
});
