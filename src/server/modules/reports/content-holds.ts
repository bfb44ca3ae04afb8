import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReportTargetType } from '#shared/privacy';
import type { Database } from '#server/db/client';
import { contentHolds } from '#server/db/schema/safety';

/**
 * A condition for lists and pages: no moderator holds the row whose id is `id` (a channel's or
 * a training video's id column). Held content stays in the database, out of sight, until the
 * hold is released.
 */
export function notHeld(targetType: ReportTargetType, id: SQLWrapper): SQL {
  return sql`not exists (select 1 from ${contentHolds} where ${contentHolds.targetType} = ${targetType} and ${contentHolds.targetId} = ${id}::text)`;
}

/** True while a moderator holds this target. */
export async function isHeld(
  db: Database,
  targetType: ReportTargetType,
  targetId: string,
): Promise<boolean> {
  const [hold] = await db
    .select({ id: contentHolds.id })
    .from(contentHolds)
    .where(and(eq(contentHolds.targetType, targetType), eq(contentHolds.targetId, targetId)))
    .limit(1);
  return Boolean(hold);
}

/** A hold placed by a moderator: on what, why (its owner is told), by whom, from which report. */
export type NewHold = {
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  createdBy: string;
  reportId?: string | null;
};

/**
 * Holds a target, from a report or directly; pass the transaction the action runs in. True
 * when this call placed the hold, false when the target was held already (its hold unchanged).
 * The caller then clears what shows the target (see holdChanged in moderate-reports.ts).
 */
export async function placeHold(db: Pick<Database, 'insert'>, hold: NewHold): Promise<boolean> {
  const placed = await db
    .insert(contentHolds)
    .values({ ...hold, reportId: hold.reportId ?? null })
    .onConflictDoNothing({ target: [contentHolds.targetType, contentHolds.targetId] })
    .returning({ id: contentHolds.id });
  return placed.length > 0;
}

/** Releases the hold on a target: the reason it was held for, or null when it was not held. */
export async function removeHold(
  db: Pick<Database, 'delete'>,
  targetType: ReportTargetType,
  targetId: string,
): Promise<string | null> {
  const [released] = await db
    .delete(contentHolds)
    .where(and(eq(contentHolds.targetType, targetType), eq(contentHolds.targetId, targetId)))
    .returning({ reason: contentHolds.reason });
  return released?.reason ?? null;
}
