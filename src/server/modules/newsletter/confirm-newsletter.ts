import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { hashSecretToken } from '#server/lib/secret-token';

/** Confirms the subscription a link's token belongs to; a used or unknown token confirms nothing. */
export async function confirmNewsletter(db: Database, token: string, now: Date): Promise<boolean> {
  if (!token) return false;
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashSecretToken(token)),
        isNull(newsletterSubscribers.confirmedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return Boolean(confirmed);
}
