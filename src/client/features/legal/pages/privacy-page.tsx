import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';

/** The date this policy last changed; update it with every change to the sections below. */
const PRIVACY_POLICY_LAST_UPDATED = '2026-11-27';

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
              <strong>Account details:</strong> name, email address, phone number, and for coaches
              and organizations their role, school, club or league.
            </li>
            <li>
              <strong>Date of birth:</strong> the month and year athletes give at sign-up, to apply
              the age rules below. It is never shown to anyone else.
            </li>
            <li>
              <strong>Parent or guardian:</strong> for athletes under 18, their parent’s or
              guardian’s email address, and when and from which internet address they consented,
              declined or withdrew consent.
            </li>
            <li>
              <strong>Messages:</strong> the messages athletes, verified college coaches and parents
              or guardians write to each other on {site}, stored as typed, with who sent each one
              and when, when each participant last read the conversation, requests accepted or
              declined, blocks, and a parent’s or guardian’s choice to switch off contact.
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
            <li>
              let coaches and recruiters who are signed in find athletes who chose to be found;
            </li>
            <li>
              record, when a signed-in member opens an athlete’s page or plays their highlights, one
              view per member, athlete and day, so athletes can see which verified coaches looked at
              them (“Who viewed me”); views by other members are only counted, never named;
            </li>
            <li>
              keep a verified coach’s recruiting boards, private notes, ratings, saved searches and
              evaluations for that coach; evaluations are shown to the athlete they are about, who
              chooses whether their page shows them;
            </li>
            <li>
              carry messages between athletes and verified college coaches: only those coaches may
              write first, within the NCAA recruiting calendar, and athletes can always answer;
              messages from coaches to athletes under 18 are delivered between 8 am and 8 pm in the
              athlete’s time zone, which we take from the state on their profile;
            </li>
            <li>process payments and send receipts and account messages;</li>
            <li>
              keep users safe: ask parents and guardians for consent, and act on the reports people
              send us about profiles, videos and channels;
            </li>
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
              <strong>Recruiters and coaches:</strong> signed-in members, such as recruiters and
              coaches, see the athlete profile details your privacy setting makes visible. Minors’
              profiles show less by default, as our{' '}
              <Link
                to="/child-safety"
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                Child Safety Statement
              </Link>{' '}
              explains.
            </li>
            <li>
              <strong>The people in a conversation:</strong> a message is seen by the athlete and
              the coach of the conversation and, when the athlete is under 18, by their parent or
              guardian, who receives a copy of every message by email.
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
            Most of these you can use yourself from{' '}
            <Link
              to="/profile"
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              My Profile
            </Link>
            : <strong>Download my data</strong> gives you everything we hold about your account as
            one file; the profile editor corrects your details;{' '}
            <strong>Who can see my profile</strong> restricts who sees it (everyone, signed-in
            members only, or nobody); and <strong>Delete account</strong> deletes it at once. For
            anything else, write to <MailboxLink mailbox="privacy" />. We answer within 30 days and
            may ask you to confirm your identity first.
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
            {site} is for users aged 13 and older. Sign-up asks athletes for their month and year of
            birth; someone under 13 is told they cannot create an account, and nothing they typed is
            stored. If we learn that we hold information about a child under 13, we delete it.
          </p>
          <p>
            Athletes aged 13 to 17 give the email address of a parent or legal guardian. Once the
            athlete has confirmed their own email, we send the guardian a link that explains what
            the profile would show and to whom. Until the guardian consents, the profile appears in
            no list, search, sitemap or link preview and only the athlete (and our administrators)
            can open it. Every email we send the guardian has a link to withdraw consent, which
            hides the profile again at once. A parent or guardian may also review the information we
            hold about their child, or ask us to correct or delete it, by writing to{' '}
            <MailboxLink mailbox="childSafety" />.
          </p>
          <p>
            Every conversation between a coach and an athlete under 18 includes the parent or
            guardian who consented: they receive every message by email, with a link to read the
            conversation, reply, accept or decline a coach’s request, and switch off contact from
            that coach or from all coaches. With a parent or guardian account under the same address
            they find each child on one page (consent, contact from coaches, conversations, and the
            verified coaches who viewed the profile), and their own messages are in their data
            download. There is no private channel between an adult and a minor. Anyone in a
            conversation can block the other side or report a message; an administrator reads a
            conversation only when a message in it was reported, and each such reading is recorded.
            Concerns can also go to <MailboxLink mailbox="childSafety" />.
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
          delete it at once, with your profile, photos, videos, plans and payment records, your
          parent’s or guardian’s address, your newsletter sign-up and the messages you sent us.
          Reports you sent about others are kept for our safety team without your name or address.
          Profile views are kept for 12 months, then deleted; they go at once when either the
          athlete or the viewer deletes their account. A coach’s boards, notes, saved searches and
          evaluations are kept while the coach’s account is open, and an athlete who hides their
          profile disappears from coaches’ boards (the coach keeps only their own notes). Your
          export includes the views of your profile, the evaluations of you, your conversations with
          the messages you could read in them, and, for a coach, what you recorded. A conversation
          is kept for 24 months after its last message, then deleted; deleting your account removes
          the text of every message you sent. The other side then reads “Message removed: account
          deleted” in its place, and keeps the conversation and its own messages. Our payment
          provider keeps its own records of card payments as the law requires.
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
