import { isAPIError } from 'better-auth/api';
import { memberMessages } from '#shared/admin-members';
import type { DeletedMember, DeleteMemberInput } from '#shared/schemas/admin-members';
import type { Auth } from '#server/auth/create-auth';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { deleteMember } from '#server/modules/account-data';
import { keepAnActiveAdmin, loadTarget, memberTarget, refuseSelf } from './action-target';
import { authRefusal } from './ban-member';

/**
 * Deletes a member's account once the administrator has typed its email address: their rows,
 * athlete profile, photo and videos go as with their own deletion (see deleteMember). A card
 * plan that still renews must be canceled first, or it would go on charging.
 */
export async function removeMember(
  { auth, db }: { auth: Auth; db: Database },
  actor: AdminActor,
  userId: string,
  input: DeleteMemberInput,
): Promise<DeletedMember> {
  refuseSelf(actor, userId, memberMessages.deleteYourself);
  const target = await loadTarget(db, userId);
  if (input.confirmEmail.toLowerCase() !== target.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', memberMessages.confirmEmailWrong, {
      confirmEmail: [memberMessages.confirmEmailWrong],
    });
  }
  await keepAnActiveAdmin(db, target);
  const deleted = await deleteMember({ auth, db }, userId).catch((error: unknown) => {
    if (isAPIError(error) && error.body?.code === 'PLAN_STILL_RENEWING') {
      throw new AppError('CONFLICT', memberMessages.planStillRenews);
    }
    return authRefusal(error);
  });
  if (!deleted) throw new AppError('NOT_FOUND', memberMessages.notFound);
  await recordAudit(db, actor, {
    action: 'member.delete',
    ...memberTarget(target),
    before: {
      email: target.email,
      name: target.name,
      role: target.role === 'admin' ? 'admin' : 'user',
      userType: target.userType,
    },
    after: null,
  });
  return { id: userId, email: target.email };
}
