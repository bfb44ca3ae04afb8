import { lt } from 'drizzle-orm';
import { MESSAGE_RETENTION_MONTHS } from '#shared/messaging';
import type { Database } from '#server/db/client';
import { conversations } from '#server/db/schema/messaging';

/**
 * Deletes conversations (with their messages, participants and guardians' links) whose last
 * message is older than the retention period the Privacy Policy gives; run daily. Returns how
 * many went.
 */
export async function forgetOldConversations(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - MESSAGE_RETENTION_MONTHS);
  const gone = await db
    .delete(conversations)
    .where(lt(conversations.lastMessageAt, cutoff))
    .returning({ id: conversations.id });
  return gone.length;
}
