// Athlete helpers without zod, so list pages stay light.

// The types come from the schemas; importing them here costs the page no zod.
import type { Athlete, AthleteDetails } from './schemas/athletes';

export type {
  Athlete,
  AthleteDetails,
  AthleteList,
  AthleteOfTheMonth,
  AthleteTeaser,
} from './schemas/athletes';

export function hasDetails(athlete: Athlete): athlete is AthleteDetails {
  return 'school' in athlete;
}

export const signInToFilterMessage = 'Sign in to filter by graduation year and state.';
