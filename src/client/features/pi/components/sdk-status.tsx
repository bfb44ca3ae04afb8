import { CircleAlert, CircleCheck, CircleDashed, Loader2 } from 'lucide-react';
import { piTexts } from '#shared/pi';
import type { PiState } from '#client/lib/pi/pi-sdk';
import { cn } from '#client/lib/cn';
import { useShownText, useT, type Translate } from '#client/lib/i18n/i18n';

/** The SDK status indicator (docs/product.md#pi-sdk-states), in the words of #texts-pi. */
export function sdkStatusText(
  state: PiState,
  t: Translate,
  shown: (text: string) => string,
): string {
  switch (state.status) {
    case 'initializing':
      return shown(piTexts.connecting);
    case 'initialized':
      return state.sandbox ? t('pi.status.connectedSandbox') : t('pi.status.connectedProduction');
    case 'error':
      return t('pi.status.error', { error: shown(state.error ?? piTexts.maxRetries) });
    default:
      return shown(piTexts.notConnected);
  }
}

export function SdkStatus({ state, className }: { state: PiState; className?: string }) {
  const t = useT();
  const shown = useShownText();
  const Icon =
    state.status === 'initializing'
      ? Loader2
      : state.status === 'initialized'
        ? CircleCheck
        : state.status === 'error'
          ? CircleAlert
          : CircleDashed;
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
        state.status === 'initialized'
          ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200'
          : state.status === 'error'
            ? 'bg-red-50 text-red-900 dark:bg-red-400/10 dark:text-red-200'
            : 'bg-muted text-foreground',
        className,
      )}
    >
      <Icon
        className={cn('size-4 shrink-0', state.status === 'initializing' && 'animate-spin')}
        aria-hidden
      />
      <span>
        <span className="sr-only">{t('pi.status.label')} </span>
        {sdkStatusText(state, t, shown)}
      </span>
    </p>
  );
}
