import { linkMail } from '#server/adapters/mail/email-layout';
import type { MailMessage } from '#server/adapters/mail/mailer';
import type { Locale } from '#shared/locales';
import { CONSENT_DAYS, type GuardianVisibility } from '#shared/privacy';
import { mailWords, type MailMessageId } from '#server/adapters/mail/mail-words';

type GuardianMail = {
  siteName: string;
  to: string;
  athleteName: string;
  /** the consent page: consent, decline, or later withdraw */
  url: string;
  /** the guardian's language (their consent record's) */
  locale: Locale;
};

function guardianMail(
  options: GuardianMail,
  subject: string,
  heading: string,
  lines: string[],
  actionLabel: string,
): MailMessage {
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    locale: options.locale,
    subject,
    heading,
    lines,
    action: { label: actionLabel, url: options.url, textLabel: actionLabel },
    footer: mailWords(options.locale)('mail.consent.footer'),
  });
}

/** The request: what the athlete signed up for, what would be shown and to whom. */
export function consentRequestMail(options: GuardianMail): MailMessage {
  const t = mailWords(options.locale);
  const { athleteName, siteName } = options;
  return guardianMail(
    options,
    t('mail.consent.request.subject', { athleteName, siteName }),
    t('mail.consent.request.heading'),
    [
      t('mail.consent.request.who', { athleteName, siteName }),
      t('mail.consent.request.hidden'),
      t('mail.consent.request.shown'),
      t('mail.consent.request.within', { days: CONSENT_DAYS }),
    ],
    t('mail.consent.request.action'),
  );
}

/** Whom a granted profile is shown to, as the decision's mail says it. */
const audienceWords = {
  public: 'mail.consent.audience.public',
  members: 'mail.consent.audience.members',
  coaches: 'mail.consent.audience.coaches',
} as const satisfies Record<GuardianVisibility, MailMessageId>;

/** After a decision: what was decided, and the link to change it. */
export function consentDecidedMail(
  options: GuardianMail & {
    decision: 'granted' | 'declined' | 'withdrawn';
    visibility?: GuardianVisibility;
    /** where a parent or guardian account is made with this address */
    signupUrl: string;
  },
): MailMessage {
  const t = mailWords(options.locale);
  const { athleteName, siteName } = options;
  const audience = t(
    options.visibility ? audienceWords[options.visibility] : 'mail.consent.decided.defaultAudience',
  );
  const said = {
    granted: t('mail.consent.decided.granted', { athleteName, siteName, audience }),
    declined: t('mail.consent.decided.declined', { athleteName, siteName }),
    withdrawn: t('mail.consent.decided.withdrawn', { athleteName, siteName }),
  }[options.decision];
  const granted = options.decision === 'granted';
  return guardianMail(
    options,
    t('mail.consent.decided.subject', { athleteName, siteName }),
    t(granted ? 'mail.consent.decided.headingGranted' : 'mail.consent.decided.heading'),
    [
      said,
      t('mail.consent.decided.change'),
      t('mail.consent.decided.account', { athleteName, signupUrl: options.signupUrl }),
    ],
    t(granted ? 'mail.consent.decided.actionGranted' : 'mail.consent.decided.action'),
  );
}

/** Tells the athlete their guardian's address was set aside, and what to do. */
export function guardianSuspendedMail(options: {
  siteName: string;
  to: string;
  firstName: string;
  url: string;
}): MailMessage {
  const lines = [
    `Hi ${options.firstName},`,
    `The address you gave for your parent or guardian now belongs to a coach, organization, staff, athlete or administrator account on ${options.siteName}, so it can no longer look after your profile. Until you give your parent's or guardian's own address, your profile is hidden and coaches cannot write to you.`,
    'Give the new address on your profile page: we write to your parent or guardian right away.',
  ];
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject: `Give your parent's or guardian's address on ${options.siteName}`,
    heading: 'We need your parent or guardian’s address',
    lines,
    action: { label: 'Open my profile', url: options.url, textLabel: 'Open my profile' },
  });
}
