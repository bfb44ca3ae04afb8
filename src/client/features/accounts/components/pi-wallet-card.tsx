import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { piWalletMessages as piMessages } from '#shared/pi';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';
import { usePi } from '#client/lib/pi/use-pi';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';
import { useSiteInfo } from '#client/lib/site-info';
import { toast } from '#client/lib/toast';
import { usePiWallets, useRefreshPiWallets, useUnlinkPiWallet } from '../api/pi-wallet';
import { CurrentPasswordField } from './current-password-field';

/**
 * The Pi wallet linked to the account: which one and since when, and Unlink with the password.
 * With none linked, a member in the Pi Browser (or the simulator) can link theirs here.
 */
export function PiWalletCard({ userId }: { userId: string }) {
  const t = useT();
  const shown = useShownText();
  const site = useSiteInfo();
  const { data, isPending, error } = usePiWallets(userId);
  const wallet = data?.wallets[0] ?? null;
  // Pi is off on this site and nothing is linked: there is nothing to show.
  if (site.data?.pi === 'off' && !wallet) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.pi.title')}</h2>
      {isPending ? (
        <p role="status" className="text-muted-foreground mt-2 text-sm">
          {t('profile.pi.loading')}
        </p>
      ) : error ? (
        <Alert tone="error" className="mt-3" title={t('profile.pi.loadFailed')}>
          {shown(error.message)}
        </Alert>
      ) : wallet ? (
        <LinkedWallet userId={userId} wallet={wallet} />
      ) : (
        <NoWallet userId={userId} />
      )}
    </Card>
  );
}

function LinkedWallet({
  userId,
  wallet,
}: {
  userId: string;
  wallet: { username: string | null; linkedAt: string; onlyWayIn: boolean };
}) {
  const t = useT();
  const shown = useShownText();
  const localeTag = useLocaleTag();
  const unlink = useUnlinkPiWallet(userId);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  return (
    <>
      <p className="mt-1 text-sm">
        <Wallet className="text-primary mr-1.5 inline size-4 align-[-3px]" aria-hidden />
        <RichMessage
          id="profile.pi.linked"
          values={{
            date: new Date(wallet.linkedAt).toLocaleDateString(localeTag, { dateStyle: 'long' }),
          }}
          parts={{
            account: (
              <span className="font-medium">{wallet.username ?? t('profile.pi.aPiAccount')}</span>
            ),
          }}
        />
      </p>
      {wallet.onlyWayIn ? (
        <p className="text-muted-foreground mt-3 text-sm">{shown(piMessages.onlyWayIn)}</p>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setFailure(undefined);
            unlink.mutate(password, {
              onSuccess: () => {
                setPassword('');
                toast.success(shown(piMessages.unlinked), {
                  description: t('profile.pi.unlinkedText'),
                });
              },
              onError: (problem) => setFailure(errorMessage(problem, t('profile.pi.unlinkFailed'))),
            });
          }}
        >
          <div className="flex-1">
            <CurrentPasswordField value={password} onChange={setPassword} error={failure} />
          </div>
          <Button type="submit" variant="secondary" disabled={unlink.isPending || password === ''}>
            {unlink.isPending ? t('profile.pi.unlinking') : t('profile.pi.unlink')}
          </Button>
        </form>
      )}
    </>
  );
}

function NoWallet({ userId }: { userId: string }) {
  const t = useT();
  const { sdk, state } = usePi();
  const { signIn, busy } = usePiSignIn(sdk);
  const refresh = useRefreshPiWallets(userId);
  const ready = sdk !== null && state.status === 'initialized';
  return (
    <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center">
      <p className="text-muted-foreground flex-1 text-sm">
        {ready ? t('profile.pi.none.ready') : t('profile.pi.none.notReady')}
      </p>
      {ready ? (
        <Button
          variant="secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={async () => {
            // The sign-in's own toast says it worked; the card then shows the wallet.
            if (await signIn()) await refresh();
          }}
        >
          {busy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Wallet className="size-4" aria-hidden />
          )}
          {t('profile.pi.link')}
        </Button>
      ) : null}
    </div>
  );
}
