import { randomUUID } from 'node:crypto';
import type { CoachLevel } from '#shared/recruiting';
import { verifyCoach } from './coach-fixtures';
import { unwrap } from './test-app';
import { signedInAccount } from './test-users';

/**
 * A verified coach ("Casey Morgan" of State University, NCAA D1, unless given), signed in on an
 * app of their own.
 */
export async function verifiedCoach(
  name = 'Casey Morgan',
  details: { institution?: string; level?: CoachLevel; sport?: string } = {},
) {
  const t = await signedInAccount({ userType: 'coach', name });
  await verifyCoach(t.db, t.account.id, details);
  return t;
}

/**
 * An adult athlete with a saved profile ("Jordan Reyes", a guard at Northside High, class of
 * 2027, in a sport of their own unless given), signed in on an app of their own, with
 * `profileId`.
 */
export async function adultAthlete(
  input: {
    firstName?: string;
    sport?: string;
    position?: string;
    height?: string | null;
    weight?: string | null;
  } = {},
) {
  const firstName = input.firstName ?? 'Jordan';
  const t = await signedInAccount({ userType: 'player', name: `${firstName} Reyes` });
  const { profile } = await unwrap(
    t.api.me.profile.$put({
      json: {
        firstName,
        lastName: 'Reyes',
        sport: input.sport ?? `Sport ${randomUUID().slice(0, 8)}`,
        position: input.position ?? 'Guard',
        school: 'Northside High',
        location: 'Austin, TX',
        graduationYear: '2027',
        bio: '',
        height: input.height ?? null,
        weight: input.weight ?? null,
        gender: 'Female',
        birthMonth: '4',
        birthYear: '2000',
      },
    }),
  );
  return Object.assign(t, { profileId: profile.id });
}
