import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichMessage } from '#client/components/rich-message';
import { buttonClasses } from '#client/components/ui/button';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { TranslationNotice } from './translation-notice';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A day as the code writes it ("2026-11-22"), as a long date in the page's language, in every time zone. */
function longDay(day: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * A legal text: title, which version governs (on a translation), summary, a "Last Updated" line,
 * a table of contents and numbered sections, then buttons to the related documents.
 */
export function LegalDocument({
  path,
  title,
  summary,
  lastUpdated,
  sections,
  related,
}: {
  /** The page's address inside the site ('/terms'): the translation notice links to its English. */
  path: string;
  title: string;
  summary: string;
  /** The date the text last changed, YYYY-MM-DD. */
  lastUpdated: string;
  sections: LegalSection[];
  related: Array<{ to: string; label: string }>;
}) {
  const t = useT();
  const localeTag = useLocaleTag();
  useDocumentTitle(title, summary);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="border-border border-b pb-8">
        <p className="text-primary inline-flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
          <FileText className="size-4" aria-hidden />
          {t('legal.document.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <TranslationNotice path={path} />
        <p className="text-muted-foreground mt-4 max-w-3xl text-lg text-pretty">{summary}</p>
        <p className="text-muted-foreground mt-4 text-sm">
          <RichMessage
            id="legal.document.lastUpdated"
            parts={{
              date: <time dateTime={lastUpdated}>{longDay(lastUpdated, localeTag)}</time>,
            }}
          />
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-label={t('legal.document.onThisPage')}
          className="lg:sticky lg:top-32 lg:self-start"
        >
          <p className="text-sm font-semibold">{t('legal.document.onThisPage')}</p>
          <ol className="mt-3 grid gap-1 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-muted-foreground hover:text-foreground hover:bg-muted block rounded-md px-2 py-1"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="border-border scroll-mt-32 border-b py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold sm:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <div className="text-muted-foreground [&_strong]:text-foreground mt-4 grid gap-4 leading-relaxed [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}

          <nav
            aria-label={t('legal.document.related')}
            className="bg-muted/50 mt-8 flex flex-col gap-4 rounded-2xl p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-medium">{t('legal.document.otherPolicies')}</p>
            <div className="flex flex-wrap gap-3">
              {related.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  {link.label}
                </Link>
              ))}
            </div>
          </nav>
        </div>
      </div>
    </div>
  );
}
