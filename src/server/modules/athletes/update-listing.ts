import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import type { AthleteCaches } from './athlete-list-cache';

/**
 * Recomputes whether a user's athlete profile may appear in lists, search, featured sections and
 * link previews: only once its owner has confirmed their email, so nobody can plant a public
 * profile under an address that is not theirs. Called after every change that can alter it.
 */
export async function refreshListing(
  db: Database,
  caches: AthleteCaches,
  userId: string,
): Promise<void> {
  await db
    .update(p)
    .set({
      listed: sql`exists (select 1 from ${user} where ${user.id} = ${p.userId} and ${user.emailVerified})`,
    })
    .where(eq(p.userId, userId));
  await caches.changed();
}

/** A deleted account took its athlete profile with it (the rows cascade): lists forget it. */
export function forgetDeletedAccount(caches: AthleteCaches): Promise<void> {
  return caches.changed();
}
