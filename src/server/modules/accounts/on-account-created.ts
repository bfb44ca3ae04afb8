import { eq } from 'drizzle-orm';
import type { AthleteSignup, Signup } from '#shared/schemas/accounts';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import type { AthleteCaches } from '#server/modules/athletes';
import { createSignupDetails } from './create-signup-details';

/**
 * An account the sign-up form just made: stores what the form collected beyond the account (the
 * athlete profile, or the coach's or organization's details). When they cannot be stored the
 * account is deleted again, so the address can sign up once more, and the answer is false.
 */
export async function onAccountCreated(
  deps: { db: Database; caches: AthleteCaches },
  userId: string,
  signup: Signup | AthleteSignup,
  now: Date,
): Promise<boolean> {
  try {
    await createSignupDetails(deps.db, deps.caches, userId, signup, now);
    return true;
  } catch (error) {
    console.error('[auth] sign-up details could not be stored', error);
    await deps.db.delete(user).where(eq(user.id, userId));
    return false;
  }
}
