import { isLocale, LOCALE_COOKIE, localizedPath, type Locale } from '#shared/locales';
import { pageLocale } from './catalogs';

/** A year: the choice outlasts the session, as the theme's does. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language chosen, for the English addresses opened later (the server reads it). */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${REMEMBERED_SECONDS}; SameSite=Lax`;
}

/**
 * A member's account language, once they sign in or choose it: remembered, and when the page is
 * in the other language, `path` (inside the site, as the router names it) is opened in theirs.
 * True when the page is being left for it.
 */
export function followAccountLanguage(language: unknown, path: string): boolean {
  if (!isLocale(language)) return false;
  rememberLanguage(language);
  if (language === pageLocale()) return false;
  window.location.assign(localizedPath(path, language));
  return true;
}
