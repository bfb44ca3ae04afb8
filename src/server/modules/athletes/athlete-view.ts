import type { AthleteDetails, AthleteTeaser } from '#shared/schemas/athletes';
import { playerProfiles } from '#server/db/schema/athletes';

type ProfileRow = typeof playerProfiles.$inferSelect;
type TeaserRow = Pick<ProfileRow, 'id' | 'firstName' | 'lastName' | 'sport' | 'avatarUrl'>;

/** The columns a signed-out visitor may see; lists select only these for them. */
export const teaserColumns = {
  id: playerProfiles.id,
  firstName: playerProfiles.firstName,
  lastName: playerProfiles.lastName,
  sport: playerProfiles.sport,
  avatarUrl: playerProfiles.avatarUrl,
};

export function teaserOf(row: TeaserRow): AthleteTeaser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    sport: row.sport,
    avatarUrl: row.avatarUrl,
  };
}

/**
 * What an athlete's row becomes for the caller: signed-out visitors get the teaser only
 * (name, sport, photo); position, school, location, class, body and bio go to members.
 */
export function athleteView(row: ProfileRow, signedIn: boolean): AthleteTeaser | AthleteDetails {
  const teaser = teaserOf(row);
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
