import { eq } from 'drizzle-orm';
import { user } from '#server/db/schema/auth';
import { refreshListing } from './update-listing';
import { sendConsentRequest, suspendNoGuardians, type ConsentDeps } from './guardian-consent';

/**
 * A member confirmed their email address: that is what lets their athlete profile be listed,
 * and what sends an athlete's parent or guardian the consent request given at sign-up (once).
 * A mail that fails is logged: the athlete can send it again from their profile. An address now
 * proved by an account that may not be a guardian (a coach's, an athlete's…) stops being one.
 */
export async function onEmailConfirmed(deps: ConsentDeps, userId: string): Promise<void> {
  await refreshListing(deps.db, deps.caches, userId);
  const [account] = await deps.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (account) await suspendNoGuardians(deps, account.email);
  await sendConsentRequest(deps, userId, { onlyIfUnsent: true }).catch((error: unknown) => {
    console.error('[consent] the guardian could not be mailed', error);
  });
}
