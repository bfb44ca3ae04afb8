// Athlete types and helpers without zod, so list pages stay light.

/** What anyone may see of an athlete. */
export type AthleteTeaser = {
  id: string;
  firstName: string;
  lastName: string;
  sport: string;
  avatarUrl: string | null;
};

/** What signed-in members see. */
export type AthleteDetails = AthleteTeaser & {
  position: string;
  school: string;
  location: string;
  state: string | null;
  graduationYear: number | null;
  height: string | null;
  weight: string | null;
  gender: string;
  bio: string | null;
  isComplete: boolean;
  highlightVideoUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export type Athlete = AthleteTeaser | AthleteDetails;

export function hasDetails(athlete: Athlete): athlete is AthleteDetails {
  return 'school' in athlete;
}

export type AthleteList = { items: Athlete[]; total: number; nextCursor: string | null };

export const signInToFilterMessage = 'Sign in to filter by graduation year and state.';
