import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profileViews } from '#server/db/schema/recruiting';

/** How long a profile view is kept (the Privacy Policy's retention section says so). */
export const VIEW_RETENTION_DAYS = 365;

/** Deletes views older than the retention period; run daily. Returns how many went. */
export async function forgetOldViews(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VIEW_RETENTION_DAYS * 24 * 3600_000);
  const gone = await db
    .delete(profileViews)
    .where(lt(profileViews.day, sql`${cutoff.toISOString().slice(0, 10)}::date`))
    .returning({ id: profileViews.id });
  return gone.length;
}
