import { and, eq } from 'drizzle-orm';
import type { Locale } from '#shared/locales';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';

/**
 * The language of the confirmed account an address belongs to, or null when it has none
 * (addresses are kept in lower case): how a mail to an address someone typed (an invitation, a
 * guardian's) finds its reader's language.
 */
export async function accountLanguageOf(db: Database, email: string): Promise<Locale | null> {
  const [account] = await db
    .select({ language: user.language })
    .from(user)
    .where(and(eq(user.email, email.trim().toLowerCase()), eq(user.emailVerified, true)));
  return account?.language ?? null;
}
