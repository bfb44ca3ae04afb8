import { AlertTriangle, CheckCircle2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

type Check = 'idle' | 'no-pi-browser' | 'pi-browser';

/**
 * Checks for the Pi SDK, which exists only inside the Pi Browser. Connecting the wallet to an
 * account arrives with Pi payments; for now the button tells visitors where they stand.
 */
export function WalletConnect() {
  const [check, setCheck] = useState<Check>('idle');
  const hasPi = () => Boolean((window as { Pi?: unknown }).Pi);
  return (
    <div className="grid gap-4">
      <Button
        size="lg"
        className="w-full sm:w-fit sm:justify-self-start"
        onClick={() => setCheck(hasPi() ? 'pi-browser' : 'no-pi-browser')}
      >
        <Wallet className="size-5" aria-hidden />
        Connect Pi Wallet
      </Button>
      <div aria-live="polite">
        {check === 'no-pi-browser' ? (
          <div
            role="alert"
            className="flex gap-3 rounded-2xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
            <div>
              <p className="font-semibold">Pi Browser Required</p>
              <p className="mt-1">
                This application requires Pi Browser to access Pi Network features. Please open this
                app in the Pi Browser app on your mobile device.
              </p>
              <ol className="text-muted-foreground mt-2 list-decimal pl-5">
                <li>Install the Pi Browser from your app store.</li>
                <li>Open this page’s address in the Pi Browser.</li>
                <li>Press Connect Pi Wallet again.</li>
              </ol>
            </div>
          </div>
        ) : null}
        {check === 'pi-browser' ? (
          <p className="flex gap-3 rounded-2xl border border-emerald-500/40 bg-emerald-500/10 p-4 text-sm">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
            <span>
              <strong className="font-semibold">Pi Browser detected.</strong> Wallet connection
              opens together with early access; subscribe below and we will tell you the day it
              starts.
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
