import { and, eq, ne, sql } from 'drizzle-orm';
import { memberMessages } from '#shared/admin-members';
import type { Database } from '#server/db/client';
import { session, user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import type { AdminActor } from '#server/modules/admin';

/** The member an action is about, as the action reads it. */
export type ActionTarget = typeof user.$inferSelect;

/** Reads the member, or 404; with `forUpdate`, locks their row for the transaction. */
export async function loadTarget(
  db: Database,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ActionTarget> {
  const query = db.select().from(user).where(eq(user.id, userId));
  const [target] = forUpdate ? await query.for('update') : await query;
  if (!target) throw new AppError('NOT_FOUND', memberMessages.notFound);
  return target;
}

/** The audit row's target for an action on the member: their id, labelled by their email. */
export const memberTarget = (target: Pick<ActionTarget, 'id' | 'email'>) => ({
  targetType: 'member' as const,
  targetId: target.id,
  targetLabel: target.email,
});

/** An administrator may not ban, demote, sign out or delete themselves from the dashboard. */
export function refuseSelf(
  actor: AdminActor,
  userId: string,
  message: string = memberMessages.notYourself,
) {
  if (actor.id === userId) throw new AppError('FORBIDDEN', message);
}

/** An administrator who can act: role admin and not banned (as the admin guard counts them). */
export const activeAdmin = sql<boolean>`(${user.role} = 'admin' and ${user.banned} is not true)`;

/**
 * Refuses an action that would leave the site without an active administrator (banning or
 * deleting one checks here; a role change checks with the rows locked, see setMemberRole).
 */
export async function keepAnActiveAdmin(
  db: Database,
  target: Pick<ActionTarget, 'id' | 'role' | 'banned'>,
) {
  if (target.role !== 'admin' || target.banned) return;
  const [other] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(activeAdmin, ne(user.id, target.id)))
    .limit(1);
  if (!other) throw new AppError('CONFLICT', memberMessages.lastAdmin);
}

/** How many sessions the member has open now. */
export async function countSessions(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`));
  return row?.count ?? 0;
}

/** Ends every session the member has; answers how many were open. */
export async function endSessions(db: Database, userId: string): Promise<number> {
  const open = await countSessions(db, userId);
  await db.delete(session).where(eq(session.userId, userId));
  return open;
}
