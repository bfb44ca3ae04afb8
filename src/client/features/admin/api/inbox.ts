import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { MessageStatus } from '#shared/admin';
import type { MessageStatusFilter, MessageThread } from '#shared/schemas/admin-inbox';
import type { ReportStatus } from '#shared/privacy';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { filterQuery } from './filter-query';
import { adminKeys, useInvalidateAdmin } from './admin-keys';

// The inbox: contact and support-chat messages, safety reports, newsletter subscribers. Every
// action invalidates the whole dashboard, so the lists, the overview's counts and the audit log
// follow.

export type MessageFilters = { status: MessageStatusFilter; search?: string; cursor?: string };

export const adminMessagesQueryOptions = (filters: MessageFilters) =>
  queryOptions({
    queryKey: adminKeys.messages(filters),
    queryFn: ({ signal }) =>
      unwrap(api.admin.messages.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of messages of a status (or all), with the counts per status. */
export const useAdminMessages = (filters: MessageFilters) =>
  useQuery(adminMessagesQueryOptions(filters));

export const adminMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.message(id),
    queryFn: ({ signal }) =>
      unwrap(api.admin.messages[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal))),
  });

/** A message and its answers, oldest first. */
export const useAdminMessage = (id: string) => useQuery(adminMessageQueryOptions(id));

/** After an action on a message: its thread as the server answered, everything else refetched. */
function useMessageSettled() {
  const queryClient = useQueryClient();
  const invalidateAdmin = useInvalidateAdmin();
  return (thread: MessageThread) => {
    queryClient.setQueryData(adminKeys.message(thread.id), thread);
    return invalidateAdmin();
  };
}

/** Mails an answer to the sender and keeps it in the thread; the message becomes answered. */
export function useReplyToMessage(id: string) {
  const settled = useMessageSettled();
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(
        api.admin.messages[':id'].reply.$post({ param: { id: pathParam(id) }, json: { body } }),
      ),
    onSuccess: settled,
  });
}

/** Closes or reopens a message. */
export function useSetMessageStatus(id: string) {
  const settled = useMessageSettled();
  return useMutation({
    mutationFn: (status: MessageStatus) =>
      unwrap(
        api.admin.messages[':id'].status.$post({ param: { id: pathParam(id) }, json: { status } }),
      ),
    onSuccess: settled,
  });
}

export type ReportFilters = { status: ReportStatus; cursor?: string };

export const adminReportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: adminKeys.reports(filters),
    queryFn: ({ signal }) =>
      unwrap(api.admin.reports.$get({ query: filterQuery(filters) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of safety reports, open or resolved, newest first. */
export const useAdminReports = (filters: ReportFilters) =>
  useQuery(adminReportsQueryOptions(filters));

/** Takes a report's target off the site, with the reason its owner is shown; resolves it. */
export function useHoldReport() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.admin.reports[':id'].hold.$post({ param: { id: pathParam(id) }, json: { reason } }),
      ),
    onSuccess,
  });
}

/** Puts a report's target back on the site. */
export function useReleaseReport() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.admin.reports[':id'].release.$post({ param: { id: pathParam(id) } })),
    onSuccess,
  });
}

/** Marks a report dealt with. */
export function useResolveReport() {
  const onSuccess = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.admin.reports[':id'].resolve.$post({ param: { id: pathParam(id) } })),
    onSuccess,
  });
}

export const adminSubscribersQueryOptions = (cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.subscribers(cursor),
    queryFn: ({ signal }) =>
      unwrap(api.admin.newsletter.$get({ query: filterQuery({ cursor }) }, withSignal(signal))),
    placeholderData: keepPreviousData,
  });

/** One page of confirmed newsletter subscribers and how many there are. */
export const useNewsletterSubscribers = (cursor: string | undefined) =>
  useQuery(adminSubscribersQueryOptions(cursor));

/** Every confirmed subscriber as a CSV file; the browser downloads it with the session cookie. */
export const newsletterExportUrl = '/api/admin/newsletter/export.csv';
