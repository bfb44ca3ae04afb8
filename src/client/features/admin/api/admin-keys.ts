import { useQueryClient } from '@tanstack/react-query';
import type { AuditFilters } from './audit';
import type { MessageFilters, ReportFilters } from './inbox';
import type { MemberFilters } from './members';
import type { OrderFilters, PaymentFilters } from './payments';

/**
 * Every query key of the admin dashboard. All start with 'admin', so one invalidation after an
 * action refreshes the whole dashboard (`useInvalidateAdmin`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  /** whether the admin API lets this session in now (the dashboard's gate) */
  access: () => [...adminKeys.all, 'access'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, 'audit', filters] as const,
  members: (filters: MemberFilters) => [...adminKeys.all, 'members', 'list', filters] as const,
  member: (userId: string) => [...adminKeys.all, 'members', 'one', userId] as const,
  messages: (filters: MessageFilters) => [...adminKeys.all, 'messages', filters] as const,
  message: (id: string) => [...adminKeys.all, 'message', id] as const,
  reports: (filters: ReportFilters) => [...adminKeys.all, 'reports', filters] as const,
  subscribers: (cursor: string | undefined) =>
    [...adminKeys.all, 'newsletter', cursor ?? null] as const,
  picks: () => [...adminKeys.all, 'athletes', 'picks'] as const,
  athleteSearch: (q: string) => [...adminKeys.all, 'athletes', 'search', q] as const,
  channels: () => [...adminKeys.all, 'channels'] as const,
  trainingCatalogue: () => [...adminKeys.all, 'training', 'catalogue'] as const,
  payments: (filters: PaymentFilters) => [...adminKeys.all, 'payments', 'list', filters] as const,
  orders: (filters: OrderFilters) => [...adminKeys.all, 'payments', 'orders', filters] as const,
  paymentSetup: () => [...adminKeys.all, 'payments', 'setup'] as const,
  verifications: (show: 'waiting' | 'decided') =>
    [...adminKeys.all, 'verifications', show] as const,
};

/**
 * After an action, everything of the dashboard is out of date: what is on screen (the lists, the
 * audit log) is refetched; the overview, shown on its own page only, is fetched when next opened.
 * Takes no arguments, so it can be a mutation's `onSuccess` or `onSettled` as it is.
 */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
