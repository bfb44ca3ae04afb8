import { KeyRound, Loader2 } from 'lucide-react';
import { piTexts, PI_UID_SHOWN } from '#shared/pi';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';
import { DebugCard } from './debug-card';
import { SdkStatus } from './sdk-status';
import { TestPaymentStep } from './test-payment-step';
import type { PiControls } from './use-pi-controls';
import { useTestPayment, type TestPaymentSource } from './use-test-payment';

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
  source: TestPaymentSource;
  expectedSandboxUrl: string;
}) {
  const t = useT();
  const shown = useShownText();
  const { sdk, state } = controls;
  const {
    signIn: authenticate,
    busy: authenticating,
    error: authError,
  } = usePiSignIn(sdk, piTexts.authenticationFailed);
  const { paying, pay } = useTestPayment(controls, source);
  const ready = state.status === 'initialized' && sdk !== null;

  return (
    <div className="grid gap-6">
      <DebugCard expectedSandboxUrl={expectedSandboxUrl} />
      <PiStatusAlert controls={controls} />

      <section
        aria-labelledby="pi-step-1"
        className="border-border bg-card grid gap-3 rounded-xl border p-5"
      >
        <h2 id="pi-step-1" className="text-lg font-semibold">
          {t('pi.demo.step1')}
        </h2>
        {state.user ? (
          <p className="text-sm">
            <RichMessage
              id="pi.demo.signedInAs"
              parts={{
                name: <span className="font-semibold">{state.user.username}</span>,
                uid: (
                  <span className="text-muted-foreground font-mono">
                    {t('pi.demo.uid', { uid: state.user.uid.slice(0, PI_UID_SHOWN) })}
                  </span>
                ),
              }}
            />
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">{t('pi.demo.scopes')}</p>
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
          {state.user ? t('pi.demo.reauthenticate') : t('pi.demo.authenticate')}
        </Button>
        {authError ? (
          <Alert tone="error" title={t('pi.demo.authError')}>
            {shown(authError)}
          </Alert>
        ) : null}
      </section>

      <TestPaymentStep
        source={source}
        canPay={ready && Boolean(state.user)}
        paying={paying}
        onPay={pay}
      />
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
  const t = useT();
  const shown = useShownText();
  const { state } = controls;
  if (state.status === 'error') {
    return (
      <Alert tone="error" title={t('pi.demo.sdkError')}>
        {t('pi.status.error', { error: state.error ? shown(state.error) : '' })}
      </Alert>
    );
  }
  if (state.status === 'initialized') {
    return (
      <Alert tone="success" title={shown(piTexts.sdkReady)}>
        <SdkStatus state={state} className="mt-2 bg-transparent px-0 py-0" />
        {controls.mode === 'simulator' ? <p className="mt-1">{t('pi.demo.simulator')}</p> : null}
      </Alert>
    );
  }
  if (controls.mode === 'platform' && state.status === 'not-loaded') {
    return (
      <Alert tone="warning" title={shown(piTexts.browserRequired)}>
        {shown(piTexts.browserRequiredAlert)}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('pi.demo.notConnected')}>
      {shown(piTexts.notConnectedAlert)}
    </Alert>
  );
}
