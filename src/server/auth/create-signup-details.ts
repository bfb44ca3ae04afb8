import type { AthleteSignup, Signup } from '../../shared/schemas/accounts';
import { isAthleteSignupComplete } from '../../shared/schemas/accounts';
import { stateFromLocation } from '../../shared/location';
import type { Database } from '../db/client';
import { athletesChanged } from '../modules/athletes/athlete-list-cache';
import { coachProfiles, organizations } from '../db/schema/accounts';
import { playerProfiles } from '../db/schema/athletes';

/** Stores what sign-up collected beyond the account: the player, coach or organization details. */
export async function createSignupDetails(
  db: Database,
  userId: string,
  signup: Signup | AthleteSignup,
): Promise<void> {
  if (signup.form === 'athlete') {
    await db.insert(playerProfiles).values({
      userId,
      firstName: signup.firstName,
      lastName: signup.lastName,
      sport: signup.sport,
      position: signup.position,
      school: signup.school,
      location: signup.location,
      state: stateFromLocation(signup.location),
      gender: signup.gender,
      graduationYear: Number(signup.graduationYear),
      isComplete: isAthleteSignupComplete(signup),
    });
    athletesChanged();
    return;
  }

  if (signup.userType === 'player') {
    await db.insert(playerProfiles).values({
      userId,
      firstName: signup.firstName ?? '',
      lastName: signup.lastName ?? '',
      school: signup.school,
      sport: signup.sport,
      position: signup.position,
      graduationYear: signup.graduationYear ? Number(signup.graduationYear) : null,
      isComplete: false,
    });
    athletesChanged();
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
