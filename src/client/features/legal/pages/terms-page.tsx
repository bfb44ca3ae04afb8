import { Link } from 'react-router';
import { RichMessage } from '#client/components/rich-message';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';

/** The date this text last changed; update it with every change to the sections below. */
const TERMS_LAST_UPDATED = '2026-11-22';

const linkClass = 'text-primary underline underline-offset-4 hover:decoration-2';

function termsSections(t: Translate, site: string): LegalSection[] {
  return [
    {
      id: 'agreement',
      title: t('terms.agreement.title'),
      body: (
        <>
          <p>
            <RichMessage
              id="terms.agreement.p1"
              values={{ site }}
              parts={{
                privacyPolicy: (
                  <Link to="/privacy" className={linkClass}>
                    {t('legal.link.privacy')}
                  </Link>
                ),
              }}
            />
          </p>
          <p>{t('terms.agreement.p2')}</p>
        </>
      ),
    },
    {
      id: 'services',
      title: t('terms.services.title'),
      body: (
        <>
          <p>{t('terms.services.intro', { site })}</p>
          <ul>
            <li>{t('terms.services.training')}</li>
            <li>{t('terms.services.accounts')}</li>
            <li>{t('terms.services.recruiting')}</li>
            <li>{t('terms.services.streams')}</li>
            <li>{t('terms.services.payments')}</li>
          </ul>
          <p>
            <RichMessage
              id="terms.services.p2"
              parts={{
                pricingPage: (
                  <Link to="/pricing" className={linkClass}>
                    {t('terms.services.pricingPage')}
                  </Link>
                ),
              }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: t('terms.accounts.title'),
      body: (
        <>
          <p>{t('terms.accounts.p1')}</p>
          <p>
            <RichMessage
              id="terms.accounts.p2"
              parts={{ mailbox: <MailboxLink mailbox="support" /> }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'user-content',
      title: t('terms.userContent.title'),
      body: (
        <>
          <p>{t('terms.userContent.p1')}</p>
          <p>{t('terms.userContent.p2')}</p>
        </>
      ),
    },
    {
      id: 'prohibited',
      title: t('terms.prohibited.title'),
      body: (
        <>
          <p>{t('terms.prohibited.intro')}</p>
          <ul>
            <li>{t('terms.prohibited.harm')}</li>
            <li>{t('terms.prohibited.askMinors')}</li>
            <li>{t('terms.prohibited.offensive')}</li>
            <li>{t('terms.prohibited.impersonate')}</li>
            <li>{t('terms.prohibited.falseStats')}</li>
            <li>{t('terms.prohibited.noRights')}</li>
            <li>{t('terms.prohibited.scrape')}</li>
            <li>{t('terms.prohibited.interfere')}</li>
            <li>{t('terms.prohibited.unlawful')}</li>
          </ul>
          <p>{t('terms.prohibited.consequences')}</p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: t('terms.intellectualProperty.title'),
      body: <p>{t('terms.intellectualProperty.p1', { site })}</p>,
    },
    {
      id: 'termination',
      title: t('terms.termination.title'),
      body: (
        <>
          <p>{t('terms.termination.p1')}</p>
          <p>
            <RichMessage
              id="terms.termination.p2"
              parts={{ mailbox: <MailboxLink mailbox="support" /> }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      body: (
        <>
          <p>{t('terms.liability.p1')}</p>
          <p>{t('terms.liability.p2', { site })}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      body: <p>{t('terms.changes.p1')}</p>,
    },
    {
      id: 'governing-law',
      title: t('terms.governingLaw.title'),
      body: (
        <>
          <p>{t('terms.governingLaw.p1', { site })}</p>
          <p>
            <RichMessage
              id="terms.governingLaw.contact"
              parts={{
                support: <MailboxLink mailbox="support" />,
                safety: <MailboxLink mailbox="safety" />,
              }}
            />
          </p>
        </>
      ),
    },
  ];
}

export function Component() {
  const t = useT();
  const site = getSiteName();
  return (
    <LegalDocument
      path="/terms"
      title={t('terms.title')}
      summary={t('terms.summary', { site })}
      lastUpdated={TERMS_LAST_UPDATED}
      sections={termsSections(t, site)}
      related={[
        { to: '/privacy', label: t('legal.link.privacy') },
        { to: '/child-safety', label: t('legal.link.childSafety') },
      ]}
    />
  );
}
