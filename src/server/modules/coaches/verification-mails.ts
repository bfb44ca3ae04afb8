import { emailLayout } from '#server/adapters/mail/email-layout';
import type { MailMessage } from '#server/adapters/mail/mailer';
import { mailWords, pageUrl, type MailMessageId } from '#server/adapters/mail/mail-words';
import { localeTags, type Locale } from '#shared/locales';
import { VERIFICATION_CODE_MINUTES, verifiedBadgeText, type CoachLevel } from '#shared/recruiting';

export type VerificationMailKind = 'code' | 'approved' | 'rejected' | 'reminder' | 'expired';

type Values = {
  institution: string;
  code?: string;
  /** the level approved: the badge the mail names */
  level?: CoachLevel;
  reason?: string;
  /** when the verification ends */
  expiresAt?: Date | null;
};

/** Each level as the badge names it in the coach's language. */
const levelWords = {
  'ncaa-d1': 'mail.verify.level.ncaaD1',
  'ncaa-d2': 'mail.verify.level.ncaaD2',
  'ncaa-d3': 'mail.verify.level.ncaaD3',
  naia: 'mail.verify.level.naia',
  juco: 'mail.verify.level.juco',
  'high-school': 'mail.verify.level.highSchool',
  'junior-high': 'mail.verify.level.juniorHigh',
  'club-youth': 'mail.verify.level.clubYouth',
} as const satisfies Record<CoachLevel, MailMessageId>;

/** The day a verification ends: "2027-03-01" in English, the day written out in Spanish. */
const endDay = (at: Date | null | undefined, locale: Locale) =>
  !at
    ? undefined
    : locale === 'en'
      ? at.toISOString().slice(0, 10)
      : at.toLocaleDateString(localeTags[locale], {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });

/**
 * The mails of a coach's verification: the code, the decision, the yearly reminder and end, in
 * the coach's language (their account's), linking Recruiting in it.
 */
export function verificationMail(
  site: { siteName: string; publicUrl: string },
  { to, kind, locale = 'en' }: { to: string; kind: VerificationMailKind; locale?: Locale },
  values: Values,
): MailMessage {
  const t = mailWords(locale);
  const { siteName } = site;
  const { institution, code } = values;
  const recruiting = pageUrl(site.publicUrl, locale, '/recruiting');
  const openRecruiting = { label: t('mail.openRecruiting'), url: recruiting };
  const expiresOn = endDay(values.expiresAt, locale);
  const badge =
    values.level &&
    (locale === 'en'
      ? verifiedBadgeText({ institution, level: values.level })
      : t('mail.verify.badge', { institution, level: t(levelWords[values.level]) }));
  const content: Record<
    VerificationMailKind,
    { subject: string; heading: string; lines: string[]; action?: { label: string; url: string } }
  > = {
    code: {
      subject: t('mail.verify.code.subject', { siteName, code: code ?? '' }),
      heading: t('mail.verify.code.heading'),
      lines: [
        t('mail.verify.code.asked', { siteName, institution }),
        t('mail.verify.code.yourCode', { code: code ?? '', minutes: VERIFICATION_CODE_MINUTES }),
        t('mail.verify.code.ignore'),
      ],
    },
    approved: {
      subject: t('mail.verify.approved.subject', { siteName }),
      heading: t('mail.verify.approved.heading'),
      lines: [
        t('mail.verify.approved.badge', { badge: badge ?? '' }),
        t('mail.verify.approved.tools'),
      ],
      action: openRecruiting,
    },
    rejected: {
      subject: t('mail.verify.rejected.subject', { siteName }),
      heading: t('mail.verify.rejected.heading'),
      lines: [
        t('mail.verify.rejected.couldNot', { institution }),
        t('mail.verify.rejected.reason', {
          reason: values.reason ?? t('mail.verify.rejected.noReason'),
        }),
        t('mail.verify.rejected.again'),
      ],
      action: openRecruiting,
    },
    reminder: {
      subject: t('mail.verify.reminder.subject', { siteName, expiresOn: expiresOn ?? '' }),
      heading: t('mail.verify.reminder.heading'),
      lines: [t('mail.verify.reminder.ends', { institution, expiresOn: expiresOn ?? '' })],
      action: { label: t('mail.verify.reminder.action'), url: recruiting },
    },
    expired: {
      subject: t('mail.verify.expired.subject', { siteName }),
      heading: t('mail.verify.expired.heading'),
      lines: [t('mail.verify.expired.ended', { institution })],
      action: { label: t('mail.verify.expired.action'), url: recruiting },
    },
  };
  const { subject, heading, lines, action } = content[kind];
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}${action ? `\n\n${action.label}: ${action.url}` : ''}\n`,
    html: emailLayout({ siteName, heading, paragraphs: lines, action, locale }),
  };
}
