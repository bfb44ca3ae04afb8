import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export type Account = {
  id: string;
  name: string;
  email: string;
  userType: 'player' | 'coach' | 'organization' | null;
  phone: string | null;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  playerProfile: { id: string; isComplete: boolean } | null;
};

export const accountQueryKey = ['me'] as const;

export const getAccount = () => apiFetch<Account>('/api/me');

export function useAccount() {
  return useQuery({ queryKey: accountQueryKey, queryFn: getAccount });
}
