import { Link } from 'react-router';
import {
  contactCalendarLevels,
  contactRuleText,
  type CollegeCoachLevel,
} from '#shared/ncaa-contact-calendar';
import { athleteSportIds, sportName, type SportId } from '#shared/sports';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';
import { ScrollRegion } from '#client/components/ui/scroll-region';

/** The date this statement last changed; update it with every change to the sections below. */
const CHILD_SAFETY_LAST_UPDATED = '2026-12-06';

const levelNames: Record<CollegeCoachLevel, string> = {
  'ncaa-d1': 'NCAA Division I',
  'ncaa-d2': 'NCAA Division II',
  'ncaa-d3': 'NCAA Division III',
  naia: 'NAIA',
  juco: 'Junior college',
};

/** A level's rule for a sport, with the men's and women's dates where the NCAA splits them. */
function ruleFor(level: CollegeCoachLevel, sportId: SportId): string {
  const men = contactRuleText(level, sportId, 'Male');
  const women = contactRuleText(level, sportId, 'Female');
  if (men === women) return men;
  return sportId === 'baseball' ? `${men}; softball: ${women}` : `Men: ${men}; women: ${women}`;
}

/**
 * From when a verified college coach may write first to an athlete, by level and sport, from the
 * same calendar the server checks (src/shared/ncaa-contact-calendar.ts).
 */
function ContactCalendar() {
  const sports = athleteSportIds.filter((id) => id !== 'other');
  return (
    <ScrollRegion label="Contact calendar" className="border-border rounded-lg border">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="text-foreground px-3 pt-3 text-left font-medium">
          When a verified college coach may write first to an athlete
        </caption>
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="text-foreground px-3 py-2 font-medium">
              Level
            </th>
            <th scope="col" className="text-foreground px-3 py-2 font-medium">
              Sport
            </th>
            <th scope="col" className="text-foreground px-3 py-2 font-medium">
              First message allowed from
            </th>
          </tr>
        </thead>
        <tbody>
          {sports.map((sportId, index) => (
            <tr key={sportId} className="border-border border-b">
              {index === 0 ? (
                <th
                  scope="rowgroup"
                  rowSpan={sports.length + 1}
                  className="text-foreground px-3 py-2 align-top font-medium"
                >
                  {levelNames['ncaa-d1']}
                </th>
              ) : null}
              <td className="px-3 py-2">{sportName(sportId)}</td>
              <td className="px-3 py-2">{ruleFor('ncaa-d1', sportId)}</td>
            </tr>
          ))}
          <tr className="border-border border-b">
            <td className="px-3 py-2">Any other sport</td>
            <td className="px-3 py-2">{ruleFor('ncaa-d1', 'other')}</td>
          </tr>
        </tbody>
        <tbody>
          {contactCalendarLevels
            .filter((level) => level !== 'ncaa-d1')
            .map((level) => (
              <tr key={level} className="border-border border-b last:border-b-0">
                <th scope="row" className="text-foreground px-3 py-2 font-medium">
                  {levelNames[level]}
                </th>
                <td className="px-3 py-2">All sports</td>
                <td className="px-3 py-2">{ruleFor(level, 'basketball')}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="border-border border-t px-3 py-2 text-xs">
        Dates are counted in US Eastern time. Until an athlete’s profile gives their graduation
        year, no college coach can write first to them.
      </p>
    </ScrollRegion>
  );
}

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
          <p>
            A guardian is an independent adult. The address of a coach, an organization, a program’s
            staff member, another athlete or an administrator cannot be given as a guardian: the
            athlete is asked for their parent’s or guardian’s address instead. If a guardian’s
            address later becomes one of those accounts, we stop treating it as the guardian at
            once: its consent no longer counts, the profile is hidden again, coaches cannot write
            and that address gets no more copies, until the athlete names another parent or guardian
            and they consent. An email address counts only once its owner has confirmed it, and
            whoever confirms an address chooses the account’s password then.
          </p>
          <p>Parents and guardians can:</p>
          <ul>
            <li>
              withdraw consent at any time from the link in any email we sent them: the profile
              leaves every list and search at once;
            </li>
            <li>change who may see the profile through the same link;</li>
            <li>
              read, answer and switch off their child’s conversations with coaches from the link in
              the copy of every message we send them (see Messages below);
            </li>
            <li>
              create a parent or guardian account with the address their child gave, and find each
              child on one page: consent and who may see the profile, which coaches may write (off
              and back on), the conversations they are copied on, and which verified coaches viewed
              the profile;
            </li>
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
      title: 'Messages Between Coaches and Athletes',
      body: (
        <>
          <p>
            {site} has messages between athletes and verified college coaches only, with these
            rules:
          </p>
          <ul>
            <li>
              <strong>Only verified college coaches write first.</strong> A coach we verified at an
              NCAA Division I, II or III, NAIA or junior college program may start a conversation
              with an athlete, and only from the date the recruiting calendar below allows for the
              athlete’s sport and graduation year. High school, club and unverified coaches, other
              members and visitors cannot, and athletes cannot message other athletes.
            </li>
            <li>
              <strong>Athletes can always answer.</strong> A coach’s first message is a request: the
              coach can send nothing more until the athlete, or their parent or guardian, accepts
              it. Declined, the coach cannot write again unless the athlete writes first. Athletes
              on the Recruiting Profile plan may also write first to a verified college coach.
            </li>
            <li>
              <strong>Parents and guardians are in every conversation with a minor.</strong> Every
              conversation with an athlete under 18 includes the parent or guardian who consented to
              their profile. They receive every message by email, with a link to read the
              conversation, reply, accept or decline a coach’s request, and switch off contact from
              that coach or from all coaches; with a parent or guardian account they switch it back
              on. While consent is withdrawn, no coach can write to the athlete. There is no private
              channel between an adult and a minor: a conversation with a minor cannot exist without
              their parent or guardian. At 18 the athlete may take their parent or guardian off the
              conversations started before.
            </li>
            <li>
              <strong>Quiet hours.</strong> Messages from coaches to athletes under 18 are delivered
              between 8 am and 8 pm in the athlete’s time zone (from the state on their profile); a
              message sent at night waits until 8 am.
            </li>
            <li>
              <strong>Blocking and reports.</strong> Anyone in a conversation can block the other
              side, and then nothing more is sent either way until they lift their block. Every
              message from the other side has a Report link; our safety team then reads that
              conversation (and only a reported one), can hide the message, and every reading is
              recorded. You can also write to <MailboxLink mailbox="childSafety" />.
            </li>
            <li>
              <strong>What we keep.</strong> Messages are stored as typed, with who sent each one
              and when, and when each participant last read the conversation. The athlete, the coach
              and a parent or guardian with an account find them in their{' '}
              <strong>Download my data</strong> file. A conversation is kept for 24 months after its
              last message, then deleted; deleting your account removes the text of every message
              you sent, which the other side then reads as “Message removed: account deleted”. Our{' '}
              <Link
                to="/privacy"
                className="text-primary underline underline-offset-4 hover:decoration-2"
              >
                Privacy Policy
              </Link>{' '}
              says more.
            </li>
          </ul>
          <ContactCalendar />
          <p>
            Asking a minor for phone numbers, social media handles or images, or arranging to meet
            outside {site}, is not allowed anywhere on the site, including in messages, profiles and
            channel descriptions. Messages sent through our contact form reach our support team
            only.
          </p>
        </>
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
          Every athlete profile, training video, live channel and message has a Report link. Reports
          reach our safety team at once, and they can take a profile, video, channel or message off
          the site while they look into it; the owner of a profile taken down is told why. We remove
          content that is sexual, violent, bullying, reveals personal contact details or could put a
          young person at risk, and we act on accounts that post it. Content that may show the
          exploitation of a child is removed immediately and reported to the relevant authorities.
        </p>
      ),
    },
    {
      id: 'verification',
      title: 'Coaches and Recruiters',
      body: (
        <p>
          Coaches and recruiters can sign up, but only verified coaches get the recruiting tools
          (boards, saved searches, evaluations and, for college coaches, messages) and see profiles
          shown to verified coaches only. To be verified, a coach confirms a code we send to their
          address at their school, college or program (a personal address such as Gmail does not
          count for a college), or gives a staff page that lists them; an administrator then checks
          the claim and approves or rejects it. Verification lasts a year, and a verified coach’s
          name always shows “Verified”, their institution and level. A minor’s profile still stays
          hidden until a parent or guardian agrees, and the guardian may limit it to verified
          coaches only.
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
