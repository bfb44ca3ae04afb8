import { eq } from 'drizzle-orm';
import { memberMessages } from '#shared/admin-members';
import type { MemberSummary } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { twoFactor, user } from '#server/db/schema/auth';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { endSessions, loadTarget, memberTarget, refuseSelf } from './action-target';
import { memberSummary } from './member-summaries';

/**
 * Turns a member's two-step sign-in off (they lost their phone): their authenticator secret and
 * backup codes are deleted and every session ends, so the next sign-in is by password alone and
 * they can set two-step sign-in up again from their profile.
 */
export async function resetTwoFactor(
  db: Database,
  actor: AdminActor,
  userId: string,
): Promise<MemberSummary> {
  refuseSelf(actor, userId);
  await db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId, { forUpdate: true });
    const secrets = await tx
      .select({ id: twoFactor.id })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!target.twoFactorEnabled && secrets.length === 0) {
      throw new AppError('CONFLICT', memberMessages.noTwoFactor);
    }
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    const sessions = await endSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'member.reset_two_factor',
      ...memberTarget(target),
      before: { twoFactorEnabled: Boolean(target.twoFactorEnabled), sessions },
      after: { twoFactorEnabled: false, sessions: 0 },
    });
  });
  return memberSummary(db, userId);
}
