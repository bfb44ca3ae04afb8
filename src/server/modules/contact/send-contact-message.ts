import { sql } from 'drizzle-orm';
import type { ContactMessage } from '#shared/schemas/contact';
import type { Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailWords } from '#server/adapters/mail/mail-words';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { contactMessages } from '#server/db/schema/contact-messages';
import { AppError } from '#server/http/app-error';

function supportMail(to: string, siteName: string, message: ContactMessage): MailMessage {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    message.message,
  ];
  return {
    to,
    subject: `[${siteName} contact] ${message.subject}`,
    text: `${lines.join('\n\n')}\n\nReply to: ${message.email}\n`,
    html: emailLayout({
      siteName,
      heading: 'New message from the contact form',
      paragraphs: lines,
      footer: `Sent from the contact form on ${siteName}. Reply to ${message.email}, not to this email.`,
    }),
  };
}

// The confirmation repeats nothing the sender typed, so the form cannot be used to mail
// someone else a message of the sender's choosing. It is written in the language of the page
// the message was sent from.
export function confirmationMail(
  to: string,
  siteName: string,
  supportAddress: string,
  locale: Locale = 'en',
): MailMessage {
  const t = mailWords(locale);
  const lines = [
    t('mail.hello'),
    t('mail.contact.thanks', { siteName }),
    t('mail.contact.add', { address: supportAddress }),
  ];
  return {
    to,
    subject: t('mail.contact.subject', { siteName }),
    text: `${lines.join('\n\n')}\n`,
    html: emailLayout({ siteName, heading: t('mail.contact.heading'), paragraphs: lines, locale }),
  };
}

const keepMessage = preparedPerDatabase((db) =>
  db
    .insert(contactMessages)
    .values({
      name: sql.placeholder('name'),
      email: sql.placeholder('email'),
      subject: sql.placeholder('subject'),
      message: sql.placeholder('message'),
      language: sql.placeholder('language'),
    })
    .prepare('contact_message_keep'),
);

/**
 * Keeps a contact message, with the language of the page it came from (the one an answer to it
 * is written in), and forwards it to the support mailbox, with a confirmation to the sender. The
 * message is stored first, so a mail failure never loses it; the two mails then go at once (the
 * sender waits for the slower, not for both in turn).
 */
export async function sendContactMessage(
  deps: { db: Database; mailer: Mailer; siteName: string; supportEmail: string },
  message: ContactMessage,
  /** the language of the page the sender wrote from: their confirmation's and their answer's */
  locale: Locale = 'en',
): Promise<void> {
  await keepMessage(deps.db).execute({ ...message, language: locale });
  const mails = await Promise.allSettled([
    deps.mailer.send(supportMail(deps.supportEmail, deps.siteName, message)),
    deps.mailer.send(confirmationMail(message.email, deps.siteName, deps.supportEmail, locale)),
  ]);
  const failed = mails.find((mail) => mail.status === 'rejected');
  if (failed) {
    console.error('[contact] mail failed', failed.reason);
    throw new AppError(
      'UNAVAILABLE',
      'We saved your message but could not send the emails just now. We will still read it, so there is no need to send it again.',
    );
  }
}
