import type { Auth } from '#server/auth/create-auth';
import type { Database } from '#server/db/client';
import { refuseWhileCardPlanRenews } from './delete-account-data';

/**
 * Deletes a member's account by id with the same effect as their own deletion from /profile:
 * the rows, the rows kept by their email, then their photos and videos (better-auth's user
 * delete hooks, see create-auth.ts and delete-account-data.ts). For the admin dashboard; the
 * caller checks that an administrator asks. False when there was no such account.
 */
export async function deleteMember(
  { auth, db }: { auth: Auth; db: Database },
  userId: string,
): Promise<boolean> {
  const { internalAdapter } = await auth.$context;
  if (!(await internalAdapter.findUserById(userId))) return false;
  await refuseWhileCardPlanRenews(db, userId);
  // Its sessions, sign-in methods and user row, with the hooks a member's own deletion runs.
  await internalAdapter.deleteUser(userId);
  return true;
}
