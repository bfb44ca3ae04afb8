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

/**
 * Tells the athlete their guardian's address was set aside, and what to do; in the athlete's
 * language (their account's), `url` their profile page in it.
 */
export function guardianSuspendedMail(options: {
  siteName: string;
  to: string;
  firstName: string;
  url: string;
  locale?: Locale;
}): MailMessage {
  const { siteName, locale = 'en' } = options;
  const t = mailWords(locale);
  const lines = [
    t('mail.greeting', { name: options.firstName }),
    t('mail.suspended.explain', { siteName }),
    t('mail.suspended.give'),
  ];
  const action = t('mail.suspended.action');
  return linkMail({
    siteName,
    to: options.to,
    locale,
    subject: t('mail.suspended.subject', { siteName }),
    heading: t('mail.suspended.heading'),
    lines,
    action: { label: action, url: options.url, textLabel: action },
  });
}
