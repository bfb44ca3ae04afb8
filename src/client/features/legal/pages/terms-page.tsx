import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';

/** The date this text last changed; update it with every change to the sections below. */
const TERMS_LAST_UPDATED = '2026-11-22';

function termsSections(site: string): LegalSection[] {
  return [
    {
      id: 'agreement',
      title: 'Agreement to Terms',
      body: (
        <>
          <p>
            These Terms of Service are an agreement between you and {site} (“we”, “us”) about your
            use of the {site} web site, its training videos, live streams, athlete profiles and
            every other service we offer (together, the “Services”). By creating an account or using
            the Services you agree to these Terms and to our{' '}
            <Link
              to="/privacy"
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              Privacy Policy
            </Link>
            .
          </p>
          <p>
            You must be at least 13 years old to use the Services. If you are between 13 and 18,
            your parent or legal guardian must consent to your use of the Services and agree to
            these Terms on your behalf. If you do not agree, do not use the Services.
          </p>
        </>
      ),
    },
    {
      id: 'services',
      title: 'Description of Services',
      body: (
        <>
          <p>{site} is a platform for youth and amateur sports. Through the Services you can:</p>
          <ul>
            <li>watch training videos for eight sports, arranged by age and level;</li>
            <li>create an athlete, coach or organization account and an athlete profile;</li>
            <li>be found by, and find, recruiters and college coaches;</li>
            <li>watch live streams, tournaments and videos on demand;</li>
            <li>pay for memberships by card or in Pi through the Pi Browser.</li>
          </ul>
          <p>
            Some Services require a paid membership. Prices, what each membership includes and any
            free period are shown on our{' '}
            <Link
              to="/pricing"
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              pricing page
            </Link>{' '}
            before you pay. We may add, change or remove features of the Services at any time. We do
            not promise that using the Services will lead to a scholarship, a roster place or any
            other recruiting result.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Account Registration',
      body: (
        <>
          <p>
            To use most Services you need an account. When you register you agree to give accurate,
            current and complete information, including your real age, and to keep it up to date.
            Coaches, recruiters and organizations must describe their role truthfully and may be
            asked to verify it.
          </p>
          <p>
            You are responsible for keeping your password confidential and for everything done
            through your account. Tell us straight away at <MailboxLink mailbox="support" /> if you
            think someone else has used your account. You may not sell, transfer or share your
            account, or create an account for anyone else except as a parent or guardian for your
            own child.
          </p>
        </>
      ),
    },
    {
      id: 'user-content',
      title: 'User Content',
      body: (
        <>
          <p>
            “User Content” is anything you upload or post: profile details, photos, highlight and
            training videos, statistics, comments and messages. You keep ownership of your User
            Content. You give us a worldwide, non-exclusive, royalty-free licence to host, store,
            copy, display, adapt for playback and distribute it as needed to run and promote the
            Services, in line with your privacy settings. This licence ends when you delete the
            content or your account, apart from copies kept as our Privacy Policy describes.
          </p>
          <p>
            You promise that you have the rights to everything you upload, including the consent of
            every identifiable person in it (and of their parent or guardian if they are under 18),
            and that it does not break these Terms or the law. We may review, moderate or remove
            User Content at any time, and content involving minors is moderated before it is shown.
          </p>
        </>
      ),
    },
    {
      id: 'prohibited',
      title: 'Prohibited Activities',
      body: (
        <>
          <p>When you use the Services you must not:</p>
          <ul>
            <li>contact, groom, harass, bully or exploit any user, and in particular any minor;</li>
            <li>
              ask a minor for personal contact details, images or to meet outside the Services;
            </li>
            <li>post sexual, violent, hateful or discriminatory content;</li>
            <li>pretend to be someone else or misstate your age, role or affiliation;</li>
            <li>post false statistics, results or achievements;</li>
            <li>upload content you do not have the rights to;</li>
            <li>
              collect other users’ data, or scrape, copy or resell the Services or their content;
            </li>
            <li>
              probe, overload or interfere with the Services, or get around any limit or security
              measure;
            </li>
            <li>use the Services for anything unlawful, or for spam or unapproved advertising.</li>
          </ul>
          <p>
            Breaking these rules can lead to removal of content, suspension or termination of your
            account and, where required, a report to the authorities.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      body: (
        <p>
          Apart from User Content, the Services and everything in them, including training videos,
          text, graphics, logos, software and the {site} name, belong to us or our licensors and are
          protected by copyright, trademark and other laws. We give you a limited, personal,
          non-transferable and revocable licence to use the Services for their intended purpose. You
          may not copy, download (except where the Services offer it), modify, distribute, publicly
          show or create works based on any part of the Services without our written permission.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Termination',
      body: (
        <>
          <p>
            We may suspend or terminate your account or your access to all or part of the Services
            at our sole discretion, at any time and without notice, including if we believe you have
            broken these Terms or put other users, especially minors, at risk.
          </p>
          <p>
            You may close your account at any time by writing to <MailboxLink mailbox="support" />.
            When your account ends, your right to use the Services ends too. Sections that by their
            nature should continue, including intellectual property, limitation of liability and
            governing law, survive termination.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      body: (
        <>
          <p>
            The Services are provided “as is” and “as available”. To the fullest extent the law
            allows, we make no warranties of any kind, express or implied, including that the
            Services will be uninterrupted or error-free, or that any training will suit your health
            or fitness. Always train within your ability and consult a qualified professional about
            injuries.
          </p>
          <p>
            To the fullest extent the law allows, {site} and its staff, partners and licensors will
            not be liable for any indirect, incidental, special, consequential or punitive damages,
            or for any loss of profits, data, opportunities or goodwill, arising from your use of
            the Services. Our total liability for any claim is limited to the greater of the amount
            you paid us in the 12 months before the claim or 100 US dollars. Some places do not
            allow these limits, so they may not all apply to you.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      body: (
        <p>
          We may update these Terms from time to time. For material changes we aim to give at least
          30 days’ notice by email or through the Services before the new Terms take effect. The
          “Last Updated” date at the top shows when the Terms last changed. If you keep using the
          Services after changes take effect, you accept the updated Terms; if you do not agree,
          stop using the Services and close your account.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing Law and Contact',
      body: (
        <>
          <p>
            These Terms are governed by the laws of the place where {site} is established, without
            regard to its conflict-of-law rules. Before starting any formal dispute, please contact
            us so we can try to resolve it informally. If any part of these Terms is found
            unenforceable, the rest stays in effect.
          </p>
          <p>
            Questions about these Terms: <MailboxLink mailbox="support" />. Safety concerns:{' '}
            <MailboxLink mailbox="safety" />.
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
      title="Terms of Service"
      summary={`The rules for using ${site}: who may use it, what you may post, what we may do and the limits of our responsibility.`}
      lastUpdated={TERMS_LAST_UPDATED}
      sections={termsSections(site)}
      related={[
        { to: '/privacy', label: 'Privacy Policy' },
        { to: '/child-safety', label: 'Child Safety Statement' },
      ]}
    />
  );
}
