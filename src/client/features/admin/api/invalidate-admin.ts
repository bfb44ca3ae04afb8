import { useQueryClient } from '@tanstack/react-query';

/**
 * After an action, everything of the dashboard is out of date: what is on screen (the lists, the
 * audit log) is refetched; the overview, shown on its own page only, is fetched when next opened.
 */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}
