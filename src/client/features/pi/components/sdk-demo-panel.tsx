import { KeyRound, Loader2, Minus, Plus, Send } from 'lucide-react';
import { formatPi } from '#shared/money';
import { useState } from 'react';
import {
  formatTestAmount,
  parseTestAmount,
  piTexts,
  stepTestAmount,
  TEST_AMOUNT,
  PI_UID_SHOWN,
} from '#shared/pi';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';
import { toast } from '#client/lib/toast';
import { DebugCard } from './debug-card';
import { SdkStatus } from './sdk-status';
import type { PiControls } from './use-pi-controls';

/**
 * The SDK demo panel: the debug card, the SDK status alert, step 1 wallet authentication and step 2
 * a test payment (docs/product.md#test-payments). Test payments carry `test: true` and never grant
 * anything.
 */
export function SdkDemoPanel({
  controls,
  source,
  expectedSandboxUrl,
}: {
  controls: PiControls;
  source: 'sdk-demo' | 'dev-sandbox';
  expectedSandboxUrl: string;
}) {
  const { sdk, state } = controls;
  const {
    signIn: authenticate,
    busy: authenticating,
    error: authError,
  } = usePiSignIn(sdk, piTexts.authenticationFailed);
  const [paying, setPaying] = useState(false);
  const [amount, setAmount] = useState<number>(TEST_AMOUNT.initial);
  const [amountText, setAmountText] = useState(formatTestAmount(TEST_AMOUNT.initial));
  const ready = state.status === 'initialized' && sdk !== null;

  const setBoth = (value: number) => {
    setAmount(value);
    setAmountText(formatTestAmount(value));
  };

  function pay() {
    if (!sdk) return;
    setPaying(true);
    toast.info(piTexts.paymentInitiated);
    const done = () => setPaying(false);
    try {
      sdk.payWithPi(
        {
          amount,
          memo: `Test payment of ${formatPi(formatTestAmount(amount))}`,
          metadata: {
            ...(source === 'sdk-demo' ? { productId: 'sdk-demo-test' } : {}),
            test: true,
            sandbox: state.sandbox,
            source,
            timestamp: new Date().toISOString(),
          },
        },
        {
          onCompleted: () => {
            toast.success(state.sandbox ? piTexts.testPaymentCompleted : piTexts.paymentCompleted);
            done();
          },
          onCancelled: () => {
            toast.info(piTexts.paymentCancelled, { description: piTexts.paymentCancelledText });
            done();
          },
          onFailed: () => {
            toast.error(piTexts.paymentFailed, { description: piTexts.paymentFailedText });
            done();
          },
          onCompletionError: (error) => {
            toast.error(piTexts.paymentCompletionError, {
              description: errorMessage(error, piTexts.paymentFailedText),
            });
            done();
          },
        },
      );
    } catch (error) {
      toast.error(piTexts.paymentError, { description: errorMessage(error, piTexts.sdkNotReady) });
      done();
    }
  }

  return (
    <div className="grid gap-6">
      <DebugCard expectedSandboxUrl={expectedSandboxUrl} />
      <PiStatusAlert controls={controls} />

      <section
        aria-labelledby="pi-step-1"
        className="border-border bg-card grid gap-3 rounded-xl border p-5"
      >
        <h2 id="pi-step-1" className="text-lg font-semibold">
          Step 1: Wallet authentication
        </h2>
        {state.user ? (
          <p className="text-sm">
            Signed in as <span className="font-semibold">{state.user.username}</span>{' '}
            <span className="text-muted-foreground font-mono">
              (uid {state.user.uid.slice(0, PI_UID_SHOWN)}…)
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">
            Asks the wallet for the username and payments scopes.
          </p>
        )}
        <Button
          className="w-fit"
          disabled={!ready || authenticating || paying}
          aria-busy={authenticating || undefined}
          onClick={() => void authenticate()}
        >
          {authenticating ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <KeyRound className="size-4" aria-hidden />
          )}
          {state.user ? 'Re-authenticate' : 'Authenticate with Pi'}
        </Button>
        {authError ? (
          <Alert tone="error" title="Authentication Error:">
            {authError}
          </Alert>
        ) : null}
      </section>

      <section
        aria-labelledby="pi-step-2"
        className="border-border bg-card grid gap-3 rounded-xl border p-5"
      >
        <h2 id="pi-step-2" className="text-lg font-semibold">
          Step 2: Test payment
        </h2>
        <p className="text-muted-foreground text-sm">
          A test payment is approved and completed by the server but never unlocks anything.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Decrease"
            onClick={() => setBoth(stepTestAmount(amount, -1))}
            disabled={amount <= TEST_AMOUNT.min}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <div className="grid gap-1">
            <label htmlFor={`pi-amount-${source}`} className="text-sm font-medium">
              Amount (π)
            </label>
            <Input
              id={`pi-amount-${source}`}
              type="number"
              inputMode="decimal"
              min={TEST_AMOUNT.min}
              step={TEST_AMOUNT.step}
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={() => setBoth(parseTestAmount(amountText))}
              className="w-28"
            />
          </div>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Increase"
            onClick={() => setBoth(stepTestAmount(amount, 1))}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
        </div>
        <Button
          className="w-fit"
          disabled={!ready || !state.user || paying}
          aria-busy={paying || undefined}
          onClick={() => {
            setBoth(parseTestAmount(amountText));
            pay();
          }}
        >
          {paying ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Send className="size-4" aria-hidden />
          )}
          {paying
            ? 'Processing…'
            : `Pay ${formatPi(formatTestAmount(parseTestAmount(amountText)))}`}
        </Button>
      </section>
    </div>
  );
}

/**
 * The status alert: the SDK's state as an alert, with what to do (docs/product.md#pi-sdk-states;
 * texts: #texts-pi).
 */
export function PiStatusAlert({ controls }: { controls: PiControls }) {
  // One height for every state, so the steps below stay put as the SDK gets ready.
  return (
    <div className="grid min-h-28 [&>*]:h-full">
      <StatusAlertContent controls={controls} />
    </div>
  );
}

function StatusAlertContent({ controls }: { controls: PiControls }) {
  const { state } = controls;
  if (state.status === 'error') {
    return (
      <Alert tone="error" title="SDK Error:">
        Error: {state.error}
      </Alert>
    );
  }
  if (state.status === 'initialized') {
    return (
      <Alert tone="success" title={piTexts.sdkReady}>
        <SdkStatus state={state} className="mt-2 bg-transparent px-0 py-0" />
        {controls.mode === 'simulator' ? (
          <p className="mt-1">Test mode: the Pi simulator stands in for the Pi Browser.</p>
        ) : null}
      </Alert>
    );
  }
  if (controls.mode === 'platform' && state.status === 'not-loaded') {
    return (
      <Alert tone="warning" title={piTexts.browserRequired}>
        {piTexts.browserRequiredAlert}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Pi Network Not Connected:">
      {piTexts.notConnectedAlert}
    </Alert>
  );
}
