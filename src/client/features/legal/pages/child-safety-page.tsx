import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '../components/mailbox-link';

/** The date this statement last changed; update it with every change to the sections below. */
const CHILD_SAFETY_LAST_UPDATED = '2026-11-22';

function childSafetySections(site: string): LegalSection[] {
  return [
    {
      id: 'minimum-age',
      title: 'Minimum Age',
      body: (
        <p>
          {site} is for users aged 13 and older. We do not allow accounts for children under 13. If
          we learn that a user is under 13, we close the account and delete its information.
          Training videos and public pages can be watched by anyone, but only users 13 and older may
          create a profile or upload content.
        </p>
      ),
    },
    {
      id: 'parental-consent',
      title: 'Parental Consent',
      body: (
        <>
          <p>
            Users aged 13 to 18 need the consent of a parent or legal guardian to create and use an
            account. Parents and guardians can:
          </p>
          <ul>
            <li>review their child’s profile, uploads and account settings;</li>
            <li>ask us to correct or delete any of their child’s information;</li>
            <li>withdraw consent and have the account closed at any time.</li>
          </ul>
          <p>
            Requests go to <MailboxLink mailbox="childSafety" />. How we handle a child’s data is
            described in our{' '}
            <Link
              to="/privacy"
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'profile-visibility',
      title: 'Limited Profile Visibility for Minors',
      body: (
        <p>
          Profiles of athletes under 18 show less. Contact details and date of birth are never shown
          publicly; visitors who are not signed in see only a teaser, and full athletic details are
          visible to signed-in members and verified recruiters and coaches. Minors’ profiles are
          kept out of public search engines.
        </p>
      ),
    },
    {
      id: 'messaging',
      title: 'Restricted Direct Messaging',
      body: (
        <p>
          Users under 18 cannot receive direct messages from adults they are not connected with.
          Only verified coaches and recruiters may start a conversation with a minor. Asking a minor
          for phone numbers, social media handles or images, or arranging to meet outside {site}, is
          not allowed.
        </p>
      ),
    },
    {
      id: 'default-privacy',
      title: 'Stricter Default Privacy Settings',
      body: (
        <p>
          Accounts of users under 18 start with the most private settings: full profile details are
          hidden from signed-out visitors and uploads wait for review before they are shown. A minor
          can make their profile more visible only with a parent’s or guardian’s agreement, and
          never beyond what this statement allows.
        </p>
      ),
    },
    {
      id: 'moderation',
      title: 'Content Moderation',
      body: (
        <p>
          Photos and videos that show or are uploaded by minors are reviewed before they appear. We
          remove content that is sexual, violent, bullying, reveals personal contact details or
          could put a young person at risk, and we act on accounts that post it. Content that may
          show the exploitation of a child is removed immediately and reported to the relevant
          authorities.
        </p>
      ),
    },
    {
      id: 'verification',
      title: 'Verification of Adult Coaches and Recruiters',
      body: (
        <p>
          Adults who sign up as coaches or recruiters go through verification of their identity and
          their role, for example their school, club or college program, before they can see minors’
          full profiles or contact athletes. We may ask for further checks at any time and remove
          access from anyone who does not pass them or who breaks these rules.
        </p>
      ),
    },
    {
      id: 'reporting',
      title: 'How to Report a Concern',
      body: (
        <>
          <p>If you see anything that could put a young athlete at risk, tell us straight away:</p>
          <ul>
            <li>
              email <MailboxLink mailbox="childSafety" /> about concerns involving a child;
            </li>
            <li>
              email <MailboxLink mailbox="safety" /> about any other unsafe behaviour or content;
            </li>
            <li>
              or use our{' '}
              <Link
                to="/contact"
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                contact form
              </Link>
              .
            </li>
          </ul>
          <p>
            Include a link to the profile, video or message if you can. We review child-safety
            reports first and keep the reporter’s identity confidential. If a child is in immediate
            danger, call your local emergency number before anything else.
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
      title="Child Safety Statement"
      summary={`Many ${site} members are 13 to 17. This is how we protect them, what parents can do, and how to report a concern.`}
      lastUpdated={CHILD_SAFETY_LAST_UPDATED}
      sections={childSafetySections(site)}
      related={[
        { to: '/terms', label: 'Terms of Service' },
        { to: '/privacy', label: 'Privacy Policy' },
      ]}
    />
  );
}
