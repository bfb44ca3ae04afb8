import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import { memberAccess } from '#server/db/schema/subscriptions';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';

/**
 * An administrator turns a member's video access on or off (has_access:
 * docs/product.md#access-switch); the audit log records the switch with the access before and
 * after, in the same transaction.
 */
export async function setMemberAccess(
  db: Database,
  actor: AdminActor,
  input: { userId: string; hasAccess: boolean },
  now: Date,
): Promise<{ user_id: string; has_access: boolean }> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, input.userId));
    if (!member) throw new AppError('NOT_FOUND', 'There is no member with this id.');
    const [current] = await tx
      .select({ hasAccess: memberAccess.hasAccess })
      .from(memberAccess)
      .where(eq(memberAccess.userId, input.userId))
      .for('update');
    await tx
      .insert(memberAccess)
      .values({
        userId: input.userId,
        hasAccess: input.hasAccess,
        updatedByUserId: actor.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: memberAccess.userId,
        set: {
          hasAccess: input.hasAccess,
          updatedByUserId: actor.id,
          updatedAt: now,
        },
      });
    await recordAudit(tx, actor, {
      action: 'member.access',
      targetType: 'member',
      targetId: input.userId,
      targetLabel: member.email,
      // No row means access is on.
      before: { has_access: current?.hasAccess ?? true },
      after: { has_access: input.hasAccess },
    });
  });
  return { user_id: input.userId, has_access: input.hasAccess };
}
