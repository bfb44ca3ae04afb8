import { useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { PageIntro } from '#client/components/ui/page-intro';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useExpectedSandboxUrl } from '../components/expected-sandbox-url';
import { SandboxControls } from '../components/sandbox-controls';
import { SdkDemoPanel } from '../components/sdk-demo-panel';
import { SdkStatus } from '../components/sdk-status';
import { usePiControls } from '../components/use-pi-controls';

const tabs = [
  { id: 'demo', label: 'pi.utilities.tab.demo' },
  { id: 'about', label: 'pi.utilities.tab.about' },
] as const satisfies readonly { id: string; label: MessageId }[];

/** Utilities (/pi-utilities, docs/product.md#pi-developer-pages). */
export function Component() {
  const t = useT();
  const controls = usePiControls();
  const expectedSandboxUrl = useExpectedSandboxUrl();
  const [tab, setTab] = useState<(typeof tabs)[number]['id']>('demo');

  return (
    <>
      <PageIntro title={t('pi.utilities.title')} description={t('pi.utilities.description')} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16">
        <Alert tone="info" title={t('pi.utilities.quickStart')}>
          {t('pi.utilities.quickStartText')}
        </Alert>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <section
            aria-labelledby="pi-settings"
            className="border-border bg-card grid h-fit gap-4 rounded-xl border p-5"
          >
            <h2 id="pi-settings" className="text-lg font-semibold">
              {t('pi.utilities.settings')}
            </h2>
            <SandboxControls controls={controls} savedAlert />
            <SdkStatus state={controls.state} />
          </section>
          {/* Rows start at the top: stretched to the settings' height while the panel's HTML is
              still arriving, the tab row grew and the panel moved up once it had all come. */}
          <div className="grid content-start gap-4">
            <div role="tablist" aria-label={t('pi.utilities.tabs')} className="flex gap-2">
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
                  {t(item.label)}
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
  const t = useT();
  return (
    <section className="border-border bg-card grid gap-3 rounded-xl border p-5 text-sm">
      <h2 className="text-lg font-semibold">{t('pi.about.title')}</h2>
      <p>{t('pi.about.what')}</p>
      <p>{t('pi.about.here')}</p>
      <p className="text-muted-foreground">{t('pi.about.tests')}</p>
    </section>
  );
}
