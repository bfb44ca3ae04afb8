import { describe, expect, it } from 'vitest';
import {
  type CollegeCoachLevel,
  contactRuleText,
  contactWindow,
  easternCalendarDate,
  firstContactDate,
  isContactCalendarLevel,
} from './ncaa-contact-calendar';
import type { SportId } from './sports';

/** 12:00 at UTC−4 on a day (noon EDT, 11:00 EST): that same day in New York all year. */
const noonEastern = (date: string) => new Date(`${date}T12:00:00-04:00`);

describe('firstContactDate', () => {
  it.each<[CollegeCoachLevel, SportId, string | undefined, string]>([
    ['ncaa-d1', 'basketball', 'Male', '2027-06-15'],
    ['ncaa-d1', 'basketball', 'Female', '2027-06-01'],
    ['ncaa-d1', 'football', undefined, '2027-06-15'],
    ['ncaa-d1', 'soccer', undefined, '2027-06-15'],
    ['ncaa-d1', 'baseball', 'Male', '2027-08-01'],
    ['ncaa-d1', 'baseball', 'Female', '2027-09-01'],
    ['ncaa-d1', 'volleyball', undefined, '2027-06-15'],
    ['ncaa-d1', 'track', undefined, '2027-06-15'],
    ['ncaa-d1', 'wrestling', undefined, '2027-06-15'],
    ['ncaa-d1', 'hockey', 'Male', '2027-01-01'],
    ['ncaa-d1', 'hockey', 'Female', '2027-06-15'],
    ['ncaa-d1', 'tennis', undefined, '2027-06-15'],
    ['ncaa-d1', 'swimming', undefined, '2027-06-15'],
    ['ncaa-d1', 'other', undefined, '2027-09-01'],
    ['ncaa-d2', 'soccer', undefined, '2027-06-15'],
    ['ncaa-d2', 'football', undefined, '2027-06-15'],
    ['ncaa-d2', 'hockey', 'Male', '2027-06-15'],
  ])('%s %s (%s), class of 2029: %s', (level, sport, gender, expected) => {
    const [year, month, day] = expected.split('-').map(Number);
    expect(firstContactDate(level, sport, 2029, gender)).toEqual({ year, month, day });
  });

  it('takes the later date of a split sport when the profile gives no Male or Female', () => {
    for (const gender of [undefined, null, 'Other', 'male', '']) {
      expect(firstContactDate('ncaa-d1', 'basketball', 2029, gender)).toEqual({
        year: 2027,
        month: 6,
        day: 15,
      });
      expect(firstContactDate('ncaa-d1', 'hockey', 2029, gender)).toEqual({
        year: 2027,
        month: 6,
        day: 15,
      });
      expect(firstContactDate('ncaa-d1', 'baseball', 2029, gender)).toEqual({
        year: 2027,
        month: 9,
        day: 1,
      });
    }
  });

  it('follows the class year', () => {
    expect(firstContactDate('ncaa-d1', 'soccer', 2031)).toEqual({ year: 2029, month: 6, day: 15 });
  });

  it.each<CollegeCoachLevel>(['ncaa-d3', 'naia', 'juco'])('%s sets no date', (level) => {
    expect(firstContactDate(level, 'basketball', 2029, 'Male')).toBeNull();
    expect(firstContactDate(level, 'football', 2029)).toBeNull();
  });
});

describe('contactWindow', () => {
  it.each<[CollegeCoachLevel, SportId, string | undefined, string, string]>([
    ['ncaa-d1', 'basketball', 'Male', '2027-06-14', '2027-06-15'],
    ['ncaa-d1', 'basketball', 'Female', '2027-05-31', '2027-06-01'],
    ['ncaa-d1', 'basketball', undefined, '2027-06-14', '2027-06-15'],
    ['ncaa-d1', 'football', undefined, '2027-06-14', '2027-06-15'],
    ['ncaa-d1', 'baseball', 'Male', '2027-07-31', '2027-08-01'],
    ['ncaa-d1', 'baseball', undefined, '2027-08-31', '2027-09-01'],
    ['ncaa-d1', 'hockey', 'Male', '2026-12-31', '2027-01-01'],
    ['ncaa-d1', 'hockey', 'Female', '2027-06-14', '2027-06-15'],
    ['ncaa-d1', 'track', undefined, '2027-06-14', '2027-06-15'],
    ['ncaa-d2', 'soccer', undefined, '2027-06-14', '2027-06-15'],
    ['ncaa-d2', 'baseball', 'Male', '2027-06-14', '2027-06-15'],
  ])('%s %s (%s): refused on %s, allowed on %s', (level, sport, gender, dayBefore, dayOf) => {
    expect(contactWindow(level, sport, 2029, noonEastern(dayBefore), gender).allowed).toBe(false);
    expect(contactWindow(level, sport, 2029, noonEastern(dayOf), gender)).toEqual({
      allowed: true,
    });
  });

  it.each<CollegeCoachLevel>(['ncaa-d3', 'naia', 'juco'])(
    '%s: allowed for any class at any time',
    (level) => {
      for (const sport of ['basketball', 'football', 'hockey', 'other'] as const) {
        expect(contactWindow(level, sport, 2032, noonEastern('2026-11-26'))).toEqual({
          allowed: true,
        });
      }
    },
  );

  it('gives the first day and the message', () => {
    expect(contactWindow('ncaa-d1', 'basketball', 2029, noonEastern('2027-06-14'), 'Male')).toEqual(
      {
        allowed: false,
        from: { year: 2027, month: 6, day: 15 },
        message:
          'NCAA Division I basketball coaches may contact the class of 2029 from June 15, 2027.',
      },
    );
  });

  it.each<[CollegeCoachLevel, SportId, string | undefined, string]>([
    [
      'ncaa-d1',
      'track',
      undefined,
      'NCAA Division I track and field coaches may contact the class of 2030 from June 15, 2028.',
    ],
    [
      'ncaa-d1',
      'hockey',
      'Male',
      'NCAA Division I hockey coaches may contact the class of 2030 from January 1, 2028.',
    ],
    [
      'ncaa-d1',
      'baseball',
      'Male',
      'NCAA Division I baseball coaches may contact the class of 2030 from August 1, 2028.',
    ],
    [
      'ncaa-d1',
      'other',
      undefined,
      'NCAA Division I coaches may contact the class of 2030 from September 1, 2028.',
    ],
    [
      'ncaa-d2',
      'soccer',
      undefined,
      'NCAA Division II soccer coaches may contact the class of 2030 from June 15, 2028.',
    ],
  ])('message for %s %s (%s)', (level, sport, gender, message) => {
    const window = contactWindow(level, sport, 2030, noonEastern('2026-11-26'), gender);
    expect(window).toMatchObject({ allowed: false, message });
  });

  it('goes by the date in US Eastern time', () => {
    // 23:30 EDT on June 14 is 03:30 UTC on June 15: still June 14 for the rules.
    const lateJune14 = new Date('2027-06-15T03:30:00Z');
    expect(easternCalendarDate(lateJune14)).toEqual({ year: 2027, month: 6, day: 14 });
    expect(contactWindow('ncaa-d1', 'soccer', 2029, lateJune14).allowed).toBe(false);
    // Midnight Eastern opens the day.
    expect(contactWindow('ncaa-d1', 'soccer', 2029, new Date('2027-06-15T04:00:00Z'))).toEqual({
      allowed: true,
    });
    expect(contactWindow('ncaa-d1', 'soccer', 2029, new Date('2027-06-15T03:59:59Z')).allowed).toBe(
      false,
    );
    // In winter (EST, UTC−5), 23:30 on December 31 is 04:30 UTC on January 1.
    const lateDecember31 = new Date('2027-01-01T04:30:00Z');
    expect(contactWindow('ncaa-d1', 'hockey', 2029, lateDecember31, 'Male').allowed).toBe(false);
    expect(
      contactWindow('ncaa-d1', 'hockey', 2029, new Date('2027-01-01T05:00:00Z'), 'Male'),
    ).toEqual({ allowed: true });
  });

  it.each<[CollegeCoachLevel, SportId, string]>([
    [
      'ncaa-d1',
      'basketball',
      'NCAA Division I basketball coaches may contact an athlete once their profile gives a graduation year.',
    ],
    [
      'ncaa-d2',
      'track',
      'NCAA Division II track and field coaches may contact an athlete once their profile gives a graduation year.',
    ],
    [
      'naia',
      'soccer',
      'NAIA soccer coaches may contact an athlete once their profile gives a graduation year.',
    ],
    [
      'juco',
      'football',
      'Junior college football coaches may contact an athlete once their profile gives a graduation year.',
    ],
  ])('refuses %s %s when the athlete has no class year', (level, sport, message) => {
    expect(contactWindow(level, sport, null, noonEastern('2030-01-01'))).toEqual({
      allowed: false,
      from: null,
      message,
    });
  });
});

describe('contactRuleText', () => {
  it.each<[CollegeCoachLevel, SportId, string | undefined, string]>([
    ['ncaa-d1', 'basketball', undefined, 'June 15 after the sophomore year'],
    ['ncaa-d1', 'basketball', 'Female', 'June 1 after the sophomore year'],
    ['ncaa-d1', 'football', undefined, 'June 15 after the sophomore year'],
    ['ncaa-d1', 'baseball', 'Male', 'August 1 before the junior year'],
    ['ncaa-d1', 'baseball', undefined, 'September 1 of the junior year'],
    ['ncaa-d1', 'hockey', 'Male', 'January 1 of the sophomore year'],
    ['ncaa-d1', 'other', undefined, 'September 1 of the junior year'],
    ['ncaa-d2', 'hockey', 'Male', 'June 15 after the sophomore year'],
    ['ncaa-d3', 'soccer', undefined, 'No date restriction'],
    ['naia', 'soccer', undefined, 'No date restriction'],
    ['juco', 'soccer', undefined, 'No date restriction'],
  ])('%s %s (%s): %s', (level, sport, gender, text) => {
    expect(contactRuleText(level, sport, gender)).toBe(text);
  });
});

describe('isContactCalendarLevel', () => {
  it('holds for the college levels only', () => {
    expect(isContactCalendarLevel('ncaa-d1')).toBe(true);
    expect(isContactCalendarLevel('juco')).toBe(true);
    expect(isContactCalendarLevel('high-school')).toBe(false);
    expect(isContactCalendarLevel('club-youth')).toBe(false);
  });
});
