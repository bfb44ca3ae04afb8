import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { languageNames, localeTags, localizedPath, type Locale } from '#shared/locales';
import { rememberLanguage } from '#client/lib/i18n/choose-language';
import { useLocale, useT } from '#client/lib/i18n/i18n';

/**
 * The same page in the other language: a plain link (the other language's pages are a page load
 * away, under their own addresses), named in both languages, that remembers the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <a
      href={localizedPath(`${pathname}${search}${hash}`, other)}
      hrefLang={localeTags[other]}
      lang={localeTags[other]}
      title={t('app.language.switchTo')}
      aria-label={`${t('app.language.label')}: ${languageNames[other]}`}
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      <Languages className="size-4 shrink-0" aria-hidden />
      <span>{languageNames[other]}</span>
    </a>
  );
}
