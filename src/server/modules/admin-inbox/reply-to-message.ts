import { eq } from 'drizzle-orm';
import type { MessageThread } from '#shared/schemas/admin-inbox';
import { localeTags, locales, type Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailLocaleOf, mailWords } from '#server/adapters/mail/mail-words';
import { accountLanguageOf } from '#server/adapters/mail/recipient-language';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { contactMessages, contactReplies } from '#server/db/schema/contact-messages';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { getMessageThread } from './list-messages';
import { messageTarget, noSuchMessage } from './message-target';

export type ReplyDeps = { db: Database; mailer: Mailer; siteName: string; supportEmail: string };

type ContactMessage = typeof contactMessages.$inferSelect;

const sentAt = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Intl.DateTimeFormat(localeTags[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * The answer, signed, with the sender's message quoted below it as mail programs do. The words
 * around it are in the sender's language (`locale`); the answer and the message as written.
 */
export function answerMail(
  message: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message' | 'createdAt'>,
  answer: string,
  site: { siteName: string; supportEmail: string },
  locale: Locale = 'en',
): MailMessage {
  const t = mailWords(locale);
  const signature = t('mail.reply.signature', { siteName: site.siteName });
  const attribution = t('mail.reply.attribution', {
    date: sentAt[locale].format(message.createdAt),
    name: message.name,
    email: message.email,
  });
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return {
    to: message.email,
    subject: `Re: ${message.subject}`,
    text: `${answer}\n\n${signature}\n\n${attribution}\n${quoted}\n`,
    html: emailLayout({
      siteName: site.siteName,
      heading: `Re: ${message.subject}`,
      paragraphs: [answer, signature, `${attribution}\n${quoted}`],
      footer: t('mail.reply.footer', { siteName: site.siteName, supportEmail: site.supportEmail }),
      locale,
    }),
  };
}

/**
 * Mails an administrator's answer to the sender of a message, then keeps it in the message's
 * thread and marks the message answered. The mail goes first: an answer that could not be sent
 * is not stored, so the thread never shows an answer the sender did not get.
 */
export async function replyToMessage(
  deps: ReplyDeps,
  input: { messageId: string; body: string; actor: AdminActor; authorName: string },
): Promise<MessageThread> {
  const { db } = deps;
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, input.messageId));
  if (!message) throw noSuchMessage();

  // The sender's language when their address has an account; otherwise the language of the
  // page they wrote from.
  const locale = (await accountLanguageOf(db, message.email)) ?? mailLocaleOf(message.language);
  try {
    await deps.mailer.send(answerMail(message, input.body, deps, locale));
  } catch (error) {
    console.error('[admin inbox] answer mail failed', error);
    throw new AppError(
      'UNAVAILABLE',
      'Your answer could not be sent just now, so it was not saved. Please try again in a few minutes; your text is still in the form.',
    );
  }

  await db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(contactReplies)
      .values({
        messageId: message.id,
        authorId: input.actor.id,
        authorName: input.authorName,
        body: input.body,
      })
      .returning({ id: contactReplies.id });
    await tx
      .update(contactMessages)
      .set({ status: 'answered' })
      .where(eq(contactMessages.id, message.id));
    await recordAudit(tx, input.actor, {
      action: 'message.reply',
      ...messageTarget(message),
      before: { status: message.status },
      after: { status: 'answered', replyId: reply!.id },
    });
  });
  return getMessageThread(db, message.id);
}
