import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ReportTargetType } from '#shared/privacy';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { contentHolds } from '#server/db/schema/safety';
import { channels } from '#server/db/schema/streams';
import { trainingVideos } from '#server/db/schema/training';

/**
 * The one rule of moderation holds, read by every list, page, file and sale that shows content:
 * a target is held while a `content_holds` row names it (a profile's, a training video's or a
 * channel's id). Held content stays in the database, out of sight, until the hold is released.
 * Nothing outside this file writes the condition.
 */

/** What a hold condition is written over: a target type, or a column holding one. */
type TargetTypeOf = ReportTargetType | SQLWrapper;

/** The hold on the target whose id is `id` (an id column), as a condition on `content_holds`. */
const holdOn = (targetType: TargetTypeOf, id: SQLWrapper): SQL =>
  sql`${contentHolds.targetType} = ${targetType} and ${contentHolds.targetId} = ${id}::text`;

/** True (in SQL) while a moderator holds the target whose id is `id`: for admin lists. */
export function held(targetType: TargetTypeOf, id: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${contentHolds} where ${holdOn(targetType, id)})`;
}

/** A condition for lists and pages: no moderator holds the target whose id is `id`. */
export function notHeld(targetType: ReportTargetType, id: SQLWrapper): SQL {
  return sql`not ${held(targetType, id)}`;
}

/** The reason the target whose id is `id` is held for, or null (in SQL): for admin lists. */
export function holdReason(targetType: ReportTargetType, id: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${contentHolds.reason} from ${contentHolds} where ${holdOn(targetType, id)})`;
}

/** The hold on one target (its reason, for its owner), or null when it is not held. */
export async function findHold(
  db: Pick<Database, 'select'>,
  targetType: ReportTargetType,
  targetId: string,
): Promise<{ reason: string } | null> {
  const [hold] = await db
    .select({ reason: contentHolds.reason })
    .from(contentHolds)
    .where(and(eq(contentHolds.targetType, targetType), eq(contentHolds.targetId, targetId)))
    .limit(1);
  return hold ?? null;
}

/** True while a moderator holds this target. */
export async function isHeld(
  db: Pick<Database, 'select'>,
  targetType: ReportTargetType,
  targetId: string,
): Promise<boolean> {
  return (await findHold(db, targetType, targetId)) !== null;
}

/** The holds on any of these targets, whole rows (a member's data export lists theirs). */
export async function findHoldsOn(
  db: Pick<Database, 'select'>,
  targets: { targetType: ReportTargetType; targetIds: string[] }[],
): Promise<(typeof contentHolds.$inferSelect)[]> {
  const conditions = targets
    .filter(({ targetIds }) => targetIds.length > 0)
    .map(({ targetType, targetIds }) =>
      and(eq(contentHolds.targetType, targetType), inArray(contentHolds.targetId, targetIds)),
    );
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(contentHolds)
    .where(or(...conditions));
}

/**
 * A channel is on the site (in the channel list, the replays, its page, and what can be bought
 * on it) while no administrator archived it and no moderator holds it. Its owner still sees it
 * under /my-channels.
 */
export function channelOnSite(): SQL {
  return sql`(${isNull(channels.archivedAt)} and ${notHeld('channel', channels.id)})`;
}

/** The same rule for one channel row already read (see channelOnSite). */
export async function isChannelOnSite(
  db: Pick<Database, 'select'>,
  channel: { id: string; archivedAt: Date | null },
): Promise<boolean> {
  return channel.archivedAt === null && !(await isHeld(db, 'channel', channel.id));
}

/**
 * A training video is on the site (in the sport libraries and the on-demand library, its page,
 * its signed media links and its public files) while no moderator holds it.
 */
export function videoOnSite(): SQL {
  return notHeld('video', trainingVideos.id);
}

/** A training video a moderator holds: the reverse of videoOnSite. */
export function videoHeld(): SQL<boolean> {
  return held('video', trainingVideos.id);
}

/**
 * The moderation part of whether an athlete profile may be listed: no moderator holds it. The
 * rest of that rule (a confirmed email, a guardian's consent, not private) is mayBeListed's in
 * privacy/update-listing.ts.
 */
export function athleteNotHeld(): SQL {
  return notHeld('athlete', playerProfiles.id);
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
 * The caller then clears what shows the target (see holdChanged in
 * admin-reports/moderate-reports.ts).
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
