import { useQueryClient } from '@tanstack/react-query';

/** After an action, every dashboard query is refetched: the lists, the counts, the audit log. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}
