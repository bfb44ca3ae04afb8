import { Loader2, Wallet } from 'lucide-react';
import { piTexts, PI_UID_SHOWN } from '#shared/pi';
import { Button } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT } from '#client/lib/i18n/i18n';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';
import { useExpectedSandboxUrl } from '../components/expected-sandbox-url';
import { LoadingScreen, useLoadingScreen } from '../components/loading-screen';
import { PiLinks } from '../components/pi-links';
import { SandboxControls } from '../components/sandbox-controls';
import { SdkDemoPanel } from '../components/sdk-demo-panel';
import { SdkStatus } from '../components/sdk-status';
import { usePiControls, type PiControls } from '../components/use-pi-controls';

/**
 * The Developer Sandbox (/dev): controls, quick connect and links beside the SDK tests
 * (docs/product.md#pi-developer-pages).
 */
export function Component() {
  const t = useT();
  const controls = usePiControls();
  const expectedSandboxUrl = useExpectedSandboxUrl();
  const loading = useLoadingScreen();
  if (loading) return <LoadingScreen label={t('pi.dev.loading')} />;
  return (
    <>
      <PageIntro title={t('pi.dev.title')} description={t('pi.dev.description')} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 lg:grid-cols-[18rem_minmax(0,1fr)_18rem]">
        <aside className="grid h-fit gap-6">
          <section
            aria-labelledby="dev-controls"
            className="border-border bg-card grid gap-4 rounded-xl border p-5"
          >
            <h2 id="dev-controls" className="text-lg font-semibold">
              {t('pi.dev.controls')}
            </h2>
            <SandboxControls controls={controls} />
            <SdkStatus state={controls.state} />
          </section>
        </aside>
        <section className="grid h-fit gap-6" aria-label={t('pi.dev.testInterface')}>
          <SdkDemoPanel
            controls={controls}
            source="dev-sandbox"
            expectedSandboxUrl={expectedSandboxUrl}
          />
        </section>
        <aside className="grid h-fit gap-6">
          <QuickConnect controls={controls} />
          <section
            aria-labelledby="dev-links"
            className="border-border bg-card grid gap-3 rounded-xl border p-5"
          >
            <h2 id="dev-links" className="text-lg font-semibold">
              {t('pi.dev.links')}
            </h2>
            <PiLinks />
          </section>
        </aside>
      </div>
    </>
  );
}

function QuickConnect({ controls }: { controls: PiControls }) {
  const t = useT();
  const { sdk, state } = controls;
  const { signIn, busy } = usePiSignIn(sdk, piTexts.authenticationFailed);
  return (
    <section
      aria-labelledby="dev-connect"
      className="border-border bg-card grid gap-3 rounded-xl border p-5"
    >
      <h2 id="dev-connect" className="text-lg font-semibold">
        {t('pi.dev.quickConnect')}
      </h2>
      {state.user ? (
        <p className="text-sm">
          {state.user.username}
          <br />
          <span className="text-muted-foreground font-mono">
            {t('pi.dev.uid', { uid: state.user.uid.slice(0, PI_UID_SHOWN) })}
          </span>
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">{t('pi.dev.noWallet')}</p>
      )}
      <Button
        disabled={!sdk || state.status !== 'initialized' || busy}
        aria-busy={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Wallet className="size-4" aria-hidden />
        )}
        {state.user ? t('pi.dev.reconnect') : t('pi.dev.connect')}
      </Button>
    </section>
  );
}
