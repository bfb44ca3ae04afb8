import { Copy, RefreshCw } from 'lucide-react';
import { useReducer, useSyncExternalStore } from 'react';
import { piTexts } from '#shared/pi';
import { Button } from '#client/components/ui/button';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { piSettings } from '#client/lib/pi/pi-settings';
import { toast } from '#client/lib/toast';

const noop = () => () => undefined;

const sdkFunctions = ['init', 'authenticate', 'createPayment', 'openPaymentData'] as const;

/** A function of the SDK as code names it: `Pi.init`. */
const sdkFunctionName = (name: (typeof sdkFunctions)[number]) => `Pi.${name}`;

/**
 * The debug snapshot (docs/product.md#pi-developer-pages): what the page knows about its Pi
 * environment, right now.
 */
export type DebugSnapshot = {
  url: string;
  userAgent: string;
  inSandbox: boolean;
  override: boolean;
  sdkPresent: boolean;
  expectedSandboxUrl: string;
  timestamp: string;
  functions: Record<(typeof sdkFunctions)[number], string>;
};

export function debugSnapshot(expectedSandboxUrl: string): DebugSnapshot {
  const pi = window.Pi as Record<string, unknown> | undefined;
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    inSandbox: piSettings.sandbox(),
    override: piSettings.override(),
    sdkPresent: Boolean(pi),
    expectedSandboxUrl,
    timestamp: new Date().toISOString(),
    functions: Object.fromEntries(
      sdkFunctions.map((name) => [name, typeof pi?.[name]]),
    ) as DebugSnapshot['functions'],
  };
}

/**
 * The debug card: sandbox, override, SDK presence and its four functions, the URL, the expected
 * sandbox URL and the user agent, with Copy and Refresh and troubleshooting steps
 * (docs/product.md#pi-developer-pages).
 */
export function DebugCard({ expectedSandboxUrl }: { expectedSandboxUrl: string }) {
  const t = useT();
  const shown = useShownText();
  // Only the browser knows these; the server renders the card without them.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const snapshot = hydrated ? debugSnapshot(expectedSandboxUrl) : null;

  async function copy() {
    const current = debugSnapshot(expectedSandboxUrl);
    refresh();
    try {
      await navigator.clipboard.writeText(JSON.stringify(current, null, 2));
      toast.success(shown(piTexts.debugCopied));
    } catch {
      toast.error(t('pi.debug.copyFailed'), { description: t('pi.debug.copyByHand') });
    }
  }

  const yesNo = (value: boolean) => (value ? t('pi.debug.yes') : t('pi.debug.no'));
  return (
    <section
      aria-labelledby="pi-debug-title"
      className="border-border bg-card grid gap-4 rounded-xl border p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pi-debug-title" className="text-lg font-semibold">
          {t('pi.debug.title')}
        </h2>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden />
            {t('pi.debug.copy')}
          </Button>
          <Button size="sm" variant="secondary" onClick={refresh}>
            <RefreshCw className="size-4" aria-hidden />
            {t('pi.debug.refresh')}
          </Button>
        </div>
      </div>
      {/* Rendered before the browser knows the values, so nothing moves when they arrive. */}
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{t('pi.debug.inSandbox')}</dt>
        <dd>{snapshot ? yesNo(snapshot.inSandbox) : '…'}</dd>
        <dt className="text-muted-foreground">{t('pi.override')}</dt>
        <dd>{snapshot ? yesNo(snapshot.override) : '…'}</dd>
        <dt className="text-muted-foreground">{t('pi.debug.sdkPresent')}</dt>
        <dd>{snapshot ? yesNo(snapshot.sdkPresent) : '…'}</dd>
        {sdkFunctions.map((name) => (
          <div key={name} className="contents">
            <dt className="text-muted-foreground font-mono">{sdkFunctionName(name)}</dt>
            <dd className="font-mono">{snapshot?.functions[name] ?? '…'}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">{t('pi.debug.currentUrl')}</dt>
        <dd className="font-mono break-all">{snapshot?.url ?? '…'}</dd>
        <dt className="text-muted-foreground">{t('pi.debug.expectedUrl')}</dt>
        <dd className="font-mono break-all">{expectedSandboxUrl}</dd>
        <dt className="text-muted-foreground">{t('pi.debug.userAgent')}</dt>
        <dd className="min-h-8 font-mono text-xs break-all">{snapshot?.userAgent ?? '…'}</dd>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('pi.debug.troubleshooting')}</summary>
        <ol className="text-muted-foreground mt-2 list-decimal space-y-1 pl-5">
          <li>{t('pi.debug.step1')}</li>
          <li>{t('pi.debug.step2')}</li>
          <li>{t('pi.debug.step3')}</li>
          <li>{t('pi.debug.step4')}</li>
        </ol>
      </details>
    </section>
  );
}
