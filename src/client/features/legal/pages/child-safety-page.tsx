import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';

/** The date this statement last changed; update it with every change to the sections below. */
const CHILD_SAFETY_LAST_UPDATED = '2026-11-24';

function childSafetySections(site: string): LegalSection[] {
  return [
    {
      id: 'minimum-age',
      title: 'Minimum Age',
      body: (
        <p>
          {site} is for users aged 13 and older. Athletes give their month and year of birth when
          they sign up; anyone under 13 is told kindly that they cannot create an account yet, and
          nothing they typed is stored. If we learn that a user is under 13, we close the account
          and delete its information. Training videos and public pages can be watched by anyone
          without an account.
        </p>
      ),
    },
    {
      id: 'parental-consent',
      title: 'Parental Consent',
      body: (
        <>
          <p>
            Athletes aged 13 to 17 give the email address of a parent or legal guardian, which must
            be different from their own. As soon as the athlete confirms their own email, we send
            the guardian a link. It explains what the profile would show and to whom, and lets them
            consent, choosing whether signed-in members only or everyone may see it, or decline. The
            link works for 14 days; the athlete can send a new one from their profile.
          </p>
          <p>Parents and guardians can:</p>
          <ul>
            <li>
              withdraw consent at any time from the link in any email we sent them: the profile
              leaves every list and search at once;
            </li>
            <li>change who may see the profile through the same link;</li>
            <li>
              ask us for a copy of their child’s information, or to correct or delete it, by writing
              to <MailboxLink mailbox="childSafety" />.
            </li>
          </ul>
          <p>
            How we handle a child’s data is described in our{' '}
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
        <>
          <p>
            Until a parent or guardian consents, a minor’s profile is in no list, search, featured
            section, sitemap or link preview, and its page opens for the athlete and our
            administrators only. The athlete sees a notice on their profile saying why.
          </p>
          <p>
            Every athlete chooses who sees their profile: everyone, signed-in members only, or
            nobody. Visitors who are not signed in never see more than a name, sport and photo. Date
            of birth, email address and phone number are never shown. Athlete pages that are not
            open to everyone ask search engines not to index them.
          </p>
        </>
      ),
    },
    {
      id: 'messaging',
      title: 'No Direct Messaging',
      body: (
        <p>
          {site} has no direct messages between members, so no adult can write to a minor through
          the site. Messages sent through our contact form reach our support team only. Asking a
          minor for phone numbers, social media handles or images, or arranging to meet outside{' '}
          {site}, is not allowed anywhere on the site, including in profiles and channel
          descriptions.
        </p>
      ),
    },
    {
      id: 'default-privacy',
      title: 'Stricter Default Privacy Settings',
      body: (
        <p>
          Profiles of athletes under 18 start visible to signed-in members only, never to everyone.
          A minor cannot make their profile more visible than their parent or guardian allowed,
          though they can always make it more private, down to nobody at all.
        </p>
      ),
    },
    {
      id: 'moderation',
      title: 'Content Moderation',
      body: (
        <p>
          Every athlete profile, training video and live channel has a Report link. Reports reach
          our safety team at once, and they can take a profile, video or channel off the site while
          they look into it; the owner of a profile taken down is told why. We remove content that
          is sexual, violent, bullying, reveals personal contact details or could put a young person
          at risk, and we act on accounts that post it. Content that may show the exploitation of a
          child is removed immediately and reported to the relevant authorities.
        </p>
      ),
    },
    {
      id: 'verification',
      title: 'Coaches and Recruiters',
      body: (
        <p>
          Coaches and recruiters can sign up, but only verified coaches get the recruiting tools
          (boards, saved searches, evaluations) and see profiles shown to verified coaches only. To
          be verified, a coach confirms a code we send to their address at their school, college or
          program (a personal address such as Gmail does not count for a college), or gives a staff
          page that lists them; an administrator then checks the claim and approves or rejects it.
          Verification lasts a year, and a verified coach’s name always shows “Verified”, their
          institution and level. A minor’s profile still stays hidden until a parent or guardian
          agrees, and the guardian may limit it to verified coaches only.
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
              use the <strong>Report</strong> link on the athlete page, video or channel: you get a
              receipt with a reference number;
            </li>
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
