import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { applyTheme, nextTheme, readStoredTheme, storeTheme, type ThemePreference } from '../theme';

const labels: Record<ThemePreference, string> = { dark: 'dark', light: 'light', system: 'system' };
const icons = { dark: Moon, light: Sun, system: Monitor } as const;

export function ThemeToggle() {
  const [theme, setTheme] = useState<ThemePreference>(readStoredTheme);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);

  const next = nextTheme(theme);
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${labels[next]} theme (now ${labels[theme]} theme)`}
      title={`Theme: ${labels[theme]}`}
      onClick={() => {
        storeTheme(next);
        setTheme(next);
      }}
    >
      <Icon className="size-5" aria-hidden />
    </Button>
  );
}
