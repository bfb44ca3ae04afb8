import { stateFromLocation } from '#shared/location';
import type { AthleteSignup, Signup } from '#shared/schemas/accounts';
import { isAthleteSignupComplete } from '#shared/schemas/accounts';
import { birthDateOf, defaultVisibility } from '#shared/privacy';
import { sportName } from '#shared/sports';
import { isMinor, openConsentRecord, refreshListing } from '#server/modules/privacy';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import type { AthleteCaches } from './athlete-list-cache';

/**
 * The athlete profile a player's sign-up starts: every field of the athlete form, or the few the
 * generic form asks a player, with the date of birth. It is listed once the email is confirmed
 * and, for an athlete under 18, once a parent or guardian consents; a minor's profile starts
 * visible to signed-in members only.
 */
export async function createSignupProfile(
  db: Database,
  caches: AthleteCaches,
  userId: string,
  signup: AthleteSignup | Signup,
  now: Date,
): Promise<void> {
  const birthDate =
    signup.birthYear !== undefined && signup.birthMonth !== undefined
      ? birthDateOf({ year: signup.birthYear, month: signup.birthMonth })
      : null;
  const minor = isMinor(birthDate, now);
  const privacy = { birthDate, visibility: defaultVisibility(minor) };
  await db.insert(playerProfiles).values(
    signup.form === 'athlete'
      ? {
          ...privacy,
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
          ...privacy,
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
  // Under 18: a parent or guardian decides whether the profile is shown (see guardian-consent.ts).
  if (minor && signup.guardianEmail) await openConsentRecord(db, userId, signup.guardianEmail, now);
  await refreshListing(db, caches, userId);
}
