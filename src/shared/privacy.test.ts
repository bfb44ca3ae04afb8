import { describe, expect, it } from 'vitest';
import { z } from './schemas/zod';
import { ageGroupOn, ageOn, birthDateOf, isWiderThan, widestVisibility } from './privacy';
import { checkBirthFields } from './schemas/privacy';

const on = (date: string) => new Date(`${date}T12:00:00Z`);

describe('age rules', () => {
  it('counts whole years at the birthday boundaries', () => {
    // 12 years and 364 days: still 12.
    expect(ageOn('2013-11-25', on('2026-11-24'))).toBe(12);
    expect(ageGroupOn('2013-11-25', on('2026-11-24'))).toBe('child');
    // The 13th birthday: a minor with an account.
    expect(ageOn('2013-11-24', on('2026-11-24'))).toBe(13);
    expect(ageGroupOn('2013-11-24', on('2026-11-24'))).toBe('minor');
    // 17 on the day before the 18th birthday; adult on it.
    expect(ageGroupOn('2008-11-25', on('2026-11-24'))).toBe('minor');
    expect(ageOn('2008-11-25', on('2026-11-24'))).toBe(17);
    expect(ageGroupOn('2008-11-24', on('2026-11-24'))).toBe('adult');
    expect(ageOn('2008-11-24', on('2026-11-24'))).toBe(18);
  });

  it('counts a leap-day birthday from 1 March in other years', () => {
    expect(ageOn('2012-02-29', on('2025-02-28'))).toBe(12);
    expect(ageOn('2012-02-29', on('2025-03-01'))).toBe(13);
  });

  it('takes a birth month at its last day, so nobody is counted older than they are', () => {
    expect(birthDateOf({ year: 2013, month: 11 })).toBe('2013-11-30');
    expect(birthDateOf({ year: 2012, month: 2 })).toBe('2012-02-29');
    expect(birthDateOf({ year: 2013, month: 2 })).toBe('2013-02-28');
    // Born some day in November 2013: not yet 13 on 24 November 2026, 13 on the 30th.
    expect(ageGroupOn(birthDateOf({ year: 2013, month: 11 }), on('2026-11-24'))).toBe('child');
    expect(ageGroupOn(birthDateOf({ year: 2013, month: 11 }), on('2026-11-30'))).toBe('minor');
    expect(ageGroupOn(birthDateOf({ year: 2013, month: 10 }), on('2026-11-24'))).toBe('minor');
    expect(ageGroupOn(birthDateOf({ year: 2008, month: 11 }), on('2026-11-24'))).toBe('minor');
    expect(ageGroupOn(birthDateOf({ year: 2008, month: 10 }), on('2026-11-24'))).toBe('adult');
  });
});

describe('sign-up birth fields', () => {
  const check = (value: Parameters<typeof checkBirthFields>[0], today = on('2026-11-24')) =>
    z
      .object({})
      .passthrough()
      .superRefine((_, ctx) => checkBirthFields(value, ctx, today))
      .safeParse({})
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('refuses under 13, asks 13 to 17 for a guardian, and asks adults nothing', () => {
    const email = 'kid@example.com';
    expect(check({ birthMonth: 11, birthYear: 2013, email })[0]?.[0]).toBe('birthYear');
    expect(check({ birthMonth: 10, birthYear: 2013, email })).toEqual([
      ['guardianEmail', 'Athletes under 18 need a parent or guardian email'],
    ]);
    expect(
      check({ birthMonth: 10, birthYear: 2013, email, guardianEmail: 'kid@example.com' }),
    ).toEqual([['guardianEmail', 'The parent or guardian email must be different from your own']]);
    expect(
      check({ birthMonth: 10, birthYear: 2013, email, guardianEmail: 'not an address' }),
    ).toEqual([['guardianEmail', 'Please enter a valid email address']]);
    expect(
      check({ birthMonth: 10, birthYear: 2013, email, guardianEmail: 'mom@example.com' }),
    ).toEqual([]);
    expect(check({ birthMonth: 10, birthYear: 2008, email })).toEqual([]);
  });
});

describe('visibility matrix', () => {
  it('orders the settings from private to public', () => {
    expect(isWiderThan('public', 'members')).toBe(true);
    expect(isWiderThan('members', 'private')).toBe(true);
    expect(isWiderThan('members', 'public')).toBe(false);
    expect(isWiderThan('private', 'private')).toBe(false);
  });

  it('lets a minor go no wider than their guardian allowed', () => {
    const today = on('2026-11-24');
    const minor = '2011-05-31';
    const adult = '2000-05-31';
    expect(widestVisibility(adult, null, today)).toBe('public');
    expect(widestVisibility(null, null, today)).toBe('public');
    expect(widestVisibility(minor, null, today)).toBe('members');
    expect(widestVisibility(minor, { status: 'pending', allowedVisibility: 'public' }, today)).toBe(
      'members',
    );
    expect(widestVisibility(minor, { status: 'granted', allowedVisibility: 'public' }, today)).toBe(
      'public',
    );
    expect(
      widestVisibility(minor, { status: 'withdrawn', allowedVisibility: 'public' }, today),
    ).toBe('members');
  });
});
