import { linkMail } from '../adapters/mail/email-layout';
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
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject: `Confirm your email for ${options.siteName}`,
    heading: 'Confirm your email address',
    lines,
    action: { label: 'Confirm my email', url: options.url, textLabel: 'Confirm your email' },
  });
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
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject: `Reset your ${options.siteName} password`,
    heading: 'Reset your password',
    lines,
    action: { label: 'Choose a new password', url: options.url, textLabel: 'Reset your password' },
  });
}

/**
 * A sign-up that replaced an earlier, unconfirmed one with the same address: the address's holder
 * finishes it by choosing the password (signup-attempts.ts), so a password somebody else typed
 * never becomes theirs.
 */
export function contestedSignupEmail(options: {
  siteName: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const lines = [
    `Hi ${options.name},`,
    `This address was used to sign up to ${options.siteName} more than once, so to make sure the account is yours, choose its password with the link below. That also confirms your email address. Anything an earlier sign-up with this address stored has been removed.`,
    'The link works for 24 hours. If you did not sign up, ignore this email: without the password chosen here, nobody can log in to the account.',
  ];
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject: `Finish signing up to ${options.siteName}`,
    heading: 'Choose your password to finish signing up',
    lines,
    action: { label: 'Choose my password', url: options.url, textLabel: 'Choose your password' },
  });
}

/** Somebody tried to sign up with the address of an existing account: its holder is told. */
export function signupAttemptEmail(options: {
  siteName: string;
  to: string;
  name: string;
  loginUrl: string;
  resetUrl: string;
}): MailMessage {
  const lines = [
    `Hi ${options.name},`,
    `Somebody tried to sign up to ${options.siteName} with this address, which already has an account. Nothing was changed.`,
    `If it was you, log in at ${options.loginUrl}, or choose a new password at ${options.resetUrl} if you have forgotten it. If it was not, you do not need to do anything.`,
  ];
  return linkMail({
    siteName: options.siteName,
    to: options.to,
    subject: `Somebody tried to sign up to ${options.siteName} with your address`,
    heading: 'You already have an account',
    lines,
    action: { label: 'Log in', url: options.loginUrl, textLabel: null },
  });
}
