import { eq, or } from 'drizzle-orm';
import { memberMessages, type MemberRole } from '#shared/admin-members';
import type { MemberSummary } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { activeAdmin, memberTarget, refuseSelf } from './action-target';
import { memberSummary } from './member-summaries';

/**
 * Makes a member an administrator or takes the role away. An administrator never demotes
 * themselves, and the last active administrator keeps the role: the check runs with the target
 * and every active administrator locked (in one order, so two changes at once wait for each
 * other instead of deadlocking), so two administrators demoting each other at the same moment
 * cannot leave the site without one.
 */
export async function setMemberRole(
  db: Database,
  actor: AdminActor,
  userId: string,
  role: MemberRole,
): Promise<MemberSummary> {
  if (role !== 'admin') refuseSelf(actor, userId, memberMessages.demoteYourself);
  await db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: user.id,
        email: user.email,
        role: user.role,
        banned: user.banned,
        emailVerified: user.emailVerified,
      })
      .from(user)
      .where(or(eq(user.id, userId), activeAdmin))
      .orderBy(user.id)
      .for('update');
    const target = locked.find((row) => row.id === userId);
    if (!target) throw new AppError('NOT_FOUND', memberMessages.notFound);
    const current: MemberRole = target.role === 'admin' ? 'admin' : 'user';
    if (current === role) {
      throw new AppError(
        'CONFLICT',
        role === 'admin' ? memberMessages.alreadyAdmin : memberMessages.notAdmin,
      );
    }
    if (role === 'admin') {
      if (target.banned) throw new AppError('CONFLICT', memberMessages.adminMustNotBeBanned);
      if (!target.emailVerified) {
        throw new AppError('CONFLICT', memberMessages.adminMustBeConfirmed);
      }
    } else {
      const others = locked.filter(
        (row) => row.id !== userId && row.role === 'admin' && !row.banned,
      );
      if (others.length === 0) throw new AppError('CONFLICT', memberMessages.lastAdmin);
    }
    await tx.update(user).set({ role }).where(eq(user.id, userId));
    await recordAudit(tx, actor, {
      action: 'member.role',
      ...memberTarget(target),
      before: { role: current },
      after: { role },
    });
  });
  return memberSummary(db, userId);
}
