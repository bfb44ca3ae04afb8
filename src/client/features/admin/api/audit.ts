import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditListQuery } from '#shared/schemas/admin';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';
import { filterQuery } from './filter-query';

export type AuditFilters = Partial<
  Pick<AuditListQuery, 'action' | 'targetType' | 'targetId' | 'cursor'>
>;

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) =>
      unwrap(api.admin.audit.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of the audit log; every admin action invalidates the dashboard, this included. */
export const useAuditLog = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));
