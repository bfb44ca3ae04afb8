import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

// The Verification queue: coaches waiting for a decision and the recent decisions.

export const verificationsQueryOptions = (show: 'waiting' | 'decided') =>
  queryOptions({
    queryKey: adminKeys.verifications(show),
    queryFn: ({ signal }) =>
      unwrap(api.admin.verifications.$get({ query: { show } }, withSignal(signal))),
  });

export const useVerifications = (show: 'waiting' | 'decided') =>
  useQuery(verificationsQueryOptions(show));

/** Approves a coach for a year; the dashboard (queue, audit log) follows. */
export function useApproveCoach() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.admin.verifications[':id'].approve.$post({ param: { id: pathParam(id) } })),
    onSuccess: invalidate,
  });
}

/** Turns a request down with the reason the coach reads. */
export function useRejectCoach() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.admin.verifications[':id'].reject.$post({
          param: { id: pathParam(id) },
          json: { reason },
        }),
      ),
    onSuccess: invalidate,
  });
}
