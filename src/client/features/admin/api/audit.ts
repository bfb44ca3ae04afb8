import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery } from '#shared/schemas/admin';
import { api, unwrap, withSignal } from '#client/lib/api-client';

type AuditFilters = Partial<Pick<AuditListQuery, 'action' | 'targetType' | 'targetId' | 'cursor'>>;

const definedOnly = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string
  >;

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters] as const,
    queryFn: ({ signal }) =>
      unwrap(api.admin.audit.$get({ query: definedOnly(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of the audit log; every admin action invalidates ['admin'], this included. */
export const useAuditLog = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
