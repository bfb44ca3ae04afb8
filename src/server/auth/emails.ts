import { emailLayout } from '../adapters/mail/email-layout';
import type { MailMessage } from '../adapters/mail/mailer';

export function confirmationEmail(options: {
  siteName: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const greeting = `Hi ${options.name},`;
  const lines = [
    greeting,
    `Thanks for signing up to ${options.siteName}. Please confirm your email address to finish creating your account.`,
    'The link works for 24 hours.',
  ];
  return {
    to: options.to,
    subject: `Confirm your email for ${options.siteName}`,
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${options.url}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: 'Confirm your email address',
      paragraphs: lines,
      action: { label: 'Confirm my email', url: options.url },
    }),
  };
}

export function passwordResetEmail(options: {
  siteName: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const lines = [
    `Hi ${options.name},`,
    `We received a request to reset the password of your ${options.siteName} account. Choose a new password with the link below.`,
    'The link works for one hour. If you did not ask for this, your password stays as it is.',
  ];
  return {
    to: options.to,
    subject: `Reset your ${options.siteName} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${options.url}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: 'Reset your password',
      paragraphs: lines,
      action: { label: 'Choose a new password', url: options.url },
    }),
  };
}
