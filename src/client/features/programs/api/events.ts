import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { EventInput, EventUpdate, TournamentsQuery } from '#shared/schemas/events';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { programKeys } from './program-keys';
import { useInvalidatePrograms } from './programs';

// A program's events (docs/product.md#events): the event page, /tournaments and the schedule
// its staff keep.

/** An event's public page, as the viewer (their account id, or null) sees it. */
export const eventPageQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: programKeys.event(id, viewer),
    queryFn: ({ signal }) =>
      unwrap(api.events[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal))),
  });

export type TournamentFilters = Omit<TournamentsQuery, 'after'>;

/** Upcoming tournaments and showcases, 20 a page, with the filters' choices. */
export const tournamentsQueryOptions = (filters: TournamentFilters) =>
  infiniteQueryOptions({
    queryKey: programKeys.tournaments(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.tournaments.$get(
          { query: { ...filters, ...(pageParam ? { after: pageParam } : {}) } },
          withSignal(signal),
        ),
      ),
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** The program's schedule for its staff, with the channels its events may use. */
export const programScheduleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: programKeys.schedule(userId),
    queryFn: ({ signal }) => unwrap(api.me.program.events.$get(undefined, withSignal(signal))),
  });

export function useCreateEvent() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (json: EventInput) => unwrap(api.me.program.events.$post({ json })),
    onSettled: invalidate,
  });
}

export function useUpdateEvent(eventId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (json: EventUpdate) =>
      unwrap(api.me.program.events[':id'].$patch({ param: { id: pathParam(eventId) }, json })),
    onSettled: invalidate,
  });
}

export function useCancelEvent(eventId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: () =>
      unwrap(api.me.program.events[':id'].cancel.$post({ param: { id: pathParam(eventId) } })),
    onSettled: invalidate,
  });
}
