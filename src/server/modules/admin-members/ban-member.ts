import { isAPIError } from 'better-auth/api';
import { memberMessages } from '#shared/admin-members';
import type { BanInput, MemberSummary } from '#shared/schemas/admin-members';
import type { Auth } from '#server/auth/create-auth';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import {
  countSessions,
  keepAnActiveAdmin,
  loadTarget,
  memberTarget,
  refuseSelf,
} from './action-target';
import { memberSummary } from './member-summaries';

export type MemberActionDeps = {
  auth: Auth;
  db: Database;
  /** the administrator's request headers: better-auth's admin calls check their session */
  headers: Headers;
};

/** better-auth's refusal as the app's: its message, a 404, 403 or 409. */
export function authRefusal(error: unknown): never {
  if (isAPIError(error)) {
    const code =
      error.statusCode === 404 ? 'NOT_FOUND' : error.statusCode === 403 ? 'FORBIDDEN' : 'CONFLICT';
    throw new AppError(code, error.message);
  }
  throw error;
}

const banNow = (target: { banned: boolean | null; banExpires: Date | null }, now: number) =>
  Boolean(target.banned) && (!target.banExpires || target.banExpires.getTime() > now);

/**
 * Bans a member through better-auth's admin plugin: they cannot sign in until the end date (or
 * until an administrator lifts the ban), and every session they have open ends at once.
 */
export async function banMember(
  { auth, db, headers }: MemberActionDeps,
  actor: AdminActor,
  userId: string,
  input: BanInput,
  now: number,
): Promise<MemberSummary> {
  refuseSelf(actor, userId, memberMessages.banYourself);
  const target = await loadTarget(db, userId);
  if (banNow(target, now)) throw new AppError('CONFLICT', memberMessages.alreadyBanned);
  await keepAnActiveAdmin(db, target);
  const sessions = await countSessions(db, userId);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  const banned = await auth.api
    .banUser({
      headers,
      body: {
        userId,
        banReason: input.reason,
        ...(expiresAt ? { banExpiresIn: Math.ceil((expiresAt.getTime() - now) / 1000) } : {}),
      },
    })
    .catch(authRefusal);
  await recordAudit(db, actor, {
    action: 'member.ban',
    ...memberTarget(target),
    before: { banned: false, sessions },
    after: {
      banned: true,
      reason: input.reason,
      expiresAt: banned.user.banExpires ? new Date(banned.user.banExpires).toISOString() : null,
      sessions: 0,
    },
  });
  return memberSummary(db, userId);
}

/** Lifts a member's ban: they can sign in again. */
export async function unbanMember(
  { auth, db, headers }: MemberActionDeps,
  actor: AdminActor,
  userId: string,
): Promise<MemberSummary> {
  const target = await loadTarget(db, userId);
  if (!target.banned) throw new AppError('CONFLICT', memberMessages.notBanned);
  await auth.api.unbanUser({ headers, body: { userId } }).catch(authRefusal);
  await recordAudit(db, actor, {
    action: 'member.unban',
    ...memberTarget(target),
    before: {
      banned: true,
      reason: target.banReason,
      expiresAt: target.banExpires?.toISOString() ?? null,
    },
    after: { banned: false },
  });
  return memberSummary(db, userId);
}
