import { Link } from 'react-router';
import { MailboxLink } from '#client/components/mailbox-link';
import { getSiteName } from '#client/lib/site-name';
import { textLinkClass } from '#client/components/ui/text-link';
import { LegalDocument, type LegalSection } from '../components/legal-document';

/** The date this statement last changed; update it with every change to the sections below. */
const ACCESSIBILITY_LAST_UPDATED = '2026-11-27';

/** The subject the contact form starts with when a barrier is reported from this page. */
export const BARRIER_SUBJECT = 'Accessibility barrier';

function accessibilitySections(site: string): LegalSection[] {
  return [
    {
      id: 'standard',
      title: 'Our Standard',
      body: (
        <p>
          {site} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on
          every page and in every state of a page: forms with their errors, open menus and dialogs,
          conversations, players and payments. Level AA of WCAG 2.1, which public schools in the
          United States must meet, is part of it.
        </p>
      ),
    },
    {
      id: 'testing',
      title: 'How We Test',
      body: (
        <ul>
          <li>
            Every automated browser test checks the page it reaches against the WCAG 2.0, 2.1 and
            2.2 level A and AA rules of axe-core (loaded, with a dialog or menu open, with a
            form&apos;s errors showing), and fails on any problem.
          </li>
          <li>
            A sweep visits every page of the site as a visitor, a member, a coach and an
            administrator, on a phone-sized and a desktop-sized screen, in the light and the dark
            theme: about 700 page states, checked on every change.
          </li>
          <li>
            Journeys are tested with the keyboard alone, checking at every step that the focus is
            visible and not hidden under the page&apos;s header: logging in, searching athletes and
            opening one, playing a training video with the player&apos;s keys and captions, creating
            a parent or guardian account, buying a pass in the checkout, answering a consent
            request, using the administrator&apos;s member page, reordering a highlight reel, moving
            an athlete on a recruiting board, answering a coach&apos;s request and a parent&apos;s
            contact switch.
          </li>
          <li>
            Every page is checked at 320 pixels wide and at 200 % zoom, for every kind of account,
            so nothing needs scrolling sideways.
          </li>
          <li>Public pages are also measured with Lighthouse, whose accessibility score is 100.</li>
        </ul>
      ),
    },
    {
      id: 'what-works',
      title: 'What You Can Expect',
      body: (
        <ul>
          <li>Every action works with a keyboard, with a visible focus; nothing needs dragging.</li>
          <li>
            Pages follow your system&apos;s light or dark theme, and animations stop when your
            system asks for reduced motion.
          </li>
          <li>
            Screen readers hear new messages in an open conversation, the results of forms, saves
            and payments, search result counts, an upload&apos;s progress at each quarter, and a
            stream going live or offline while its page is open.
          </li>
          <li>
            Training videos have captions; athletes and channel owners can add captions to their
            highlight clips and replays, and the player says &quot;No captions&quot; where there are
            none.
          </li>
          <li>
            Text keeps its contrast in both themes, and pages fit a phone screen without scrolling
            sideways.
          </li>
        </ul>
      ),
    },
    {
      id: 'known-gaps',
      title: 'Known Gaps',
      body: (
        <>
          <p>We know of these barriers and are working on them:</p>
          <ul>
            <li>
              No video has a transcript yet, and live streams have no live captions: a replay has
              captions only once its channel&apos;s owner adds them, and a highlight clip once the
              athlete does.
            </li>
            <li>
              Our checks at 320 pixels and 200 % zoom look for content that scrolls sideways; a long
              name in a narrow card may still be shortened with an ellipsis (the full name is on the
              athlete&apos;s page).
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'report',
      title: 'Report a Barrier',
      body: (
        <p>
          If something on {site} does not work for you, tell us what you were trying to do and on
          which page:{' '}
          <Link
            to={`/contact?subject=${encodeURIComponent(BARRIER_SUBJECT)}`}
            className={textLinkClass}
          >
            report an accessibility barrier
          </Link>{' '}
          with the contact form, or write to <MailboxLink mailbox="support" />. We answer within
          five working days and, where we can, help you do what you came for in the meantime.
        </p>
      ),
    },
  ];
}

/** /accessibility: the standard the site meets, how it is tested, known gaps, how to report. */
export function Component() {
  const site = getSiteName();
  return (
    <LegalDocument
      title="Accessibility Statement"
      summary={`How ${site} is built and tested for people who use a keyboard, a screen reader, zoom or other assistive technology, what does not work yet, and how to tell us about a barrier.`}
      lastUpdated={ACCESSIBILITY_LAST_UPDATED}
      sections={accessibilitySections(site)}
      related={[
        { to: '/terms', label: 'Terms of Service' },
        { to: '/privacy', label: 'Privacy Policy' },
        { to: '/child-safety', label: 'Child Safety Statement' },
      ]}
    />
  );
}
