import { Link } from 'react-router';
import { MailboxLink } from '#client/components/mailbox-link';
import { RichMessage } from '#client/components/rich-message';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { textLinkClass } from '#client/components/ui/text-link';
import { LegalDocument, type LegalSection } from '../components/legal-document';

/** The date this statement last changed; update it with every change to the sections below. */
const ACCESSIBILITY_LAST_UPDATED = '2026-11-27';

/**
 * The subject the contact form starts with when a barrier is reported from this page, in English
 * (legal.accessibility.barrierSubject, in the page's language, is the one sent).
 */
export const BARRIER_SUBJECT = 'Accessibility barrier';

function accessibilitySections(t: Translate, site: string): LegalSection[] {
  return [
    {
      id: 'standard',
      title: t('accessibility.standard.title'),
      body: <p>{t('accessibility.standard.p1', { site })}</p>,
    },
    {
      id: 'testing',
      title: t('accessibility.testing.title'),
      body: (
        <ul>
          <li>{t('accessibility.testing.axe')}</li>
          <li>{t('accessibility.testing.sweep')}</li>
          <li>{t('accessibility.testing.keyboard')}</li>
          <li>{t('accessibility.testing.reflow')}</li>
          <li>{t('accessibility.testing.lighthouse')}</li>
        </ul>
      ),
    },
    {
      id: 'what-works',
      title: t('accessibility.expect.title'),
      body: (
        <ul>
          <li>{t('accessibility.expect.keyboard')}</li>
          <li>{t('accessibility.expect.theme')}</li>
          <li>{t('accessibility.expect.screenReaders')}</li>
          <li>{t('accessibility.expect.captions')}</li>
          <li>{t('accessibility.expect.contrast')}</li>
        </ul>
      ),
    },
    {
      id: 'known-gaps',
      title: t('accessibility.gaps.title'),
      body: (
        <>
          <p>{t('accessibility.gaps.intro')}</p>
          <ul>
            <li>{t('accessibility.gaps.transcripts')}</li>
            <li>{t('accessibility.gaps.longNames')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'report',
      title: t('accessibility.report.title'),
      body: (
        <p>
          <RichMessage
            id="accessibility.report.p1"
            values={{ site }}
            parts={{
              reportLink: (
                <Link
                  to={`/contact?subject=${encodeURIComponent(t('accessibility.barrierSubject'))}`}
                  className={textLinkClass}
                >
                  {t('accessibility.report.link')}
                </Link>
              ),
              mailbox: <MailboxLink mailbox="support" />,
            }}
          />
        </p>
      ),
    },
  ];
}

/** /accessibility: the standard the site meets, how it is tested, known gaps, how to report. */
export function Component() {
  const t = useT();
  const site = getSiteName();
  return (
    <LegalDocument
      path="/accessibility"
      title={t('accessibility.title')}
      summary={t('accessibility.summary', { site })}
      lastUpdated={ACCESSIBILITY_LAST_UPDATED}
      sections={accessibilitySections(t, site)}
      related={[
        { to: '/terms', label: t('legal.link.terms') },
        { to: '/privacy', label: t('legal.link.privacy') },
        { to: '/child-safety', label: t('legal.link.childSafety') },
      ]}
    />
  );
}
