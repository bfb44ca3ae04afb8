import { useQuery } from '@tanstack/react-query';
import type { Athlete } from '../../../../shared/athlete';
import { apiFetch } from '../../../lib/api';

export const useAthlete = (id: string, signedIn: boolean) =>
  useQuery({
    queryKey: ['athletes', 'one', id, signedIn],
    queryFn: () => apiFetch<Athlete>(`/api/athletes/${encodeURIComponent(id)}`),
    retry: false,
  });
