import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_SAVED_SEARCHES, recruitingMessages } from '#shared/recruiting';
import {
  hasAnyFilter,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchCreateInput,
  type SavedSearchUpdateInput,
} from '#shared/schemas/saved-searches';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema/auth';
import { savedSearches as s } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';

// A verified coach's saved athlete searches (docs/product.md#coach-search). The routes ask
// requireVerifiedCoach first; these functions only ever touch the coach's own rows.

type Row = typeof s.$inferSelect;

const viewOf = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  frequency: row.frequency,
  lastDigestAt: row.lastDigestAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', savedSearchMessages.noSearch);

/** The coach's saved searches, oldest first. */
export async function listSavedSearches(db: Database, coachId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(s)
    .where(eq(s.coachId, coachId))
    .orderBy(asc(s.createdAt), asc(s.id));
  return rows.map(viewOf);
}

/**
 * Saves a search; at most MAX_SAVED_SEARCHES per coach (counted under a lock on the coach's
 * account, so two saves at once cannot pass the limit together). Its first digest names the
 * athletes listed after this moment.
 */
export async function createSavedSearch(
  db: Database,
  coachId: string,
  input: SavedSearchCreateInput,
): Promise<SavedSearch> {
  if (!hasAnyFilter(input.filters)) {
    throw new AppError('BAD_REQUEST', savedSearchMessages.noFilters);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${coachId} for no key update`);
    const [{ searches = 0 } = {}] = await tx
      .select({ searches: count() })
      .from(s)
      .where(eq(s.coachId, coachId));
    if (searches >= MAX_SAVED_SEARCHES) {
      throw new AppError('CONFLICT', recruitingMessages.tooManySearches);
    }
    const [row] = await tx
      .insert(s)
      .values({
        coachId,
        name: input.name,
        filters: input.filters,
        frequency: input.frequency,
      })
      .returning();
    return viewOf(row!);
  });
}

/** Renames a saved search or changes how often its digest comes. */
export async function updateSavedSearch(
  db: Database,
  coachId: string,
  searchId: string,
  input: SavedSearchUpdateInput,
): Promise<SavedSearch> {
  const [row] = await db
    .update(s)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
    })
    .where(and(eq(s.id, searchId), eq(s.coachId, coachId)))
    .returning();
  if (!row) throw notFound();
  return viewOf(row);
}

/** Deletes a saved search (and the record of whom its digests named). */
export async function deleteSavedSearch(
  db: Database,
  coachId: string,
  searchId: string,
): Promise<void> {
  const deleted = await db
    .delete(s)
    .where(and(eq(s.id, searchId), eq(s.coachId, coachId)))
    .returning({ id: s.id });
  if (deleted.length === 0) throw notFound();
}
