import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminCursorMessage } from '#shared/schemas/admin';
import type {
  MessageCounts,
  MessageList,
  MessageListQuery,
  MessageThread,
} from '#shared/schemas/admin-inbox';
import type { Database } from '#server/db/client';
import { contactMessages, contactReplies } from '#server/db/schema/contact-messages';
import { AppError } from '#server/http/app-error';
import {
  cursorPosition,
  cursorTimeOf,
  decodeCursor,
  encodeCursor,
} from '#server/lib/keyset-cursor';
import { escapeLike } from '#server/lib/like-pattern';
import { noSuchMessage } from './message-target';

/** How much of a message the list shows. */
const PREVIEW_LENGTH = 160;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(contactMessages.email, pattern), ilike(contactMessages.subject, pattern));
}

function afterCursor(value: string): SQL {
  const parts = decodeCursor(value);
  const position = parts?.length === 2 ? cursorPosition(parts) : null;
  if (!position) throw new AppError('BAD_REQUEST', adminCursorMessage);
  return sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

const cursorTime = cursorTimeOf(contactMessages.createdAt);

/** How many answers each of these messages was sent. */
async function replyCounts(db: Database, messageIds: string[]): Promise<Map<string, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ messageId: contactReplies.messageId, count: sql<number>`count(*)::int` })
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .groupBy(contactReplies.messageId);
  return new Map(rows.map((row) => [row.messageId, row.count]));
}

async function countByStatus(db: Database, search: SQL | undefined): Promise<MessageCounts> {
  const rows = await db
    .select({ status: contactMessages.status, count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(search)
    .groupBy(contactMessages.status);
  const counts: MessageCounts = { new: 0, answered: 0, closed: 0, all: 0 };
  for (const row of rows) {
    counts[row.status] = row.count;
    counts.all += row.count;
  }
  return counts;
}

/**
 * Contact and support-chat messages newest first, of one status or all, matching a search of
 * the sender's email or the subject, in keyset pages; with how many each status holds.
 */
export async function listMessages(db: Database, query: MessageListQuery): Promise<MessageList> {
  const search = matching(query.search);
  const conditions: (SQL | undefined)[] = [search];
  if (query.status !== 'all') conditions.push(eq(contactMessages.status, query.status));
  if (query.cursor) conditions.push(afterCursor(query.cursor));

  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      preview: sql<string>`left(${contactMessages.message}, ${PREVIEW_LENGTH})`,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
      updatedAt: contactMessages.updatedAt,
      cursorTime,
    })
    .from(contactMessages)
    .where(and(...conditions))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const counts = await countByStatus(db, search);
  const replies = await replyCounts(
    db,
    page.map((row) => row.id),
  );

  const last = page.at(-1);
  return {
    items: page.map(({ cursorTime: _, ...row }) => ({
      ...row,
      replyCount: replies.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursorTime, last.id]) : null,
    counts,
  };
}

/** A message and the answers it was sent, oldest first. */
export async function getMessageThread(db: Database, messageId: string): Promise<MessageThread> {
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  if (!message) throw noSuchMessage();
  const replies = await db
    .select({
      id: contactReplies.id,
      authorName: contactReplies.authorName,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
  };
}
