import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentDecision } from '#shared/schemas/privacy';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { pageLocale } from './i18n/catalogs';

// A parent's or guardian's own page, /guardian (docs/product.md#guardians): the typed calls.

const guardianKey = ['guardian'] as const;

/** The children who named the signed-in member's address, with everything the page shows. */
export const guardianOverviewQueryOptions = () =>
  queryOptions({
    queryKey: guardianKey,
    queryFn: ({ signal }) => unwrap(api.guardian.$get(undefined, withSignal(signal))),
  });

/** Contact from every coach (coachUserId null) or from one, switched on or off for a child. */
export function useSetChildContact(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: { coachUserId: string | null; allowed: boolean }) =>
      unwrap(
        api.guardian.children[':profileId'].contact.$put({
          param: { profileId: pathParam(profileId) },
          json,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKey }),
  });
}

/** The consent decision for a child, from the guardian's own page. */
export function useDecideChildConsent(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ConsentDecision) =>
      unwrap(
        api.guardian.children[':profileId'].consent.$post({
          param: { profileId: pathParam(profileId) },
          json: { ...json, language: pageLocale() },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKey }),
  });
}

/** A child's place on a team, approved or declined (docs/product.md#programs). */
export function useDecideChildTeam(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, decision }: { entryId: string; decision: 'approve' | 'decline' }) =>
      unwrap(
        api.guardian.children[':profileId'].teams[':entryId'].$post({
          param: { profileId: pathParam(profileId), entryId: pathParam(entryId) },
          json: { decision },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardianKey }),
  });
}
