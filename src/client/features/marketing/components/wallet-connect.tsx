import { Loader2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { piTexts } from '#shared/pi';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { usePi } from '#client/lib/pi/use-pi';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';

/**
 * The NFT page's wallet connect: signs in with Pi through the same SDK layer as Login where Pi
 * can be reached (the Pi Browser, or the simulator on a test site); elsewhere it says the Pi
 * Browser is needed.
 */
export function WalletConnect() {
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
        Connect Pi Wallet
      </Button>
      {outcome === 'no-pi-browser' ? (
        <Alert tone="warning" title={piTexts.browserRequired}>
          <p>{piTexts.browserRequiredAlert}</p>
          <ol className="mt-2 list-decimal pl-5">
            <li>Install the Pi Browser from your app store.</li>
            <li>Open this page’s address in the Pi Browser.</li>
            <li>Press Connect Pi Wallet again.</li>
          </ol>
        </Alert>
      ) : null}
      {outcome === 'connected' ? (
        <Alert tone="success" title={piTexts.walletConnected}>
          Your Pi wallet is linked to your account. Early access opens soon: subscribe below and we
          will tell you the day it starts.
        </Alert>
      ) : null}
    </div>
  );
}
