import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import { memberAccess } from '#server/db/schema/subscriptions';
import { AppError } from '#server/http/app-error';

/** An administrator turns a member's video access on or off (SPEC §6 has_access). */
export async function setMemberAccess(
  db: Database,
  input: { userId: string; hasAccess: boolean; adminUserId: string },
): Promise<{ user_id: string; has_access: boolean }> {
  const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, input.userId));
  if (!member) throw new AppError('NOT_FOUND', 'There is no member with this id.');
  await db
    .insert(memberAccess)
    .values({
      userId: input.userId,
      hasAccess: input.hasAccess,
      updatedByUserId: input.adminUserId,
    })
    .onConflictDoUpdate({
      target: memberAccess.userId,
      set: {
        hasAccess: input.hasAccess,
        updatedByUserId: input.adminUserId,
        updatedAt: new Date(),
      },
    });
  return { user_id: input.userId, has_access: input.hasAccess };
}
