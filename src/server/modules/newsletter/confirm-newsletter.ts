import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { hashNewsletterToken } from './newsletter-token';

/** Confirms the subscription a link's token belongs to; a used or unknown token confirms nothing. */
export async function confirmNewsletter(db: Database, token: string): Promise<boolean> {
  if (!token) return false;
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashNewsletterToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return Boolean(confirmed);
}
