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
