import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '../components/mailbox-link';

/** The date this policy last changed; update it with every change to the sections below. */
const PRIVACY_POLICY_LAST_UPDATED = '2026-11-22';

function privacySections(site: string): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <p>We collect the information you give us and information created as you use {site}:</p>
          <ul>
            <li>
              <strong>Account details:</strong> name, email address, phone number and age, and for
              coaches and organizations their role, school, club or league.
            </li>
            <li>
              <strong>Athlete profile:</strong> sport, position, school, location, graduation year,
              height, weight and athletic statistics.
            </li>
            <li>
              <strong>Media:</strong> the videos and images you upload, such as an avatar and
              highlight videos.
            </li>
            <li>
              <strong>Usage data:</strong> the pages and videos you view, searches, and the time and
              length of your visits.
            </li>
            <li>
              <strong>Device data:</strong> browser and device type, operating system, IP address
              and settings such as language and theme.
            </li>
            <li>
              <strong>Payment data:</strong> the plan you chose and the status of your payments.
              Card numbers are handled by our payment provider and Pi payments by Pi Network; we do
              not store card numbers or wallet keys.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>
              create and run your account and show your athlete profile as your settings allow;
            </li>
            <li>deliver training videos, live streams and the features of your membership;</li>
            <li>let verified recruiters and coaches find athletes who chose to be found;</li>
            <li>process payments and send receipts and account messages;</li>
            <li>keep users safe: verify adults, moderate content and investigate reports;</li>
            <li>understand how the site is used so we can fix problems and improve it;</li>
            <li>meet our legal obligations.</li>
          </ul>
          <p>
            We do not sell your personal information, and we do not use the data of users under 18
            for targeted advertising.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-share',
      title: 'How We Share Your Information',
      body: (
        <>
          <p>We share information only in these cases:</p>
          <ul>
            <li>
              <strong>Recruiters and coaches:</strong> verified recruiters and coaches can see the
              athlete profile details your privacy settings make visible. Minors’ profiles show less
              by default, as our{' '}
              <Link
                to="/child-safety"
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                Child Safety Statement
              </Link>{' '}
              explains.
            </li>
            <li>
              <strong>Service providers:</strong> companies that host our servers, send email,
              stream video and process payments for us, bound by contract to use the data only to
              provide their service.
            </li>
            <li>
              <strong>Legal authorities:</strong> when the law requires it, or when we believe in
              good faith that sharing is needed to protect a child or anyone else from harm.
            </li>
          </ul>
          <p>
            If {site} is ever merged or sold, your information may pass to the new owner, who must
            keep honouring this policy.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: (
        <>
          <p>You have the right to:</p>
          <ul>
            <li>
              <strong>Access</strong> the personal information we hold about you;
            </li>
            <li>
              <strong>Correction</strong> of information that is wrong or incomplete;
            </li>
            <li>
              <strong>Deletion</strong> of your information and your account;
            </li>
            <li>
              <strong>Restriction</strong> of how we use your information;
            </li>
            <li>
              <strong>Portability</strong>: a copy of your information in a common, machine-readable
              format.
            </li>
          </ul>
          <p>
            To use any of these rights, write to <MailboxLink mailbox="privacy" />. We answer within
            30 days and may ask you to confirm your identity first.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children and Parental Consent',
      body: (
        <>
          <p>
            {site} is for users aged 13 and older. We do not knowingly collect information from
            children under 13; if we learn that we have, we delete it.
          </p>
          <p>
            Users aged 13 to 18 need the consent of a parent or legal guardian to use {site}. A
            parent or guardian may review the information we hold about their child, ask us to
            correct or delete it, and withdraw consent at any time by writing to{' '}
            <MailboxLink mailbox="childSafety" />.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Data Security',
      body: (
        <p>
          We protect your information with encrypted connections, hashed passwords, access limited
          to the staff who need it, and regular review of our systems. No service can be completely
          secure, so please use a strong password that you do not use anywhere else, and tell us at{' '}
          <MailboxLink mailbox="safety" /> if you notice anything suspicious.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Data Retention',
      body: (
        <p>
          We keep your information while your account is open. When you delete your account we
          delete or anonymise your profile, videos and images within 30 days, except what the law
          requires us to keep (such as payment records) or what we need to deal with a safety
          report, which we keep only as long as necessary.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: (
        <p>
          We may update this policy as {site} changes. The “Last Updated” date at the top shows when
          it last changed. For material changes we will tell you by email or on the site before they
          take effect, and where the law requires it we will ask for your consent, or a parent’s
          consent for users under 18, again.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact Us',
      body: (
        <>
          <p>
            Privacy questions and requests: <MailboxLink mailbox="privacy" />.
          </p>
          <p>
            Concerns about a child’s safety: <MailboxLink mailbox="childSafety" />. Anything else:{' '}
            <MailboxLink mailbox="support" />.
          </p>
        </>
      ),
    },
  ];
}

export function Component() {
  const site = getSiteName();
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={`What ${site} collects, why, who we share it with and the rights you have over your data, including the extra protection for users under 18.`}
      lastUpdated={PRIVACY_POLICY_LAST_UPDATED}
      sections={privacySections(site)}
      related={[
        { to: '/child-safety', label: 'Child Safety Statement' },
        { to: '/terms', label: 'Terms of Service' },
      ]}
    />
  );
}
