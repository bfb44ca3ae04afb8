import type { Athlete, AthleteDetails } from './schemas/athletes';

/**
 * Whether the API sent the member-only details of an athlete. Kept apart from the zod schemas so
 * the pages that only show athlete cards (the home page) do not load zod.
 */
export function hasDetails(athlete: Athlete): athlete is AthleteDetails {
  return 'school' in athlete;
}
