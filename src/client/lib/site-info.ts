import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/schemas/site';
import { apiFetch } from './api';

/**
 * Mailboxes and outside links from the server's configuration. They only change when the server
 * restarts, so one fetch per visit is enough. Kept in lib because the shell (support chat) and
 * several features read it, and features may not import each other.
 */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => apiFetch<SiteInfo>('/api/site', { signal }),
    staleTime: Infinity,
  });
}
