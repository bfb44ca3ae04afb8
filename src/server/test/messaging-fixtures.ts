import type { CoachLevel } from '#shared/recruiting';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { verifyCoach } from './coach-fixtures';
import { createTestApp, unwrap } from './test-app';
import { createTestUser, signIn } from './test-users';

const thisYear = new Date().getUTCFullYear();

/** An adult athlete's profile (basketball, class of next year unless told), as the editor sends it. */
export const athleteProfileInput = (
  classYear = thisYear + 1,
  gender: 'Male' | 'Female' = 'Female',
): ProfileEditorInput => ({
  firstName: 'Jordan',
  lastName: 'Reyes',
  sport: 'Basketball',
  position: 'Guard',
  school: 'Northside High',
  location: 'Austin, TX',
  graduationYear: String(classYear),
  bio: '',
  height: null,
  weight: null,
  gender,
  birthMonth: '4',
  birthYear: '2000',
});

/** A coach (verified at `level` unless told otherwise), signed in on an app of their own. */
export async function messagingCoach(level: CoachLevel = 'ncaa-d1', verified = true) {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'coach', name: 'Casey Morgan' });
  if (verified) await verifyCoach(t.db, account.id, { level });
  await signIn(t, account);
  return Object.assign(t, { account });
}

/** An adult athlete with a saved profile, signed in on an app of their own. */
export async function messagingAthlete(classYear = thisYear + 1) {
  const t = await createTestApp();
  const account = await createTestUser(t, { userType: 'player', name: 'Jordan Reyes' });
  await signIn(t, account);
  const { profile } = await unwrap(t.api.me.profile.$put({ json: athleteProfileInput(classYear) }));
  return Object.assign(t, { account, profileId: profile.id });
}
