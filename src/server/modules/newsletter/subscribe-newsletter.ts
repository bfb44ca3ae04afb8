import { isNull, sql } from 'drizzle-orm';
import type { NewsletterSignup } from '#shared/schemas/newsletter';
import { emailLayout } from '#server/adapters/mail/email-layout';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { AppError } from '#server/http/app-error';
import { createSecretToken } from '#server/lib/secret-token';

function confirmationMail(options: { siteName: string; to: string; url: string }): MailMessage {
  const lines = [
    `Thanks for joining the early access list for athlete NFTs on ${options.siteName}.`,
    'Please confirm your email address with the link below. Until you do, we will not send you anything else.',
  ];
  return {
    to: options.to,
    subject: `Confirm your ${options.siteName} early access subscription`,
    text: `${lines.join('\n\n')}\n\nConfirm your subscription: ${options.url}\n`,
    html: emailLayout({
      siteName: options.siteName,
      heading: 'Confirm your subscription',
      paragraphs: lines,
      action: { label: 'Confirm my subscription', url: options.url },
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
): Promise<void> {
  const email = input.email.toLowerCase();
  const { token, hash } = createSecretToken();
  const [waiting] = await subscribe(deps.db).execute({ email, hash });
  if (!waiting) return;

  const url = `${deps.publicUrl}/api/newsletter/confirm?token=${token}`;
  try {
    await deps.mailer.send(confirmationMail({ siteName: deps.siteName, to: email, url }));
  } catch (error) {
    console.error('[newsletter] confirmation mail failed', error);
    throw new AppError(
      'UNAVAILABLE',
      'We could not send the confirmation email just now. Please try again in a few minutes.',
    );
  }
}
