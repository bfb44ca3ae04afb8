import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { broadcasts } from '#server/db/schema';
import {
  broadcastSeconds,
  broadcastTitle,
  listedRenditions,
  localReplayUrl,
  type KeyOwner,
  type LiveBroadcast,
  type LiveStatus,
  type RunningBroadcasts,
} from './live-broadcast';
import { writeReplay } from './live-replays';
import type { LiveViewers } from './live-viewers';

/** An ended broadcast's live playlist (with ENDLIST) stays this long, so players see the end. */
const ENDED_GRACE_MS = 60_000;

export type LiveLifecycle = ReturnType<typeof createLiveLifecycle>;

/**
 * A broadcast's life in this process: started by its first segment, ended by ENDLIST, by
 * `idleMs` of silence (sweep) or at once (stop), then kept as a replay and forgotten after a
 * grace. Each start and end is recorded in the database and told to `onChange`.
 */
export function createLiveLifecycle({
  db,
  root,
  idleMs,
  now,
  onChange,
  running,
  viewers,
}: {
  db: Database;
  root: string;
  idleMs: number;
  now: () => number;
  onChange: (channelId: string) => void;
  running: RunningBroadcasts;
  viewers: LiveViewers;
}) {
  const { byChannel, byPlaybackId, byId } = running;
  // One start per channel at a time, however many files arrive together.
  const starting = new Map<string, Promise<LiveBroadcast>>();

  /** The channel's running broadcast, or a new one (recorded, its folder made). */
  async function start(owner: KeyOwner): Promise<LiveBroadcast> {
    const current = byChannel.get(owner.channelId);
    if (current && current.endedAt === null) return current;
    const pending = starting.get(owner.channelId);
    if (pending) return pending;
    const promise = (async () => {
      const startedAt = new Date(now());
      const title = broadcastTitle(owner.title, startedAt);
      const [row] = await db
        .insert(broadcasts)
        .values({ channelId: owner.channelId, title, startedAt })
        .returning({ id: broadcasts.id });
      const dir = path.join(root, row!.id);
      await mkdir(dir, { recursive: true });
      const broadcast: LiveBroadcast = {
        id: row!.id,
        channelId: owner.channelId,
        playbackId: owner.playbackId,
        dir,
        renditions: new Map(),
        bytes: 0,
        startedAt,
        lastActivity: now(),
        master: null,
        notice: null,
        viewers: new Map(),
        peakViewers: 0,
        endedAt: null,
      };
      const previous = byChannel.get(owner.channelId);
      if (previous) byId.delete(previous.id);
      byChannel.set(owner.channelId, broadcast);
      byPlaybackId.set(owner.playbackId, broadcast);
      byId.set(broadcast.id, broadcast);
      onChange(owner.channelId);
      return broadcast;
    })();
    starting.set(owner.channelId, promise);
    try {
      return await promise;
    } finally {
      starting.delete(owner.channelId);
    }
  }

  /** Ends a broadcast at its last activity: its replays are closed and it is recorded. */
  async function end(broadcast: LiveBroadcast) {
    if (broadcast.endedAt !== null) return;
    broadcast.endedAt = broadcast.lastActivity;
    broadcast.master = null;
    const listed = listedRenditions(broadcast);
    for (const rendition of broadcast.renditions.values()) rendition.playlist = null;
    for (const rendition of listed) await writeReplay(broadcast, rendition);
    const hasReplay = listed.length > 0;
    await db
      .update(broadcasts)
      .set({
        endedAt: new Date(broadcast.endedAt),
        durationSeconds: broadcastSeconds(broadcast),
        peakViewers: broadcast.peakViewers,
        replayUrl: hasReplay ? localReplayUrl(broadcast.id) : null,
      })
      .where(eq(broadcasts.id, broadcast.id));
    onChange(broadcast.channelId);
  }

  return {
    start,
    end,

    /** Whether the channel is broadcasting now, since when, and to how many. */
    status(channelId: string): LiveStatus {
      const broadcast = byChannel.get(channelId);
      if (!broadcast || broadcast.endedAt !== null) {
        return { isActive: false, broadcastId: null, since: null, viewers: 0, notice: null };
      }
      return {
        isActive: true,
        broadcastId: broadcast.id,
        since: broadcast.startedAt,
        viewers: broadcast.viewers.size,
        notice: broadcast.notice,
      };
    },

    /** True while the broadcast still runs (its replay playlist grows). */
    isRunning(broadcastId: string): boolean {
      const broadcast = byId.get(broadcastId);
      return broadcast !== undefined && broadcast.endedAt === null;
    },

    /** Ends the broadcasts that fell silent, and forgets those ended a while ago. */
    async sweep() {
      for (const broadcast of byChannel.values()) {
        if (broadcast.endedAt === null) viewers.forgetGone(broadcast);
        if (broadcast.endedAt === null && now() - broadcast.lastActivity >= idleMs) {
          await end(broadcast);
        } else if (broadcast.endedAt !== null && now() - broadcast.endedAt > ENDED_GRACE_MS) {
          byChannel.delete(broadcast.channelId);
          if (byPlaybackId.get(broadcast.playbackId) === broadcast) {
            byPlaybackId.delete(broadcast.playbackId);
          }
          byId.delete(broadcast.id);
        }
      }
    },

    /** Ends a channel's broadcast now; true when one was running. */
    async stop(channelId: string) {
      const broadcast = byChannel.get(channelId);
      const wasRunning = broadcast !== undefined && broadcast.endedAt === null;
      if (broadcast) await end(broadcast);
      return wasRunning;
    },
  };
}
