import type { AuthContext, GenericEndpointContext } from 'better-auth';
import { generateRandomString } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user, verification } from '../db/schema/auth';
import { piAccounts } from '../db/schema/pi';

/**
 * An address proves itself before it owns anything (decision 0018). A sign-up stores its account
 * unconfirmed; only the holder of the address can confirm it, and nothing anybody set before that
 * outlives the confirmation:
 *
 * - Signing up again with an address whose account is still unconfirmed replaces that earlier
 *   attempt: its account and what hangs on it are deleted (its confirmation links, bound to its
 *   id, stop working) and the new sign-up is stored. Somebody who signed up first with an address
 *   that is not theirs (the address a minor named as her guardian's) loses the account the owner
 *   then makes.
 * - Because a second attempt may also come from somebody else (after the owner signed up, before
 *   they confirmed), a replacing sign-up's mail does not confirm the password it was given: its
 *   link asks the holder of the address to choose the password (`contested`, below), which
 *   confirms the address.
 * - Confirming an address, by its link or by choosing a password through a mailed link, signs out
 *   every session the account had.
 * - A sign-up with an address a confirmed account holds stores nothing; the holder is told by mail
 *   (at most every 10 minutes) and may log in or reset their password.
 */

/** How long a replacing sign-up's choose-your-password link works: as a confirmation link. */
export const CONTESTED_LINK_SECONDS = 24 * 60 * 60;
/** The shortest time between two "someone tried to sign up" notes to one address. */
const NOTICE_INTERVAL_SECONDS = 10 * 60;

/** What these functions use of better-auth's context (`auth.$context`, or an endpoint's). */
type Adapter = Pick<AuthContext, 'internalAdapter'>;

const contestedKey = (email: string) => `signup-contested:${email.toLowerCase()}`;
const noticeKey = (email: string) => `signup-notice:${email.toLowerCase()}`;

/**
 * Before a sign-up with `email` is stored: an unconfirmed account of that address whose only way
 * in is a password is deleted and the address marked contested, so the new attempt's mail asks for the password to be chosen again.
 * An account with another way in (a Pi wallet) is left alone. Returns whether one was replaced.
 */
export async function replaceUnconfirmedAttempt(
  ctx: GenericEndpointContext,
  db: Database,
  email: string,
  now: number,
): Promise<boolean> {
  const adapter = ctx.context.internalAdapter;
  const found = await adapter.findUserByEmail(email.toLowerCase(), { includeAccounts: true });
  if (!found || found.user.emailVerified) return false;
  const passwordOnly = found.accounts.every((account) => account.providerId === 'credential');
  const [wallet] = await db
    .select({ uid: piAccounts.uid })
    .from(piAccounts)
    .where(eq(piAccounts.userId, found.user.id));
  if (!passwordOnly || wallet) return false;
  // The account and what hangs on it (its athlete profile, its guardian's consent record, its
  // password) go; rows kept by the address (invitations mailed to it, a newsletter subscription)
  // stay, as the attempt never proved the address was its own.
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, found.user.id));
    await tx.delete(user).where(and(eq(user.id, found.user.id), eq(user.emailVerified, false)));
  });
  await adapter.deleteVerificationByIdentifier(contestedKey(email));
  await adapter.createVerificationValue({
    identifier: contestedKey(email),
    value: '1',
    expiresAt: new Date(now + CONTESTED_LINK_SECONDS * 1000),
  });
  return true;
}

/** Whether this address's latest sign-up replaced an earlier one (and is not confirmed yet). */
export async function isContested(context: Adapter, email: string, now: number): Promise<boolean> {
  const marker = await context.internalAdapter.findVerificationValue(contestedKey(email));
  return Boolean(marker && marker.expiresAt.getTime() > now);
}

/**
 * A link that confirms the address by choosing the account's password: better-auth's reset token
 * (`reset-password:{token}`, read by POST /reset-password), valid as long as a confirmation link.
 */
export async function choosePasswordToken(
  context: Adapter,
  userId: string,
  now: number,
): Promise<string> {
  const token = generateRandomString(24);
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now + CONTESTED_LINK_SECONDS * 1000),
  });
  return token;
}

/**
 * The address is confirmed: every session the account had ends (the confirmation opens the only
 * one), and the address is no longer contested.
 */
export async function onAddressConfirmed(
  context: Adapter,
  user: { id: string; email: string },
): Promise<void> {
  await context.internalAdapter.deleteUserSessions(user.id);
  await context.internalAdapter.deleteVerificationByIdentifier(contestedKey(user.email));
}

/**
 * Whether to write to a confirmed address that somebody tried to sign up with: at most once in
 * 10 minutes, so the form cannot be used to flood it.
 */
export async function mayNoticeAttempt(
  context: Adapter,
  email: string,
  now: number,
): Promise<boolean> {
  const last = await context.internalAdapter.findVerificationValue(noticeKey(email));
  if (last && last.expiresAt.getTime() > now) return false;
  await context.internalAdapter.deleteVerificationByIdentifier(noticeKey(email));
  await context.internalAdapter.createVerificationValue({
    identifier: noticeKey(email),
    value: '1',
    expiresAt: new Date(now + NOTICE_INTERVAL_SECONDS * 1000),
  });
  return true;
}
