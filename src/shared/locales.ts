/**
 * The languages the site speaks and where each one's pages live: English (the default) at the
 * site's own addresses, US Spanish under `/es`. Shared by the server (which picks the language of
 * a request and renders in it) and the browser (which takes the page over in the same language).
 */

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The cookie that remembers a visitor's choice (the switch, or a first visit's browser languages). */
export const LOCALE_COOKIE = 'lang';

/** Each language named in itself, as the switch shows it. */
export const languageNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag `Intl` and `hreflang` use for each language. */
export const localeTags: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale): string =>
  locale === defaultLocale ? '' : `/${locale}`;

/** The language of a page address and the address inside that language (always from `/`). */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: defaultLocale, path: pathname };
}

/** The address of the same page in `locale` (`path` may carry a query and a hash). */
export function localizedPath(path: string, locale: Locale): string {
  const inner = localeOfPath(path.replace(/[?#].*$/, '')).path;
  const rest = path.slice(path.search(/[?#]|$/));
  const prefix = localePrefix(locale);
  return prefix && inner === '/' ? `${prefix}${rest}` : `${prefix}${inner}${rest}`;
}

/**
 * The first of our languages in an Accept-Language header, by its weights (`es-MX;q=0.9`), or
 * null when it names none of them.
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q ? Number(q) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/**
 * The `?lang=` an API call names the page's language by, for answers that carry the site's own
 * words (the training catalogue): none for English, the default, so English addresses stay as
 * they were.
 */
export const languageQuery = (locale: Locale): { lang?: Locale } =>
  locale === defaultLocale ? {} : { lang: locale };

/** The language a `?lang=` asks for: English without one, or with one the site does not speak. */
export const localeOfQuery = (lang: string | undefined): Locale =>
  isLocale(lang) ? lang : defaultLocale;
