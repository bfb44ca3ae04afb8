import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';

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
      {check === 'no-pi-browser' ? (
        <Alert tone="warning" title="Pi Browser Required">
          <p>
            This application requires Pi Browser to access Pi Network features. Please open this app
            in the Pi Browser app on your mobile device.
          </p>
          <ol className="mt-2 list-decimal pl-5">
            <li>Install the Pi Browser from your app store.</li>
            <li>Open this page’s address in the Pi Browser.</li>
            <li>Press Connect Pi Wallet again.</li>
          </ol>
        </Alert>
      ) : null}
      {check === 'pi-browser' ? (
        <Alert tone="success" title="Pi Browser detected">
          Wallet connection opens together with early access; subscribe below and we will tell you
          the day it starts.
        </Alert>
      ) : null}
    </div>
  );
}
