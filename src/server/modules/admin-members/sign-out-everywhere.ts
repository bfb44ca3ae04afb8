import type { MemberSummary } from '#shared/schemas/admin-members';
import type { Database } from '#server/db/client';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { endSessions, loadTarget, memberTarget, refuseSelf } from './action-target';
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
    const sessions = await endSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'member.sign_out_everywhere',
      ...memberTarget(target),
      before: { sessions },
      after: { sessions: 0 },
    });
  });
  return memberSummary(db, userId);
}
