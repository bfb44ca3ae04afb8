import { isNull, sql } from 'drizzle-orm';
import type { NewsletterSignup } from '#shared/schemas/newsletter';
import type { Locale } from '#shared/locales';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailWords } from '#server/adapters/mail/mail-words';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { AppError } from '#server/http/app-error';
import { createSecretToken } from '#server/lib/secret-token';

/** The confirmation link's mail, in the language of the page the address was given on. */
export function confirmationMail(options: {
  siteName: string;
  to: string;
  url: string;
  locale?: Locale;
}): MailMessage {
  const { siteName, locale = 'en' } = options;
  const t = mailWords(locale);
  const lines = [t('mail.newsletter.thanks', { siteName }), t('mail.newsletter.confirm')];
  return {
    to: options.to,
    subject: t('mail.newsletter.subject', { siteName }),
    text: `${lines.join('\n\n')}\n\n${t('mail.newsletter.textAction')}: ${options.url}\n`,
    html: emailLayout({
      siteName,
      heading: t('mail.newsletter.heading'),
      paragraphs: lines,
      action: { label: t('mail.newsletter.action'), url: options.url },
      locale,
    }),
  };
}

/** A new address, or a fresh link for one still waiting; no row for a confirmed one. */
const subscribe = preparedPerDatabase((db) =>
  db
    .insert(newsletterSubscribers)
    .values({ email: sql.placeholder('email'), confirmTokenHash: sql.placeholder('hash') })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { confirmTokenHash: sql`excluded.confirm_token_hash` },
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ id: newsletterSubscribers.id })
    .prepare('newsletter_subscribe'),
);

/**
 * Adds an address to the newsletter and mails it a confirmation link. An address that is
 * waiting for confirmation gets a fresh link; a confirmed one gets nothing. The caller answers
 * the same in every case, so nobody can find out who is subscribed.
 */
export async function subscribeNewsletter(
  deps: { db: Database; mailer: Mailer; siteName: string; publicUrl: string },
  input: NewsletterSignup,
  /** the language of the page the address was given on: the mail's and the page it returns to */
  locale: Locale = 'en',
): Promise<void> {
  const email = input.email.toLowerCase();
  const { token, hash } = createSecretToken();
  const [waiting] = await subscribe(deps.db).execute({ email, hash });
  if (!waiting) return;

  const back = locale === 'en' ? '' : `&lang=${locale}`;
  const url = `${deps.publicUrl}/api/newsletter/confirm?token=${token}${back}`;
  try {
    await deps.mailer.send(confirmationMail({ siteName: deps.siteName, to: email, url, locale }));
  } catch (error) {
    console.error('[newsletter] confirmation mail failed', error);
    throw new AppError(
      'UNAVAILABLE',
      'We could not send the confirmation email just now. Please try again in a few minutes.',
    );
  }
}
