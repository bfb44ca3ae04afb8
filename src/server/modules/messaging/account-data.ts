import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import {
  conversationParticipants as cp,
  conversations as c,
  messages as m,
} from '#server/db/schema/messaging';
import { isMe, readableNow } from './membership';

type Member = Pick<SessionUser, 'id' | 'email' | 'emailVerified'>;

/**
 * A member's conversations in their export: each with their role in it (a guardian's too, by
 * their confirmed address) and every message they could read there (held ones only when they
 * sent them), oldest first.
 */
export async function exportMessagesOf(db: Database, member: Member, now: Date) {
  const mine = await db
    .select({ conversation: c, me: cp })
    .from(cp)
    .innerJoin(c, eq(c.id, cp.conversationId))
    .where(isMe(member));
  if (mine.length === 0) return [];
  const rows = await db
    .select({ message: m, readerId: cp.id })
    .from(m)
    .innerJoin(cp, eq(cp.conversationId, m.conversationId))
    .where(
      and(
        inArray(
          cp.id,
          mine.map((row) => row.me.id),
        ),
        readableNow(now, cp),
      ),
    )
    .orderBy(asc(m.createdAt));
  return mine.map(({ conversation, me }) => ({
    conversationId: conversation.id,
    status: conversation.status,
    myRole: me.role,
    startedAt: conversation.createdAt.toISOString(),
    messages: rows
      .filter((row) => row.readerId === me.id)
      .map(({ message }) => ({
        fromRole: message.senderRole,
        mine: message.senderParticipantId === me.id,
        text: message.removedAt ? null : message.body,
        sentAt: message.createdAt.toISOString(),
      })),
  }));
}

/**
 * Before an account is deleted: the text of every message it sent is removed from every
 * conversation (the others read "Message removed: account deleted"), as a guardian by its
 * confirmed address too; the conversations stay for the other side, the account's place in them
 * emptied by the foreign keys.
 */
export async function forgetMessagesOf(db: Database, member: Member, now: Date) {
  await db
    .update(m)
    .set({ body: '', removedAt: now })
    .where(
      and(
        isNull(m.removedAt),
        inArray(m.senderParticipantId, db.select({ id: cp.id }).from(cp).where(isMe(member))),
      ),
    );
}
