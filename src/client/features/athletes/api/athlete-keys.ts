import type { AthleteFilters } from './list-athletes';

/**
 * The athletes feature's query keys. Everything starts with 'athletes', so a change to any
 * athlete (a saved profile, a new photo) refreshes every list, page and featured section at once.
 */
export const athleteKeys = {
  all: ['athletes'] as const,
  list: (filters: AthleteFilters, signedIn: boolean) =>
    [...athleteKeys.all, 'list', filters, signedIn] as const,
  one: (id: string, signedIn: boolean) => [...athleteKeys.all, 'one', id, signedIn] as const,
  featured: (section: string, signedIn: boolean) =>
    [...athleteKeys.all, 'featured', section, signedIn] as const,
  ownProfile: () => [...athleteKeys.all, 'own-profile'] as const,
  ownReel: () => [...athleteKeys.all, 'own-reel'] as const,
};
