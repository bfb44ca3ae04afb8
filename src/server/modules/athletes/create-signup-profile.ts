import { stateFromLocation } from '#shared/location';
import type { AthleteSignup, Signup } from '#shared/schemas/accounts';
import { isAthleteSignupComplete } from '#shared/schemas/accounts';
import { sportName } from '#shared/sports';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import type { AthleteCaches } from './athlete-list-cache';
import { refreshListing } from './update-listing';

/**
 * The athlete profile a player's sign-up starts: every field of the athlete form, or the few the
 * generic form asks a player. It is listed once the email is confirmed.
 */
export async function createSignupProfile(
  db: Database,
  caches: AthleteCaches,
  userId: string,
  signup: AthleteSignup | Signup,
): Promise<void> {
  await db.insert(playerProfiles).values(
    signup.form === 'athlete'
      ? {
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
        }
      : {
          userId,
          firstName: signup.firstName ?? '',
          lastName: signup.lastName ?? '',
          school: signup.school,
          // Profiles keep a sport by its name, as the athlete forms send it.
          sport: signup.sport ? sportName(signup.sport) : undefined,
          position: signup.position,
          graduationYear: signup.graduationYear ? Number(signup.graduationYear) : null,
          isComplete: false,
        },
  );
  await refreshListing(db, caches, userId);
}
