import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withSignal } from '#client/lib/api-client';

/** The Pi wallet linked to the signed-in member's account (GET /api/pi/wallet). */
export const piWalletQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'pi-wallet'] as const,
    queryFn: ({ signal }) => unwrap(api.pi.wallet.$get(undefined, withSignal(signal))),
  });

export const usePiWallets = (userId: string) => useQuery(piWalletQueryOptions(userId));

/** Unlinks it with the account's password; the list is read again either way. */
export function useUnlinkPiWallet(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unwrap(api.pi.wallet.unlink.$post({ json: { password } })),
    onSettled: () => queryClient.invalidateQueries(piWalletQueryOptions(userId)),
  });
}

/** After a wallet was linked from the card. */
export function useRefreshPiWallets(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(piWalletQueryOptions(userId));
}
