import { and, eq } from 'drizzle-orm';
import { isUuid } from '#shared/uuid';
import type { ReportTargetType } from '#shared/privacy';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { conversationParticipants, messages } from '#server/db/schema/messaging';
import { channels } from '#server/db/schema/streams';
import { trainingVideos } from '#server/db/schema/training';

/** What a report is about, as stored (its lasting id) and as a moderator opens it. */
export type ReportTarget = {
  type: ReportTargetType;
  /** the id reports and holds keep: a profile's or a channel's uuid, a training video's id */
  id: string;
  title: string;
  /** the page on this site, from its root */
  path: string;
  /** the account behind an athlete profile, whose listing a hold changes */
  ownerUserId: string | null;
};

export const targetTypeLabels: Record<ReportTargetType, string> = {
  athlete: 'Athlete profile',
  video: 'Training video',
  channel: 'Live channel',
  message: 'Message',
};

/**
 * The reported profile, video, channel or message, or null when there is none. A channel may be named by
 * its address (slug) or its id; it is kept by its id, which never changes.
 */
export async function findReportTarget(
  db: Database,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget | null> {
  if (type === 'athlete') {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        id: playerProfiles.id,
        firstName: playerProfiles.firstName,
        lastName: playerProfiles.lastName,
        userId: playerProfiles.userId,
      })
      .from(playerProfiles)
      .where(eq(playerProfiles.id, id));
    if (!row) return null;
    return {
      type,
      id: row.id,
      title: `${row.firstName} ${row.lastName}`.trim() || 'Athlete',
      path: `/athlete/${row.id}`,
      ownerUserId: row.userId,
    };
  }
  if (type === 'video') {
    const [row] = await db
      .select({ id: trainingVideos.id, title: trainingVideos.title })
      .from(trainingVideos)
      .where(eq(trainingVideos.id, id));
    if (!row) return null;
    return { type, id: row.id, title: row.title, path: `/video/${row.id}`, ownerUserId: null };
  }
  if (type === 'message') {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        role: messages.senderRole,
        sender: user.name,
        senderUserId: conversationParticipants.userId,
      })
      .from(messages)
      .leftJoin(
        conversationParticipants,
        eq(conversationParticipants.id, messages.senderParticipantId),
      )
      .leftJoin(user, eq(user.id, conversationParticipants.userId))
      .where(eq(messages.id, id));
    if (!row) return null;
    const from = row.role === 'guardian' ? 'a parent or guardian' : (row.sender ?? `a ${row.role}`);
    return {
      type,
      id: row.id,
      title: `Message from ${from}`,
      // Read by an administrator from the report alone (audited): see admin-reports.
      path: `/admin-dashboard/reported-messages/${row.id}`,
      ownerUserId: row.senderUserId,
    };
  }
  const [row] = await db
    .select({ id: channels.id, slug: channels.slug, title: channels.title })
    .from(channels)
    .where(isUuid(id) ? eq(channels.id, id) : eq(channels.slug, id));
  if (!row) return null;
  return { type, id: row.id, title: row.title, path: `/live/${row.slug}`, ownerUserId: null };
}

/**
 * Whether this reporter may report this target: anyone may report what the site shows; a
 * message only by a member of its conversation (nobody else can read it).
 */
export async function mayReport(
  db: Database,
  target: ReportTarget,
  reporter: { id: string } | null,
): Promise<boolean> {
  if (target.type !== 'message') return true;
  if (!reporter) return false;
  const [row] = await db
    .select({ id: conversationParticipants.id })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, reporter.id),
      ),
    )
    .where(eq(messages.id, target.id));
  return Boolean(row);
}
