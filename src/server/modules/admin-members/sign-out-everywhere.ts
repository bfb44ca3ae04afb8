import { eq } from 'drizzle-orm';
import type { MemberSummary } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { session } from '#server/db/schema/auth';
import { recordAudit, type AdminActor } from '#server/modules/admin/audit-log';
import { countSessions, loadTarget, refuseSelf } from './action-target';
import { memberSummary } from './member-summaries';

/**
 * Ends every session a member has open, on every device: each of their next requests is signed
 * out (sessions are read from the database on every request, see create-auth.ts).
 */
export async function signOutEverywhere(
  db: Database,
  actor: AdminActor,
  userId: string,
): Promise<MemberSummary> {
  refuseSelf(actor, userId);
  await db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId, { forUpdate: true });
    const sessions = await countSessions(tx, userId);
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, actor, {
      action: 'member.sign_out_everywhere',
      targetType: 'member',
      targetId: userId,
      targetLabel: target.email,
      before: { sessions },
      after: { sessions: 0 },
    });
  });
  return memberSummary(db, userId);
}
