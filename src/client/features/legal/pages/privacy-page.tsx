import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichMessage } from '#client/components/rich-message';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';

/** The date this policy last changed; update it with every change to the sections below. */
const PRIVACY_POLICY_LAST_UPDATED = '2026-11-27';

const linkClass = 'text-primary underline underline-offset-4 hover:decoration-2';

/** A list item that starts with its term in bold: the message places `{label}`. */
function Labelled({
  id,
  term,
  values,
  parts,
}: {
  id: MessageId;
  term: MessageId;
  values?: Record<string, string>;
  parts?: Record<string, ReactNode>;
}) {
  const t = useT();
  return (
    <li>
      <RichMessage
        id={id}
        values={values}
        parts={{ ...parts, label: <strong>{t(term)}</strong> }}
      />
    </li>
  );
}

function privacySections(t: Translate, site: string): LegalSection[] {
  const strong = (id: MessageId) => <strong>{t(id)}</strong>;
  return [
    {
      id: 'information-we-collect',
      title: t('privacyPolicy.privacy.collect.title'),
      body: (
        <>
          <p>{t('privacyPolicy.privacy.collect.intro', { site })}</p>
          <ul>
            <Labelled
              id="privacyPolicy.privacy.collect.account"
              term="privacyPolicy.privacy.collect.account.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.birthDate"
              term="privacyPolicy.privacy.collect.birthDate.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.guardian"
              term="privacyPolicy.privacy.collect.guardian.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.messages"
              term="privacyPolicy.privacy.collect.messages.label"
              values={{ site }}
            />
            <Labelled
              id="privacyPolicy.privacy.collect.profile"
              term="privacyPolicy.privacy.collect.profile.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.media"
              term="privacyPolicy.privacy.collect.media.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.usage"
              term="privacyPolicy.privacy.collect.usage.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.device"
              term="privacyPolicy.privacy.collect.device.label"
            />
            <Labelled
              id="privacyPolicy.privacy.collect.payment"
              term="privacyPolicy.privacy.collect.payment.label"
            />
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: t('privacyPolicy.privacy.use.title'),
      body: (
        <>
          <p>{t('privacyPolicy.privacy.use.intro')}</p>
          <ul>
            <li>{t('privacyPolicy.privacy.use.account')}</li>
            <li>{t('privacyPolicy.privacy.use.deliver')}</li>
            <li>{t('privacyPolicy.privacy.use.search')}</li>
            <li>{t('privacyPolicy.privacy.use.views')}</li>
            <li>{t('privacyPolicy.privacy.use.coachTools')}</li>
            <li>{t('privacyPolicy.privacy.use.messages')}</li>
            <li>{t('privacyPolicy.privacy.use.payments')}</li>
            <li>{t('privacyPolicy.privacy.use.safety')}</li>
            <li>{t('privacyPolicy.privacy.use.improve')}</li>
            <li>{t('privacyPolicy.privacy.use.legal')}</li>
          </ul>
          <p>{t('privacyPolicy.privacy.use.noSale')}</p>
        </>
      ),
    },
    {
      id: 'how-we-share',
      title: t('privacyPolicy.privacy.share.title'),
      body: (
        <>
          <p>{t('privacyPolicy.privacy.share.intro')}</p>
          <ul>
            <Labelled
              id="privacyPolicy.privacy.share.recruiters"
              term="privacyPolicy.privacy.share.recruiters.label"
              parts={{
                childSafety: (
                  <Link to="/child-safety" className={linkClass}>
                    {t('legal.link.childSafety')}
                  </Link>
                ),
              }}
            />
            <Labelled
              id="privacyPolicy.privacy.share.conversation"
              term="privacyPolicy.privacy.share.conversation.label"
            />
            <Labelled
              id="privacyPolicy.privacy.share.providers"
              term="privacyPolicy.privacy.share.providers.label"
            />
            <Labelled
              id="privacyPolicy.privacy.share.authorities"
              term="privacyPolicy.privacy.share.authorities.label"
            />
          </ul>
          <p>{t('privacyPolicy.privacy.share.merger', { site })}</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacyPolicy.privacy.rights.title'),
      body: (
        <>
          <p>{t('privacyPolicy.privacy.rights.intro')}</p>
          <ul>
            <Labelled
              id="privacyPolicy.privacy.rights.access"
              term="privacyPolicy.privacy.rights.access.label"
            />
            <Labelled
              id="privacyPolicy.privacy.rights.correction"
              term="privacyPolicy.privacy.rights.correction.label"
            />
            <Labelled
              id="privacyPolicy.privacy.rights.deletion"
              term="privacyPolicy.privacy.rights.deletion.label"
            />
            <Labelled
              id="privacyPolicy.privacy.rights.restriction"
              term="privacyPolicy.privacy.rights.restriction.label"
            />
            <Labelled
              id="privacyPolicy.privacy.rights.portability"
              term="privacyPolicy.privacy.rights.portability.label"
            />
          </ul>
          <p>
            <RichMessage
              id="privacyPolicy.privacy.rights.selfService"
              parts={{
                myProfile: (
                  <Link to="/profile" className={linkClass}>
                    {t('privacyPolicy.privacy.rights.myProfile')}
                  </Link>
                ),
                download: strong('legal.label.downloadMyData'),
                whoCanSee: strong('privacyPolicy.privacy.rights.whoCanSee'),
                deleteAccount: strong('privacyPolicy.privacy.rights.deleteAccount'),
                mailbox: <MailboxLink mailbox="privacy" />,
              }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('privacyPolicy.privacy.children.title'),
      body: (
        <>
          <p>{t('privacyPolicy.privacy.children.minimumAge', { site })}</p>
          <p>
            <RichMessage
              id="privacyPolicy.privacy.children.consent"
              parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
            />
          </p>
          <p>
            <RichMessage
              id="privacyPolicy.privacy.children.conversations"
              parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('privacyPolicy.privacy.security.title'),
      body: (
        <p>
          <RichMessage
            id="privacyPolicy.privacy.security.p1"
            parts={{ mailbox: <MailboxLink mailbox="safety" /> }}
          />
        </p>
      ),
    },
    {
      id: 'retention',
      title: t('privacyPolicy.privacy.retention.title'),
      body: <p>{t('privacyPolicy.privacy.retention.p1')}</p>,
    },
    {
      id: 'changes',
      title: t('privacyPolicy.privacy.changes.title'),
      body: <p>{t('privacyPolicy.privacy.changes.p1', { site })}</p>,
    },
    {
      id: 'contact',
      title: t('privacyPolicy.privacy.contact.title'),
      body: (
        <>
          <p>
            <RichMessage
              id="privacyPolicy.privacy.contact.privacy"
              parts={{ mailbox: <MailboxLink mailbox="privacy" /> }}
            />
          </p>
          <p>
            <RichMessage
              id="privacyPolicy.privacy.contact.other"
              parts={{
                childSafety: <MailboxLink mailbox="childSafety" />,
                support: <MailboxLink mailbox="support" />,
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
      path="/privacy"
      title={t('privacyPolicy.privacy.title')}
      summary={t('privacyPolicy.privacy.summary', { site })}
      lastUpdated={PRIVACY_POLICY_LAST_UPDATED}
      sections={privacySections(t, site)}
      related={[
        { to: '/child-safety', label: t('legal.link.childSafety') },
        { to: '/terms', label: t('legal.link.terms') },
      ]}
    />
  );
}
