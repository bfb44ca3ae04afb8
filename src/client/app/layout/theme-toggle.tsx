import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '#client/components/ui/button';
import { applyTheme, nextTheme, readStoredTheme, storeTheme, type ThemePreference } from '../theme';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const labels = {
  dark: 'app.theme.dark',
  light: 'app.theme.light',
  system: 'app.theme.system',
} as const satisfies Record<ThemePreference, MessageId>;
const icons = { dark: Moon, light: Sun, system: Monitor } as const;

// The choice lives in localStorage; this keeps the button in step with it. The server cannot
// know it, so the page is rendered with "system" and the browser corrects it after hydrating.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const chooseTheme = (preference: ThemePreference) => {
  storeTheme(preference);
  for (const listener of listeners) listener();
};

export function ThemeToggle() {
  const theme = useSyncExternalStore<ThemePreference>(subscribe, readStoredTheme, () => 'system');

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

  const t = useT();
  const next = nextTheme(theme);
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('app.theme.switch', { next: t(labels[next]), current: t(labels[theme]) })}
      title={t('app.theme.title', { current: t(labels[theme]) })}
      onClick={() => chooseTheme(next)}
    >
      <Icon className="size-5" aria-hidden />
    </Button>
  );
}
