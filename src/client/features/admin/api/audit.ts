import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery } from '#shared/schemas/admin';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { filterQuery } from './filter-query';

type AuditFilters = Partial<Pick<AuditListQuery, 'action' | 'targetType' | 'targetId' | 'cursor'>>;

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters] as const,
    queryFn: ({ signal }) =>
      unwrap(api.admin.audit.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of the audit log; every admin action invalidates ['admin'], this included. */
export const useAuditLog = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
