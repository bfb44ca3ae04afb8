import type { AthleteDetails, AthleteTeaser } from '../../../shared/schemas/athletes';
import type { playerProfiles } from '../../db/schema/athletes';

type ProfileRow = typeof playerProfiles.$inferSelect;

/**
 * What an athlete's row becomes for the caller: signed-out visitors get the teaser only
 * (name, sport, photo); position, school, location, class, body and bio go to members.
 */
export function athleteView(row: ProfileRow, signedIn: boolean): AthleteTeaser | AthleteDetails {
  const teaser: AthleteTeaser = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    sport: row.sport,
    avatarUrl: row.avatarUrl,
  };
  if (!signedIn) return teaser;
  return {
    ...teaser,
    position: row.position,
    school: row.school,
    location: row.location,
    state: row.state,
    graduationYear: row.graduationYear,
    height: row.height,
    weight: row.weight,
    gender: row.gender,
    bio: row.bio,
    isComplete: row.isComplete,
    highlightVideoUrl: row.highlightVideoUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
