import type { AthleteDetails, AthleteTeaser, HighlightVideo } from '#shared/schemas/athletes';
import { playerProfiles } from '#server/db/schema/athletes';

/** A profile row with whether its owner is featured (see featured-placement.ts). */
type ProfileRow = typeof playerProfiles.$inferSelect & { featured: boolean };
type TeaserRow = Pick<
  ProfileRow,
  'id' | 'firstName' | 'lastName' | 'sport' | 'avatarUrl' | 'featured'
>;

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
    featured: row.featured,
  };
}

/**
 * What an athlete's row becomes for the caller: signed-out visitors get the teaser only (name,
 * sport, photo, whether they are featured); position, school, location, class, body, bio and
 * the highlight video go to members. `highlight` is the playable video (see
 * highlight-videos.ts), null for none; left out, the answer says nothing about one (the paged
 * search list).
 */
export function athleteView(
  row: ProfileRow,
  signedIn: boolean,
  highlight?: HighlightVideo | null,
): AthleteTeaser | AthleteDetails {
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
    ...(highlight === undefined ? {} : { highlightVideo: highlight }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
