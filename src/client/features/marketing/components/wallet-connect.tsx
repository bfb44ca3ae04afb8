import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { usePi } from '#client/lib/pi/use-pi';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';

/**
 * The NFT page's wallet connect: signs in with Pi through the same SDK layer as Login where Pi
 * can be reached (the Pi Browser, or the simulator on a test site); elsewhere it says the Pi
 * Browser is needed.
 */
export function WalletConnect() {
  const t = useT();
  const { sdk, state } = usePi();
  const { signIn, busy } = usePiSignIn(sdk);
  const [outcome, setOutcome] = useState<'idle' | 'no-pi-browser' | 'connected'>('idle');

  async function connect() {
    if (!sdk || state.status !== 'initialized') {
      setOutcome('no-pi-browser');
      return;
    }
    if (await signIn()) setOutcome('connected');
  }

  return (
    <div className="grid gap-4">
      <Button
        size="lg"
        className="w-full sm:w-fit sm:justify-self-start"
        disabled={busy || state.status === 'initializing'}
        aria-busy={busy || undefined}
        onClick={() => void connect()}
      >
        {busy ? (
          <Loader2 className="size-5 animate-spin" aria-hidden />
        ) : (
          <Wallet className="size-5" aria-hidden />
        )}
        {t('nft.wallet.connect')}
      </Button>
      {outcome === 'no-pi-browser' ? (
        <Alert tone="warning" title={t('nft.wallet.browserRequired')}>
          <p>{t('nft.wallet.browserRequiredAlert')}</p>
          <ol className="mt-2 list-decimal pl-5">
            <li>{t('nft.wallet.step.install')}</li>
            <li>{t('nft.wallet.step.open')}</li>
            <li>{t('nft.wallet.step.retry')}</li>
          </ol>
        </Alert>
      ) : null}
      {outcome === 'connected' ? (
        <Alert tone="success" title={t('nft.wallet.connected')}>
          {t('nft.wallet.connectedText')}
        </Alert>
      ) : null}
    </div>
  );
}
