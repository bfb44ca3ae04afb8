import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { broadcasts, channels } from '#server/db/schema';
import { broadcastTitle } from './live-broadcast';
import type { StreamsDeps } from './streams-deps';

// What Livepeer's webhooks tell of a channel's stream: a broadcast started or ended, and its
// recording is ready.

/** Livepeer webhooks: a stream started or went idle. */
export async function recordProviderActivity(
  deps: StreamsDeps,
  streamId: string,
  event: { active: boolean; sessionId: string | null; at: Date },
) {
  const [row] = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.provider, 'livepeer'), eq(channels.providerStreamId, streamId)));
  if (!row) return false;
  deps.status.setActive(streamId, event.active);
  if (event.active) {
    const [open] = await deps.db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(and(eq(broadcasts.channelId, row.id), isNull(broadcasts.endedAt)));
    if (!open) {
      await deps.db.insert(broadcasts).values({
        channelId: row.id,
        title: broadcastTitle(row.title, event.at),
        startedAt: event.at,
        providerSessionId: event.sessionId,
      });
    }
  } else {
    await deps.db
      .update(broadcasts)
      .set({
        endedAt: event.at,
        durationSeconds: sql`extract(epoch from (${event.at.toISOString()}::timestamptz - ${broadcasts.startedAt}))`,
      })
      .where(and(eq(broadcasts.channelId, row.id), isNull(broadcasts.endedAt)));
  }
  deps.events.emit(row.slug);
  return true;
}

/** Livepeer webhooks: a recording of a session is ready to play. */
export async function recordReplay(
  deps: StreamsDeps,
  streamId: string,
  replay: { sessionId: string | null; url: string },
) {
  const [row] = await deps.db
    .select({ id: channels.id, slug: channels.slug, title: channels.title })
    .from(channels)
    .where(and(eq(channels.provider, 'livepeer'), eq(channels.providerStreamId, streamId)));
  if (!row) return false;
  // The session's broadcast, else the channel's latest one without a replay, else a new one.
  const latest = (where: ReturnType<typeof and>) =>
    deps.db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(where)
      .orderBy(desc(broadcasts.startedAt))
      .limit(1);
  const bySession = replay.sessionId
    ? await latest(
        and(eq(broadcasts.channelId, row.id), eq(broadcasts.providerSessionId, replay.sessionId)),
      )
    : [];
  const [target] =
    bySession.length > 0
      ? bySession
      : await latest(and(eq(broadcasts.channelId, row.id), isNull(broadcasts.replayUrl)));
  if (target) {
    await deps.db
      .update(broadcasts)
      .set({ replayUrl: replay.url, endedAt: sql`coalesce(${broadcasts.endedAt}, now())` })
      .where(eq(broadcasts.id, target.id));
  } else {
    const at = new Date(deps.clock.now());
    await deps.db.insert(broadcasts).values({
      channelId: row.id,
      title: broadcastTitle(row.title, at),
      startedAt: at,
      endedAt: at,
      replayUrl: replay.url,
      providerSessionId: replay.sessionId,
    });
  }
  deps.events.emit(row.slug);
  return true;
}
