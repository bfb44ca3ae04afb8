import type { AthleteSignup, Signup } from '#shared/schemas/accounts';
import type { Database } from '#server/db/client';
import { coachProfiles, organizations } from '#server/db/schema/accounts';
import { createSignupProfile, type AthleteCaches } from '#server/modules/athletes';

/** Stores what sign-up collected beyond the account: the player, coach or organization details. */
export async function createSignupDetails(
  db: Database,
  athleteCaches: AthleteCaches,
  userId: string,
  signup: Signup | AthleteSignup,
  now: Date,
): Promise<void> {
  if (signup.form === 'athlete' || signup.userType === 'player') {
    await createSignupProfile(db, athleteCaches, userId, signup, now);
  } else if (signup.userType === 'coach') {
    await db.insert(coachProfiles).values({
      userId,
      firstName: signup.firstName ?? '',
      lastName: signup.lastName ?? '',
      coachType: signup.coachType ?? 'youth',
      sport: signup.sport ?? 'other',
      institution: signup.coachType === 'college' ? (signup.institution ?? null) : null,
      school:
        signup.coachType === 'juniorHigh' || signup.coachType === 'highSchool'
          ? (signup.school ?? null)
          : null,
      program: signup.coachType === 'youth' ? (signup.program ?? null) : null,
    });
  } else {
    await db.insert(organizations).values({
      ownerUserId: userId,
      name: signup.organizationName ?? '',
      type: signup.organizationType ?? 'other',
      schoolLevel: signup.organizationType === 'school' ? (signup.schoolLevel ?? null) : null,
    });
  }
}
