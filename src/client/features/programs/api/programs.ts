import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramUpdate, StaffInvitationInput, TeamInput } from '#shared/schemas/programs';
import { ApiError } from '#client/lib/api';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { programKeys } from './program-keys';

// Organizations' programs (docs/product.md#programs): the typed calls of the pages.

/** A program's public page and its teams. */
export const programPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: programKeys.page(slug),
    queryFn: ({ signal }) =>
      unwrap(api.programs[':slug'].$get({ param: { slug: pathParam(slug) } }, withSignal(signal))),
  });

/** A team and its roster as the viewer (`viewer`: their account id, or null) may see it. */
export const teamPageQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: programKeys.team(id, viewer),
    queryFn: ({ signal }) =>
      unwrap(api.teams[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal))),
  });

/**
 * A showcase's or tournament's roster book as the reader (`viewer`: their account id) may see
 * it. A refusal (403) or a missing event (404) is not asked again.
 */
export const rosterBookQueryOptions = (eventId: string, viewer: string | null) =>
  queryOptions({
    queryKey: programKeys.rosterBook(eventId, viewer),
    queryFn: ({ signal }) =>
      unwrap(
        api.events[':id']['roster-book'].$get(
          { param: { id: pathParam(eventId) } },
          withSignal(signal),
        ),
      ),
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 403 || error.status === 404)) && count < 1,
  });

/** Where the browser downloads a roster book's CSV file from (a plain link: the server names it). */
export const rosterBookCsvUrl = (eventId: string) =>
  `/api/events/${pathParam(eventId)}/roster-book.csv`;

/** The organization's own program, with every team, roster and open invitation. */
export const ownProgramQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: programKeys.own(userId),
    queryFn: ({ signal }) => unwrap(api.me.program.$get(undefined, withSignal(signal))),
  });

/** What an invitation is, before it is answered. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: programKeys.invitation(token),
    queryFn: ({ signal }) =>
      unwrap(
        api.invitations[':token'].$get({ param: { token: pathParam(token) } }, withSignal(signal)),
      ),
    retry: false,
  });

export function useInvalidatePrograms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: programKeys.all });
}

export function useUpdateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (json: ProgramUpdate) => unwrap(api.me.program.$patch({ json })),
    onSettled: invalidate,
  });
}

export function useCreateTeam() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (json: TeamInput) => unwrap(api.me.program.teams.$post({ json })),
    onSettled: invalidate,
  });
}

export function useUpdateTeam(teamId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (json: Partial<TeamInput>) =>
      unwrap(api.me.program.teams[':id'].$patch({ param: { id: pathParam(teamId) }, json })),
    onSettled: invalidate,
  });
}

export function useDeleteTeam(teamId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: () =>
      unwrap(api.me.program.teams[':id'].$delete({ param: { id: pathParam(teamId) } })),
    onSettled: invalidate,
  });
}

export function useInviteAthlete(teamId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.me.program.teams[':id'].invitations.$post({
          param: { id: pathParam(teamId) },
          json: { email },
        }),
      ),
    onSettled: invalidate,
  });
}

export function useCreateJoinLink(teamId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: () =>
      unwrap(api.me.program.teams[':id']['join-link'].$post({ param: { id: pathParam(teamId) } })),
    onSettled: invalidate,
  });
}

export function useUpdateEntry(teamId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({
      entryId,
      changes,
    }: {
      entryId: string;
      changes: { jerseyNumber?: number | null; position?: string | null };
    }) =>
      unwrap(
        api.me.program.teams[':id'].roster[':entryId'].$patch({
          param: { id: pathParam(teamId), entryId: pathParam(entryId) },
          json: changes,
        }),
      ),
    onSettled: invalidate,
  });
}

export function useRemoveEntry(teamId: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (entryId: string) =>
      unwrap(
        api.me.program.teams[':id'].roster[':entryId'].$delete({
          param: { id: pathParam(teamId), entryId: pathParam(entryId) },
        }),
      ),
    onSettled: invalidate,
  });
}

/** The athlete's answer to an invitation. */
export function useAnswerInvitation(token: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') => {
      const param = { param: { token: pathParam(token) } };
      return unwrap(
        answer === 'accept'
          ? api.invitations[':token'].accept.$post(param)
          : api.invitations[':token'].decline.$post(param),
      );
    },
    onSettled: invalidate,
  });
}

/** The athlete leaves a team. */
export function useLeaveTeam() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (entryId: string) =>
      unwrap(api.me.teams[':entryId'].$delete({ param: { entryId: pathParam(entryId) } })),
    onSettled: invalidate,
  });
}

/** The program's staff, for its admins. */
export const staffQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: programKeys.staff(userId),
    queryFn: ({ signal }) => unwrap(api.me.program.staff.$get(undefined, withSignal(signal))),
  });

export function useInviteStaff() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (json: StaffInvitationInput) => unwrap(api.me.program.staff.$post({ json })),
    onSettled: invalidate,
  });
}

export function useRemoveStaff() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.me.program.staff[':id'].$delete({ param: { id: pathParam(id) } })),
    onSettled: invalidate,
  });
}

/** What a staff invitation is, before it is accepted. */
export const staffInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: programKeys.staffInvitation(token),
    queryFn: ({ signal }) =>
      unwrap(
        api['staff-invitations'][':token'].$get(
          { param: { token: pathParam(token) } },
          withSignal(signal),
        ),
      ),
    retry: false,
  });

/** Accepting a staff invitation: the header's "My Program" link follows (GET /api/me). */
export function useAcceptStaffInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api['staff-invitations'][':token'].accept.$post({ param: { token: pathParam(token) } }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['account'] }),
      ]),
  });
}

/** An athlete's statistics of the team's season and measurables, for the program's staff. */
export const rosterStatsQueryOptions = (teamId: string, entryId: string) =>
  queryOptions({
    queryKey: programKeys.rosterStats(teamId, entryId),
    queryFn: ({ signal }) =>
      unwrap(
        api.me.program.teams[':id'].roster[':entryId'].stats.$get(
          { param: { id: pathParam(teamId), entryId: pathParam(entryId) } },
          withSignal(signal),
        ),
      ),
  });

/**
 * Verifying a line, or removing its verification. The athlete page reads verifications when it
 * loads, so only this feature's keys change here.
 */
export function useStatVerification(teamId: string, entryId: string) {
  const queryClient = useQueryClient();
  const param = { id: pathParam(teamId), entryId: pathParam(entryId) };
  return useMutation({
    mutationFn: ({ stat, verified }: { stat: string; verified: boolean }) =>
      verified
        ? unwrap(
            api.me.program.teams[':id'].roster[':entryId'].verifications.$put({
              param,
              json: { stat },
            }),
          )
        : unwrap(
            api.me.program.teams[':id'].roster[':entryId'].verifications[':stat'].$delete({
              param: { ...param, stat: pathParam(stat) },
            }),
          ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: programKeys.rosterStats(teamId, entryId) }),
  });
}
