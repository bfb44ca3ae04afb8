import { refreshListing } from './update-listing';
import { sendConsentRequest, type ConsentDeps } from './guardian-consent';

/**
 * A member confirmed their email address: that is what lets their athlete profile be listed,
 * and what sends an athlete's parent or guardian the consent request given at sign-up (once).
 * A mail that fails is logged: the athlete can send it again from their profile.
 */
export async function onEmailConfirmed(deps: ConsentDeps, userId: string): Promise<void> {
  await refreshListing(deps.db, deps.caches, userId);
  await sendConsentRequest(deps, userId, { onlyIfUnsent: true }).catch((error: unknown) => {
    console.error('[consent] the guardian could not be mailed', error);
  });
}
