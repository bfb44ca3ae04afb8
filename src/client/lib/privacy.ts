import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileVisibility } from '#shared/privacy';
import type { ConsentDecision as ConsentDecisionInput } from '#shared/schemas/privacy';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { pageLocale } from './i18n/catalogs';

/** Who can see the signed-in athlete's profile and why it may be hidden (GET /api/me/privacy). */
export const privacyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['privacy', userId] as const,
    queryFn: ({ signal }) => unwrap(api.me.privacy.$get(undefined, withSignal(signal))),
    // A guardian decides from another device: checked again whenever the page is opened.
    staleTime: 0,
  });

export const usePrivacy = (userId: string) => useQuery(privacyQueryOptions(userId));

/** Saves a visibility; the athlete's own page and the lists show the change at once. */
export function useSetVisibility(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: ProfileVisibility) =>
      unwrap(api.me.privacy.$put({ json: { visibility } })),
    onSuccess: (data) => {
      queryClient.setQueryData(privacyQueryOptions(userId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['athletes'] });
    },
  });
}

/** Mails the guardian a fresh consent link. */
export function useResendConsent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me.privacy.consent.resend.$post()),
    onSuccess: (data) => queryClient.setQueryData(privacyQueryOptions(userId).queryKey, data),
  });
}

/**
 * Names another parent or guardian once the address given was set aside (PUT
 * /api/me/privacy/guardian); the request is mailed to them at once.
 */
export function useReplaceGuardian(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianEmail: string) =>
      unwrap(api.me.privacy.guardian.$put({ json: { guardianEmail } })),
    onSuccess: (data) => queryClient.setQueryData(privacyQueryOptions(userId).queryKey, data),
  });
}

/** The consent request a guardian's link opens (GET /api/consent/{token}). */
export const consentRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['consent', token] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.consent[':token'].$get({ param: { token: pathParam(token) } }, withSignal(signal)),
      ),
    retry: false,
  });

export function useDecideConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Decided in the page's language: the guardian's mails are written in it from then on.
    mutationFn: (decision: ConsentDecisionInput) =>
      unwrap(
        api.consent[':token'].$post({
          param: { token: pathParam(token) },
          json: { ...decision, language: pageLocale() },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(consentRequestQueryOptions(token).queryKey, data),
  });
}
