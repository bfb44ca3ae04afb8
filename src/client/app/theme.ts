export type ThemePreference = 'dark' | 'light' | 'system';

export const THEME_STORAGE_KEY = 'theme';

const order: ThemePreference[] = ['dark', 'light', 'system'];

/** The toggle cycles dark → light → system → dark. */
export function nextTheme(current: ThemePreference): ThemePreference {
  return order[(order.indexOf(current) + 1) % order.length] ?? 'system';
}

export function parseTheme(value: string | null | undefined): ThemePreference {
  return value === 'dark' || value === 'light' ? value : 'system';
}

export function isDark(preference: ThemePreference, systemPrefersDark: boolean): boolean {
  return preference === 'dark' || (preference === 'system' && systemPrefersDark);
}

export function readStoredTheme(): ThemePreference {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function storeTheme(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
}

export function applyTheme(preference: ThemePreference): void {
  const dark = isDark(preference, window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
