import { useQueryClient } from '@tanstack/react-query';

/**
 * After an action, the dashboard's lists and the audit log are refetched. The overview is only
 * marked stale: AdminGate keeps it loaded on every section, and its 30-day trends, the
 * dashboard's costliest query, would otherwise be recomputed after every action; the overview
 * page fetches it anew when it is next opened.
 */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'overview'], refetchType: 'none' }),
      queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[1] !== 'overview',
      }),
    ]);
}
