import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { PageIntro } from '#client/components/ui/page-intro';
import { cn } from '#client/lib/cn';
import { useExpectedSandboxUrl } from '../components/expected-sandbox-url';
import { SandboxControls } from '../components/sandbox-controls';
import { SdkDemoPanel } from '../components/sdk-demo-panel';
import { SdkStatus } from '../components/sdk-status';
import { usePiControls } from '../components/use-pi-controls';

const tabs = [
  { id: 'demo', label: 'SDK Demo' },
  { id: 'about', label: 'About' },
] as const;

/** Utilities (/pi-utilities, docs/product.md#pi-developer-pages). */
export function Component() {
  const controls = usePiControls();
  const expectedSandboxUrl = useExpectedSandboxUrl();
  const [tab, setTab] = useState<(typeof tabs)[number]['id']>('demo');

  return (
    <>
      <PageIntro
        title="Pi Utilities"
        description="Sandbox switches, SDK status and a demo of wallet sign-in and payments."
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16">
        <Alert tone="info" title="Quick start">
          Turn on sandbox mode to test on the Pi testnet, authenticate in step 1, then send a test
          payment in step 2. Outside the Pi Browser, the override treats this browser as one.
        </Alert>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <section
            aria-labelledby="pi-settings"
            className="border-border bg-card grid h-fit gap-4 rounded-xl border p-5"
          >
            <h2 id="pi-settings" className="text-lg font-semibold">
              Settings
            </h2>
            <SandboxControls controls={controls} savedAlert />
            <SdkStatus state={controls.state} />
          </section>
          {/* Rows start at the top: stretched to the settings' height while the panel's HTML is
              still arriving, the tab row grew and the panel moved up once it had all come. */}
          <div className="grid content-start gap-4">
            <div role="tablist" aria-label="Pi utilities" className="flex gap-2">
              {tabs.map((item) => (
                <button
                  key={item.id}
                  id={`pi-tab-${item.id}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === item.id}
                  aria-controls={`pi-panel-${item.id}`}
                  tabIndex={tab === item.id ? 0 : -1}
                  onClick={() => setTab(item.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                      const next = tab === 'demo' ? 'about' : 'demo';
                      setTab(next);
                      document.getElementById(`pi-tab-${next}`)?.focus();
                    }
                  }}
                  className={cn(
                    'h-10 rounded-lg px-4 text-sm font-medium',
                    tab === item.id ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )}
                >
                  {item.label}
                </button>
              ))}
            </div>
            <div
              id={`pi-panel-${tab}`}
              role="tabpanel"
              aria-labelledby={`pi-tab-${tab}`}
              tabIndex={0}
            >
              {tab === 'demo' ? (
                <SdkDemoPanel
                  controls={controls}
                  source="sdk-demo"
                  expectedSandboxUrl={expectedSandboxUrl}
                />
              ) : (
                <AboutPi />
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

function AboutPi() {
  return (
    <section className="border-border bg-card grid gap-3 rounded-xl border p-5 text-sm">
      <h2 className="text-lg font-semibold">About the Pi Network</h2>
      <p>
        Pi is a cryptocurrency mined on phones. Its wallet lives in the Pi Browser, which lets sites
        sign people in with their Pi account and take payments in Pi.
      </p>
      <p>
        On this site you can sign in with Pi and pay for All Training or Recruiting Profile in Pi.
        Each payment is approved and completed by our server only after the Pi Platform confirms it;
        a payment left unfinished is completed the next time you sign in.
      </p>
      <p className="text-muted-foreground">
        Test payments made on this page are marked as tests and never unlock anything.
      </p>
    </section>
  );
}
