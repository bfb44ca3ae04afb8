// Blocks: one side of a conversation stops the other, and lifts its own block.
import { and, eq, sql } from 'drizzle-orm';
import { messagingMessages as say } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { messageBlocks } from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import { signal } from './conversation-signals';
import { membership } from './membership';
import type { Conversation, MessagingDeps } from './messaging-deps';

/** One side blocks the other: nothing more is sent either way until it is lifted. */
export async function blockOtherSide(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, me } = await membership(deps.db, user, id);
  if (me.role === 'guardian') throw new AppError('FORBIDDEN', say.guardianSwitches);
  const other = otherSideOf(conversation, user.id);
  if (!other) return { blocked: true as const };
  await deps.db
    .insert(messageBlocks)
    .values({ blockerUserId: user.id, blockedUserId: other })
    .onConflictDoNothing();
  signal(deps, conversation);
  return { blocked: true as const };
}

/** Lifts the user's own block of the other side (a block by the other side stays). */
export async function unblockOtherSide(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, me } = await membership(deps.db, user, id);
  if (me.role === 'guardian') throw new AppError('FORBIDDEN', say.guardianSwitches);
  const other = otherSideOf(conversation, user.id);
  if (other) {
    await deps.db
      .delete(messageBlocks)
      .where(and(eq(messageBlocks.blockerUserId, user.id), eq(messageBlocks.blockedUserId, other)));
    signal(deps, conversation);
  }
  return { blocked: false as const };
}

export const otherSideOf = (conversation: Conversation, userId: string) =>
  userId === conversation.coachUserId
    ? conversation.athleteUserId
    : userId === conversation.athleteUserId
      ? conversation.coachUserId
      : null;

export async function hasBlocked(db: Database, blocker: string, blocked: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.blockerUserId, blocker), eq(messageBlocks.blockedUserId, blocked)));
  return Boolean(row);
}
