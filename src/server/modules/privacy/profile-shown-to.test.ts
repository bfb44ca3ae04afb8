import { describe, expect, it } from 'vitest';
import { profileShownTo } from './update-listing';

const row = (listed: boolean, visibility: 'public' | 'members' | 'coaches' | 'private') => ({
  userId: 'owner',
  listed,
  visibility,
});
const viewer = (id: string | null, audience: 'visitor' | 'member' | 'coach', admin = false) => ({
  id,
  audience,
  admin,
});

describe('who may open one profile', () => {
  it('is its owner, whatever the listing or the visibility', () => {
    expect(profileShownTo(row(false, 'private'), viewer('owner', 'member'))).toBe(true);
  });

  it('is an administrator where the place allows it, and privacy’s audience rule otherwise', () => {
    expect(profileShownTo(row(false, 'private'), viewer('admin', 'member', true))).toBe(true);
    expect(profileShownTo(row(false, 'private'), viewer('admin', 'member'))).toBe(false);
    expect(profileShownTo(row(true, 'public'), viewer(null, 'visitor'))).toBe(true);
    expect(profileShownTo(row(true, 'members'), viewer(null, 'visitor'))).toBe(false);
    expect(profileShownTo(row(true, 'members'), viewer('m', 'member'))).toBe(true);
    expect(profileShownTo(row(true, 'coaches'), viewer('m', 'member'))).toBe(false);
    expect(profileShownTo(row(true, 'coaches'), viewer('c', 'coach'))).toBe(true);
    expect(profileShownTo(row(false, 'public'), viewer('c', 'coach'))).toBe(false);
  });

  it('never takes a signed-out viewer for an owner without an account', () => {
    expect(profileShownTo({ ...row(false, 'private'), userId: '' }, viewer(null, 'visitor'))).toBe(
      false,
    );
  });
});
