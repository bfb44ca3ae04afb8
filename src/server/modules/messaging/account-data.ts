import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  conversationParticipants as cp,
  conversations as c,
  messages as m,
} from '#server/db/schema/messaging';

/**
 * A member's conversations in their export: each with their role in it and every message they
 * could read there (held ones only when they sent them), oldest first.
 */
export async function exportMessagesOf(db: Database, userId: string) {
  const mine = await db
    .select({ conversation: c, me: cp })
    .from(cp)
    .innerJoin(c, eq(c.id, cp.conversationId))
    .where(eq(cp.userId, userId));
  if (mine.length === 0) return [];
  const rows = await db
    .select()
    .from(m)
    .where(
      inArray(
        m.conversationId,
        mine.map((row) => row.conversation.id),
      ),
    )
    .orderBy(asc(m.createdAt));
  return mine.map(({ conversation, me }) => ({
    conversationId: conversation.id,
    status: conversation.status,
    myRole: me.role,
    startedAt: conversation.createdAt.toISOString(),
    messages: rows
      .filter(
        (row) =>
          row.conversationId === conversation.id &&
          (row.deliverAt <= new Date() || row.senderParticipantId === me.id),
      )
      .map((row) => ({
        fromRole: row.senderRole,
        mine: row.senderParticipantId === me.id,
        text: row.removedAt ? null : row.body,
        sentAt: row.createdAt.toISOString(),
      })),
  }));
}

/**
 * Before an account is deleted: the text of every message it sent is removed from every
 * conversation (the others read "Message removed: account deleted"); the conversations stay
 * for the other side, the account's place in them emptied by the foreign keys.
 */
export async function forgetMessagesOf(db: Database, userId: string) {
  await db
    .update(m)
    .set({ body: '', removedAt: new Date() })
    .where(
      and(
        isNull(m.removedAt),
        inArray(
          m.senderParticipantId,
          db.select({ id: cp.id }).from(cp).where(eq(cp.userId, userId)),
        ),
      ),
    );
}
