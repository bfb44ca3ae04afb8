import { useQuery } from '@tanstack/react-query';
import type { Athlete } from '../../../../shared/athlete';
import { apiFetch } from '../../../lib/api';

/** Failures are logged and shown as an empty list (SPEC §8: data loading). */
async function listOrEmpty(path: string): Promise<Athlete[]> {
  try {
    return await apiFetch<Athlete[]>(path);
  } catch (error) {
    console.warn(`Could not load ${path}`, error);
    return [];
  }
}

export const useRecentAthletes = (signedIn: boolean) =>
  useQuery({
    queryKey: ['athletes', 'recent', signedIn],
    queryFn: () => listOrEmpty('/api/athletes/recent'),
  });

export const useFeaturedAthletes = (signedIn: boolean) =>
  useQuery({
    queryKey: ['athletes', 'featured', signedIn],
    queryFn: () => listOrEmpty('/api/athletes/featured'),
  });

export const useMostImproved = (signedIn: boolean) =>
  useQuery({
    queryKey: ['athletes', 'most-improved', signedIn],
    queryFn: () => listOrEmpty('/api/athletes/most-improved'),
  });

export const useAthleteOfTheMonth = (signedIn: boolean) =>
  useQuery({
    queryKey: ['athletes', 'athlete-of-the-month', signedIn],
    queryFn: () => apiFetch<Athlete | null>('/api/athletes/athlete-of-the-month').catch(() => null),
  });
