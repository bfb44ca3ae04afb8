import { Languages } from 'lucide-react';
import { localeTags, localizedPath } from '#shared/locales';
import { RichMessage } from '#client/components/rich-message';
import { rememberLanguage } from '#client/lib/i18n/choose-language';
import { useLocale, useT } from '#client/lib/i18n/i18n';

/**
 * On a translated legal text (the Spanish pages), which version governs: the English one, with a
 * link to it. The English page shows nothing. `path` is the page's address inside the site
 * ('/terms'); the link is a plain one to the English address, and remembers English as the
 * footer's switch does, so that the server does not send it back to the Spanish page.
 */
export function TranslationNotice({ path }: { path: string }) {
  const t = useT();
  const locale = useLocale();
  if (locale === 'en') return null;
  return (
    <p
      role="note"
      className="border-border bg-muted/50 mt-4 flex max-w-3xl gap-2 rounded-lg border p-3 text-sm"
    >
      <Languages className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <RichMessage
          id="legal.translationNotice.text"
          parts={{
            englishVersion: (
              <a
                href={localizedPath(path, 'en')}
                hrefLang={localeTags.en}
                onClick={() => rememberLanguage('en')}
                className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
              >
                {t('legal.translationNotice.link')}
              </a>
            ),
          }}
        />
      </span>
    </p>
  );
}
