// The browser's catalogs: each area's messages in one language, loaded when a page of the area is
// first shown (the shell's with the first page), so a page carries its own language's words only.
import type { Messages } from '@lingui/core';
import { defaultLocale, type Locale } from '#shared/locales';
import { browserI18n } from './i18n';

/** The areas the catalogs are split by: the shell (header, footer, shared parts) and each page's. */
export type CatalogArea = 'app' | 'home';

const files = import.meta.glob<{ default: Messages }>('../../locales/*/*.json');
const loaded = new Map<string, Promise<void>>();

/** Loads an area's messages in `locale` into the page's messages (once). */
export function loadCatalog(locale: Locale, area: CatalogArea): Promise<void> {
  const key = `${locale}/${area}`;
  let loading = loaded.get(key);
  if (!loading) {
    const file = files[`../../locales/${key}.json`];
    if (!file) throw new Error(`No catalog ${key}`);
    loading = file().then((module) => browserI18n.load(locale, module.default));
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The language the page was opened in, set once before the first render. */
export async function startLanguage(locale: Locale): Promise<void> {
  await loadCatalog(locale, 'app');
  browserI18n.activate(locale);
}

/** The language of the page loaded in the browser (English until startLanguage). */
export const pageLocale = (): Locale => (browserI18n.locale as Locale | '') || defaultLocale;
