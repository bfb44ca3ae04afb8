import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachStanding, VerificationRequestInput } from '#shared/schemas/coaches';
import { api, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useTakenOver } from '#client/lib/use-taken-over';

// The signed-in user's standing as a coach (GET /api/me/coach), read by every feature that
// shows a coach's tools: the Recruiting page, Add to board, Write an evaluation, the coach
// filters. Who is verified is the server's rule (docs/product.md#coach-verification).

export const coachStandingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['coach-standing', userId] as const,
    queryFn: ({ signal }): Promise<CoachStanding> =>
      unwrap(api.me.coach.$get(undefined, withSignal(signal))),
    staleTime: 60_000,
  });

/** The standing, asked of the server for coach accounts only. */
export function useCoachStanding() {
  const { user } = useAuth();
  return useQuery({
    ...coachStandingQueryOptions(user?.id ?? ''),
    enabled: user?.userType === 'coach',
  });
}

/**
 * Whether the signed-in user is a verified coach now. The server renders pages without the
 * standing: until the browser has taken the page over this says no, as the server did.
 */
export function useIsVerifiedCoach(): boolean {
  const { user } = useAuth();
  const standing = useCoachStanding();
  const takenOver = useTakenOver();
  return takenOver && user?.userType === 'coach' && standing.data?.verified === true;
}

/** The verification steps; each answer refreshes the standing. */
export function useVerificationActions() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: coachStandingQueryOptions(user?.id ?? '').queryKey });
  return {
    request: useMutation({
      mutationFn: (json: VerificationRequestInput) =>
        unwrap(api.me.coach.verification.$post({ json })),
      onSuccess: refresh,
    }),
    confirm: useMutation({
      mutationFn: (code: string) =>
        unwrap(api.me.coach.verification.code.$post({ json: { code } })),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: () => unwrap(api.me.coach.verification.resend.$post()),
      onSuccess: refresh,
    }),
  };
}
