import {
  hashKey,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MemberRole } from '#shared/admin-members';
import type { MemberListQuery } from '#shared/schemas/admin-members';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { filterQuery } from './filter-query';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

// The members part of the dashboard: the list, one member, and the actions on a member. Every
// action invalidates the whole dashboard, so the list, the member page, the overview's counts
// and the audit log follow.

/** The list's search, filters, order and page link; the server's page size. */
export type MemberFilters = Partial<Omit<MemberListQuery, 'limit'>>;

export const adminMembersQueryOptions = (filters: MemberFilters) =>
  queryOptions({
    queryKey: adminKeys.members(filters),
    queryFn: ({ signal }) =>
      unwrap(api.admin.members.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of members matching the search and the filters. */
export const useAdminMembers = (filters: MemberFilters) =>
  useQuery(adminMembersQueryOptions(filters));

export const adminMemberQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.member(userId),
    queryFn: ({ signal }) =>
      unwrap(
        api.admin.members[':userId'].$get(
          { param: { userId: pathParam(userId) } },
          withSignal(signal),
        ),
      ),
  });

/** Everything the member page shows of one member. */
export const useAdminMember = (userId: string) => useQuery(adminMemberQueryOptions(userId));

const param = (userId: string) => ({ userId: pathParam(userId) });

/** Turns the member's training access on or off. */
export function useSetMemberAccess(userId: string) {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: (hasAccess: boolean) =>
      unwrap(
        api.admin.members[':userId'].access.$put({
          param: param(userId),
          json: { has_access: hasAccess },
        }),
      ),
    onSuccess,
  });
}

/** Bans the member with a reason and, if given, an end (an ISO time); their sessions end. */
export function useBanMember(userId: string) {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: { reason: string; expiresAt?: string }) =>
      unwrap(api.admin.members[':userId'].ban.$post({ param: param(userId), json: input })),
    onSuccess,
  });
}

export function useUnbanMember(userId: string) {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => unwrap(api.admin.members[':userId'].unban.$post({ param: param(userId) })),
    onSuccess,
  });
}

/** Makes the member an administrator, or takes the role away. */
export function useSetMemberRole(userId: string) {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: (role: MemberRole) =>
      unwrap(api.admin.members[':userId'].role.$post({ param: param(userId), json: { role } })),
    onSuccess,
  });
}

export function useResetTwoFactor(userId: string) {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: () =>
      unwrap(api.admin.members[':userId']['reset-two-factor'].$post({ param: param(userId) })),
    onSuccess,
  });
}

export function useSignOutEverywhere(userId: string) {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: () =>
      unwrap(api.admin.members[':userId']['sign-out-everywhere'].$post({ param: param(userId) })),
    onSuccess,
  });
}

/**
 * Deletes the member's account once their email is typed. The deleted member's own page is
 * marked stale but not fetched again (it would answer 404); the page leaves it on success.
 */
export function useDeleteMember(userId: string) {
  const queryClient = useQueryClient();
  const ownKey = adminKeys.member(userId);
  return useMutation({
    mutationFn: (confirmEmail: string) =>
      unwrap(
        api.admin.members[':userId'].delete.$post({ param: param(userId), json: { confirmEmail } }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ownKey, refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryHash !== hashKey(ownKey),
      });
    },
  });
}
