import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type AdminOverview = {
  members: number;
  players: number;
  coaches: number;
  organizations: number;
  admins: number;
  unverified: number;
};

export function useAdminOverview(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'overview'],
    queryFn: () => apiFetch<AdminOverview>('/api/admin/overview'),
    retry: false,
  });
}
