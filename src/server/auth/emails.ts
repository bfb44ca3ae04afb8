import type { Locale } from '#shared/locales';
import { linkMail } from '../adapters/mail/email-layout';
import type { MailMessage } from '../adapters/mail/mailer';
import { mailWords } from '../adapters/mail/mail-words';

/** Who an account mail goes to, in their language (English when none is stored). */
type AccountMail = { siteName: string; to: string; name: string; locale?: Locale };

export function confirmationEmail(options: AccountMail & { url: string }): MailMessage {
  const { siteName, locale = 'en' } = options;
  const t = mailWords(locale);
  return linkMail({
    siteName,
    to: options.to,
    locale,
    subject: t('mail.confirm.subject', { siteName }),
    heading: t('mail.confirm.heading'),
    lines: [
      t('mail.greeting', { name: options.name }),
      t('mail.confirm.thanks', { siteName }),
      t('mail.confirm.validity'),
    ],
    action: {
      label: t('mail.confirm.action'),
      url: options.url,
      textLabel: t('mail.confirm.textAction'),
    },
  });
}

export function passwordResetEmail(options: AccountMail & { url: string }): MailMessage {
  const { siteName, locale = 'en' } = options;
  const t = mailWords(locale);
  return linkMail({
    siteName,
    to: options.to,
    locale,
    subject: t('mail.reset.subject', { siteName }),
    heading: t('mail.reset.heading'),
    lines: [
      t('mail.greeting', { name: options.name }),
      t('mail.reset.request', { siteName }),
      t('mail.reset.validity'),
    ],
    action: {
      label: t('mail.reset.action'),
      url: options.url,
      textLabel: t('mail.reset.textAction'),
    },
  });
}

/**
 * A sign-up that replaced an earlier, unconfirmed one with the same address: the address's holder
 * finishes it by choosing the password (signup-attempts.ts), so a password somebody else typed
 * never becomes theirs.
 */
export function contestedSignupEmail(options: AccountMail & { url: string }): MailMessage {
  const { siteName, locale = 'en' } = options;
  const t = mailWords(locale);
  return linkMail({
    siteName,
    to: options.to,
    locale,
    subject: t('mail.contested.subject', { siteName }),
    heading: t('mail.contested.heading'),
    lines: [
      t('mail.greeting', { name: options.name }),
      t('mail.contested.explain', { siteName }),
      t('mail.contested.validity'),
    ],
    action: {
      label: t('mail.contested.action'),
      url: options.url,
      textLabel: t('mail.contested.textAction'),
    },
  });
}

/** Somebody tried to sign up with the address of an existing account: its holder is told. */
export function signupAttemptEmail(
  options: AccountMail & { loginUrl: string; resetUrl: string },
): MailMessage {
  const { siteName, locale = 'en' } = options;
  const t = mailWords(locale);
  return linkMail({
    siteName,
    to: options.to,
    locale,
    subject: t('mail.attempt.subject', { siteName }),
    heading: t('mail.attempt.heading'),
    lines: [
      t('mail.greeting', { name: options.name }),
      t('mail.attempt.explain', { siteName }),
      t('mail.attempt.ifYou', { loginUrl: options.loginUrl, resetUrl: options.resetUrl }),
    ],
    action: { label: t('mail.attempt.action'), url: options.loginUrl, textLabel: null },
  });
}
