import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Athlete } from '#shared/athlete';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { athleteKeys } from './athlete-keys';

const sections = {
  recent: api.athletes.recent.$get,
  featured: api.athletes.featured.$get,
  'most-improved': api.athletes['most-improved'].$get,
};

/**
 * A featured section's athletes; a failure is logged and shown as none
 * (docs/product.md#athlete-sections).
 */
export const featuredAthletesQueryOptions = (section: keyof typeof sections, signedIn: boolean) =>
  queryOptions({
    queryKey: athleteKeys.featured(section, signedIn),
    queryFn: async ({ signal }): Promise<Athlete[]> => {
      try {
        return await unwrap(sections[section](undefined, withSignal(signal)));
      } catch (error) {
        console.warn(`Could not load the ${section} athletes`, error);
        return [];
      }
    },
  });

export const athleteOfTheMonthQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: athleteKeys.featured('athlete-of-the-month', signedIn),
    queryFn: ({ signal }) =>
      unwrap(api.athletes['athlete-of-the-month'].$get(undefined, withSignal(signal))).catch(
        () => null,
      ),
  });

export const useRecentAthletes = (signedIn: boolean) =>
  useQuery(featuredAthletesQueryOptions('recent', signedIn));
export const useFeaturedAthletes = (signedIn: boolean) =>
  useQuery(featuredAthletesQueryOptions('featured', signedIn));
export const useMostImproved = (signedIn: boolean) =>
  useQuery(featuredAthletesQueryOptions('most-improved', signedIn));
export const useAthleteOfTheMonth = (signedIn: boolean) =>
  useQuery(athleteOfTheMonthQueryOptions(signedIn));
