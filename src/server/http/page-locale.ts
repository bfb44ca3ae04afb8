import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLocale, isLocale, LOCALE_COOKIE, localeOfPath, type Locale } from '#shared/locales';

/**
 * The language of the page an API call came from, for the mail it sends to somebody without an
 * account (a contact form's sender, a reporter, a newsletter sign-up): the page's address as the
 * browser names it (Referer; the site sends it in full to itself), else the visitor's remembered
 * choice, else English.
 */
export function pageLocaleOf(c: Context): Locale {
  const referer = c.req.header('referer');
  if (referer) {
    try {
      return localeOfPath(new URL(referer).pathname).locale;
    } catch {
      // Not an address: the cookie decides.
    }
  }
  return rememberedLocale(c) ?? defaultLocale;
}

/** The language the visitor chose with the switch (its cookie), if they chose one. */
export function rememberedLocale(c: Context): Locale | null {
  const remembered = getCookie(c, LOCALE_COOKIE);
  return isLocale(remembered) ? remembered : null;
}
