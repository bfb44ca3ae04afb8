import { Link } from 'react-router';
import {
  contactCalendarLevels,
  contactRuleText,
  type CollegeCoachLevel,
} from '#shared/ncaa-contact-calendar';
import { athleteSportIds, type SportId } from '#shared/sports';
import { RichMessage } from '#client/components/rich-message';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MailboxLink } from '#client/components/mailbox-link';
import { ScrollRegion } from '#client/components/ui/scroll-region';

/** The date this statement last changed; update it with every change to the sections below. */
const CHILD_SAFETY_LAST_UPDATED = '2026-12-06';

const linkClass = 'text-primary underline underline-offset-4 hover:decoration-2';

const levelNames: Record<CollegeCoachLevel, MessageId> = {
  'ncaa-d1': 'childSafety.calendar.level.ncaaD1',
  'ncaa-d2': 'childSafety.calendar.level.ncaaD2',
  'ncaa-d3': 'childSafety.calendar.level.ncaaD3',
  naia: 'childSafety.calendar.level.naia',
  juco: 'childSafety.calendar.level.juco',
};

/** The sports of the table, named as the shared list names them (sportName). */
const sportNames: Record<Exclude<SportId, 'other'>, MessageId> = {
  basketball: 'childSafety.calendar.sport.basketball',
  football: 'childSafety.calendar.sport.football',
  soccer: 'childSafety.calendar.sport.soccer',
  baseball: 'childSafety.calendar.sport.baseball',
  volleyball: 'childSafety.calendar.sport.volleyball',
  track: 'childSafety.calendar.sport.track',
  wrestling: 'childSafety.calendar.sport.wrestling',
  hockey: 'childSafety.calendar.sport.hockey',
  tennis: 'childSafety.calendar.sport.tennis',
  swimming: 'childSafety.calendar.sport.swimming',
};

/** The shared calendar's rules (contactRuleText), by their English words. */
const ruleTexts: Partial<Record<string, MessageId>> = {
  'June 15 after the sophomore year': 'childSafety.calendar.rule.june15AfterSophomore',
  'June 1 after the sophomore year': 'childSafety.calendar.rule.june1AfterSophomore',
  'August 1 before the junior year': 'childSafety.calendar.rule.august1BeforeJunior',
  'September 1 of the junior year': 'childSafety.calendar.rule.september1OfJunior',
  'January 1 of the sophomore year': 'childSafety.calendar.rule.january1OfSophomore',
  'No date restriction': 'childSafety.calendar.rule.noDateRestriction',
};

/** A level's rule for a sport, with the men's and women's dates where the NCAA splits them. */
function ruleFor(t: Translate, level: CollegeCoachLevel, sportId: SportId): string {
  const rule = (gender: 'Male' | 'Female') => {
    const text = contactRuleText(level, sportId, gender);
    const id = ruleTexts[text];
    return id ? t(id) : text;
  };
  const men = rule('Male');
  const women = rule('Female');
  if (men === women) return men;
  return sportId === 'baseball'
    ? t('childSafety.calendar.baseballSoftball', { baseball: men, softball: women })
    : t('childSafety.calendar.menWomen', { men, women });
}

/**
 * From when a verified college coach may write first to an athlete, by level and sport, from the
 * same calendar the server checks (src/shared/ncaa-contact-calendar.ts).
 */
function ContactCalendar() {
  const t = useT();
  const sports = athleteSportIds.filter((id) => id !== 'other');
  return (
    <ScrollRegion
      label={t('childSafety.calendar.label')}
      className="border-border rounded-lg border"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="text-foreground px-3 pt-3 text-left font-medium">
          {t('childSafety.calendar.caption')}
        </caption>
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="text-foreground px-3 py-2 font-medium">
              {t('childSafety.calendar.levelHeader')}
            </th>
            <th scope="col" className="text-foreground px-3 py-2 font-medium">
              {t('childSafety.calendar.sportHeader')}
            </th>
            <th scope="col" className="text-foreground px-3 py-2 font-medium">
              {t('childSafety.calendar.firstMessageHeader')}
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
                  {t(levelNames['ncaa-d1'])}
                </th>
              ) : null}
              <td className="px-3 py-2">{t(sportNames[sportId])}</td>
              <td className="px-3 py-2">{ruleFor(t, 'ncaa-d1', sportId)}</td>
            </tr>
          ))}
          <tr className="border-border border-b">
            <td className="px-3 py-2">{t('childSafety.calendar.anyOtherSport')}</td>
            <td className="px-3 py-2">{ruleFor(t, 'ncaa-d1', 'other')}</td>
          </tr>
        </tbody>
        <tbody>
          {contactCalendarLevels
            .filter((level) => level !== 'ncaa-d1')
            .map((level) => (
              <tr key={level} className="border-border border-b last:border-b-0">
                <th scope="row" className="text-foreground px-3 py-2 font-medium">
                  {t(levelNames[level])}
                </th>
                <td className="px-3 py-2">{t('childSafety.calendar.allSports')}</td>
                <td className="px-3 py-2">{ruleFor(t, level, 'basketball')}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="border-border border-t px-3 py-2 text-xs">{t('childSafety.calendar.note')}</p>
    </ScrollRegion>
  );
}

function childSafetySections(t: Translate, site: string): LegalSection[] {
  const privacyLink = (
    <Link to="/privacy" className={linkClass}>
      {t('legal.link.privacy')}
    </Link>
  );
  const lead = (id: MessageId) => <strong>{t(id)}</strong>;
  return [
    {
      id: 'minimum-age',
      title: t('childSafety.minimumAge.title'),
      body: <p>{t('childSafety.minimumAge.p1', { site })}</p>,
    },
    {
      id: 'parental-consent',
      title: t('childSafety.consent.title'),
      body: (
        <>
          <p>{t('childSafety.consent.link')}</p>
          <p>{t('childSafety.consent.independent')}</p>
          <p>{t('childSafety.consent.canIntro')}</p>
          <ul>
            <li>{t('childSafety.consent.canWithdraw')}</li>
            <li>{t('childSafety.consent.canChangeAudience')}</li>
            <li>{t('childSafety.consent.canReadConversations')}</li>
            <li>{t('childSafety.consent.canCreateAccount')}</li>
            <li>
              <RichMessage
                id="childSafety.consent.canAskForData"
                parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
              />
            </li>
          </ul>
          <p>
            <RichMessage
              id="childSafety.consent.privacyPolicy"
              parts={{ privacyPolicy: privacyLink }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'profile-visibility',
      title: t('childSafety.visibility.title'),
      body: (
        <>
          <p>{t('childSafety.visibility.untilConsent')}</p>
          <p>{t('childSafety.visibility.audience')}</p>
        </>
      ),
    },
    {
      id: 'messaging',
      title: t('childSafety.messaging.title'),
      body: (
        <>
          <p>{t('childSafety.messaging.intro', { site })}</p>
          <ul>
            <li>
              <RichMessage
                id="childSafety.messaging.coachesFirst"
                parts={{ lead: lead('childSafety.messaging.coachesFirst.lead') }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.messaging.athletesAnswer"
                parts={{ lead: lead('childSafety.messaging.athletesAnswer.lead') }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.messaging.guardians"
                parts={{ lead: lead('childSafety.messaging.guardians.lead') }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.messaging.quietHours"
                parts={{ lead: lead('childSafety.messaging.quietHours.lead') }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.messaging.blocking"
                parts={{
                  lead: lead('childSafety.messaging.blocking.lead'),
                  mailbox: <MailboxLink mailbox="childSafety" />,
                }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.messaging.kept"
                parts={{
                  lead: lead('childSafety.messaging.kept.lead'),
                  download: <strong>{t('legal.label.downloadMyData')}</strong>,
                  privacyPolicy: privacyLink,
                }}
              />
            </li>
          </ul>
          <ContactCalendar />
          <p>{t('childSafety.messaging.noContactDetails', { site })}</p>
        </>
      ),
    },
    {
      id: 'default-privacy',
      title: t('childSafety.defaultPrivacy.title'),
      body: <p>{t('childSafety.defaultPrivacy.p1')}</p>,
    },
    {
      id: 'moderation',
      title: t('childSafety.moderation.title'),
      body: <p>{t('childSafety.moderation.p1')}</p>,
    },
    {
      id: 'verification',
      title: t('childSafety.verification.title'),
      body: <p>{t('childSafety.verification.p1')}</p>,
    },
    {
      id: 'reporting',
      title: t('childSafety.reporting.title'),
      body: (
        <>
          <p>{t('childSafety.reporting.intro')}</p>
          <ul>
            <li>
              <RichMessage
                id="childSafety.reporting.reportLink"
                parts={{ report: <strong>{t('childSafety.reporting.report')}</strong> }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.reporting.childSafetyMail"
                parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.reporting.safetyMail"
                parts={{ mailbox: <MailboxLink mailbox="safety" /> }}
              />
            </li>
            <li>
              <RichMessage
                id="childSafety.reporting.contactForm"
                parts={{
                  contactForm: (
                    <Link to="/contact" className={linkClass}>
                      {t('childSafety.reporting.contactFormLink')}
                    </Link>
                  ),
                }}
              />
            </li>
          </ul>
          <p>{t('childSafety.reporting.include')}</p>
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
      path="/child-safety"
      title={t('childSafety.title')}
      summary={t('childSafety.summary', { site })}
      lastUpdated={CHILD_SAFETY_LAST_UPDATED}
      sections={childSafetySections(t, site)}
      related={[
        { to: '/terms', label: t('legal.link.terms') },
        { to: '/privacy', label: t('legal.link.privacy') },
      ]}
    />
  );
}
