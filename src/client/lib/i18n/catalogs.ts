// The browser's catalogs: each area's messages in one language, loaded when a page of the area is
// first shown (the shell's with the first page), so a page carries its own language's words only.
import { type Locale } from '#shared/locales';
import { browserMessages, englishRidesWithCode } from './i18n';

/**
 * The areas the catalogs are split by: the shell (header, footer, shared parts), each page's, and
 * a section below the fold whose code loads as it comes into view (homeMore).
 */
export type CatalogArea =
  | 'app'
  | 'home'
  | 'homeMore'
  | 'forms'
  | 'accounts'
  | 'signIn'
  | 'guardian'
  | 'consent'
  | 'about'
  | 'stories'
  | 'partnership'
  | 'nft'
  | 'piMining'
  | 'contact'
  | 'pricing'
  | 'legal'
  | 'terms'
  | 'privacyPolicy'
  | 'childSafety'
  | 'accessibility'
  | 'packages'
  | 'athletes'
  | 'profile'
  | 'training'
  | 'player'
  | 'streams'
  | 'programs'
  | 'recruiting'
  | 'evaluations'
  | 'messaging'
  | 'payments'
  | 'pi'
  | 'admin'
  | 'playerProfile'
  | 'safety'
  | 'hiddenProfile'
  | 'mailbox';

/**
 * Where each area's catalog is, in one language: a list of its own per language, so a page's
 * first script names no catalog and an English page loads no Spanish one's name.
 */
const filesIn = (locale: Locale) =>
  locale === 'es' ? import('./catalog-files-es') : import('./catalog-files-en');
const loaded = new Map<string, Promise<void>>();

/** Loads an area's messages in `locale` into the page's messages (once). */
export function loadCatalog(locale: Locale, area: CatalogArea): Promise<void> {
  // The forms' English entries are their ids' own words (useShownText shows a text it does not
  // find as written), and the built site's English words come with its code (registerEnglish):
  // an English page has nothing to load for them.
  if (locale === 'en' && (area === 'forms' || englishRidesWithCode())) return Promise.resolve();
  const key = `${locale}/${area}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = filesIn(locale)
      .then(({ catalogFiles }) => {
        const file = catalogFiles[`./${area}.json`];
        if (!file) throw new Error(`No catalog ${key}`);
        return file();
      })
      .then(async (module) => {
        if (locale !== browserMessages.locale) return;
        browserMessages.load(module.default);
        if (area === 'forms') (await import('./shaped-texts')).readShapes(browserMessages);
      });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * The language the page was opened in, set once before the first render: the pages' catalogs load
 * in it while the shell's does.
 */
export function startLanguage(locale: Locale): Promise<void> {
  if (browserMessages.locale !== locale) {
    loaded.clear();
    browserMessages.clear();
  }
  browserMessages.locale = locale;
  return loadCatalog(locale, 'app');
}

/** The language of the page loaded in the browser (English until startLanguage). */
export const pageLocale = (): Locale => browserMessages.locale;
