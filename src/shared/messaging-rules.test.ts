import { describe, expect, it } from 'vitest';
import { mayAthleteStart, mayCoachStart, startMessages, type AthleteSide } from './messaging-rules';

const today = new Date('2026-11-26T15:00:00Z');
const athlete: AthleteSide = {
  userId: 'a1',
  sportId: 'soccer',
  classYear: 2028,
  gender: 'Female',
  contactOff: null,
  ownTeamStaff: false,
};
const off = { all: 'off for all', thisCoach: 'off for you' };

describe('who may write first to an athlete', () => {
  it.each([
    [{ kind: 'visitor' as const }, 'sign-in', startMessages.signIn],
    [{ kind: 'member' as const }, 'not-a-party', startMessages.notAParty],
    [{ kind: 'admin' as const }, 'not-a-party', startMessages.notAParty],
    [
      { kind: 'athlete' as const, userId: 'a2', recruitingPlan: true },
      'no-athlete-to-athlete',
      startMessages.noAthleteToAthlete,
    ],
    [{ kind: 'coach' as const }, 'verify-first', startMessages.verifyFirst],
    [
      { kind: 'verified-coach' as const, userId: 'c', level: 'high-school' as const },
      'college-coaches-only',
      startMessages.collegeOnly,
    ],
  ])('refuses %o (%s)', (starter, rule, reason) => {
    expect(mayCoachStart(starter, athlete, today, off)).toEqual({ allowed: false, rule, reason });
  });

  it('lets a verified college coach write inside the calendar window, not before', () => {
    const d1 = { kind: 'verified-coach' as const, userId: 'c', level: 'ncaa-d1' as const };
    expect(mayCoachStart(d1, athlete, today, off)).toEqual({ allowed: true });
    expect(mayCoachStart(d1, { ...athlete, classYear: 2030 }, today, off)).toEqual({
      allowed: false,
      rule: 'ncaa-calendar',
      reason: 'NCAA Division I soccer coaches may contact the class of 2030 from June 15, 2028.',
      from: { year: 2028, month: 6, day: 15 },
    });
    const d3 = { ...d1, level: 'ncaa-d3' as const };
    expect(mayCoachStart(d3, { ...athlete, classYear: 2032 }, today, off)).toEqual({
      allowed: true,
    });
  });

  it("lets the staff of the athlete's own team write, whatever their level, outside the calendar, unless a guardian switched it off", () => {
    const onStaff = { ...athlete, classYear: 2032, ownTeamStaff: true };
    for (const starter of [
      { kind: 'coach' as const },
      { kind: 'member' as const },
      { kind: 'verified-coach' as const, userId: 'c', level: 'high-school' as const },
      { kind: 'verified-coach' as const, userId: 'c', level: 'ncaa-d1' as const },
    ]) {
      expect(mayCoachStart(starter, onStaff, today, off)).toEqual({ allowed: true });
      expect(mayCoachStart(starter, { ...onStaff, contactOff: 'all' }, today, off)).toEqual({
        allowed: false,
        rule: 'guardian-switched-off',
        reason: 'off for all',
      });
    }
    // A visitor, or another athlete, is never their staff.
    expect(mayCoachStart({ kind: 'visitor' }, onStaff, today, off)).toMatchObject({
      rule: 'sign-in',
    });
    expect(
      mayCoachStart({ kind: 'athlete', userId: 'a2', recruitingPlan: true }, onStaff, today, off),
    ).toMatchObject({ rule: 'no-athlete-to-athlete' });
  });

  it("puts a guardian's switch before the calendar", () => {
    const d2 = { kind: 'verified-coach' as const, userId: 'c', level: 'ncaa-d2' as const };
    expect(mayCoachStart(d2, { ...athlete, contactOff: 'all' }, today, off)).toMatchObject({
      allowed: false,
      rule: 'guardian-switched-off',
      reason: 'off for all',
    });
    expect(mayCoachStart(d2, { ...athlete, contactOff: 'this-coach' }, today, off)).toMatchObject({
      reason: 'off for you',
    });
  });
});

describe('who may write first to a coach', () => {
  const planHolder = { kind: 'athlete' as const, userId: 'a', recruitingPlan: true };
  it('lets an athlete on the Recruiting Profile plan write to a verified college coach only', () => {
    expect(mayAthleteStart(planHolder, { verifiedLevel: 'naia' })).toEqual({ allowed: true });
    expect(mayAthleteStart(planHolder, { verifiedLevel: 'club-youth' })).toMatchObject({
      rule: 'coach-not-verified',
    });
    expect(mayAthleteStart(planHolder, { verifiedLevel: null })).toMatchObject({
      rule: 'coach-not-verified',
    });
    expect(
      mayAthleteStart({ ...planHolder, recruitingPlan: false }, { verifiedLevel: 'ncaa-d1' }),
    ).toMatchObject({ rule: 'recruiting-plan', reason: startMessages.recruitingPlan });
    expect(mayAthleteStart({ kind: 'coach' }, { verifiedLevel: 'ncaa-d1' })).toMatchObject({
      rule: 'not-a-party',
    });
    expect(mayAthleteStart({ kind: 'visitor' }, { verifiedLevel: 'ncaa-d1' })).toMatchObject({
      rule: 'sign-in',
    });
  });
});
