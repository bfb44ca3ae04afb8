import path from 'node:path';
import type { Database } from '#server/db/client';
import { runningBroadcasts } from './live-broadcast';
import { createLiveIngest, INGEST_UPLOADS_IN_ALL, INGEST_UPLOADS_PER_KEY } from './live-ingest';
import { createLiveLifecycle } from './live-lifecycle';
import { createLivePlaylists } from './live-playlists';
import { createLiveReplays } from './live-replays';
import { createLiveViewers } from './live-viewers';

// The defaults of createLocalLive's upload limits (ingest-limits.test.ts reads them here).
export { INGEST_UPLOADS_IN_ALL, INGEST_UPLOADS_PER_KEY };

export type LocalLive = ReturnType<typeof createLocalLive>;

/**
 * The app as a live media server (docs/integrations.md#hls-ingest): broadcasters PUT an HLS
 * playlist and its segments to /ingest/{streamKey}/…; viewers get a sliding live window; a
 * broadcast ends after `idleMs` without a new file and is kept as a replay. The state of running
 * broadcasts lives in this process (their files are on its disk), so a local channel is served by
 * one instance.
 *
 * Its parts, each handed the running broadcasts and the time: the ingest (live-ingest.ts), the
 * broadcasts' start and end (live-lifecycle.ts), what players read live (live-playlists.ts) and
 * stored (live-replays.ts), and the viewers (live-viewers.ts).
 */
export function createLocalLive({
  db,
  dataDir,
  idleMs,
  now,
  onChange,
  maxUploads = { perKey: INGEST_UPLOADS_PER_KEY, inAll: INGEST_UPLOADS_IN_ALL },
}: {
  db: Database;
  dataDir: string;
  idleMs: number;
  now: () => number;
  /** uploads received at once, per stream key and in all */
  maxUploads?: { perKey: number; inAll: number };
  /** a channel went live or idle: its status and pages are cleared (createStreams wires it) */
  onChange: (channelId: string) => void;
}) {
  const root = path.join(dataDir, 'live');
  const running = runningBroadcasts();
  const viewers = createLiveViewers(now);
  const lifecycle = createLiveLifecycle({ db, root, idleMs, now, onChange, running, viewers });
  const ingest = createLiveIngest({ db, root, now, maxUploads, running, lifecycle });
  const playlists = createLivePlaylists({ running, countViewer: viewers.count });
  const replays = createLiveReplays({ db, root });

  return {
    /** One PUT from a broadcaster: a playlist or a segment, checked before anything is written. */
    ingest: ingest.ingest,
    /** Whether the channel is broadcasting now, since when, and to how many. */
    status: lifecycle.status,
    /** The live multivariant playlist of a channel, counting its asker as a viewer; or null. */
    livePlaylist: playlists.livePlaylist,
    /** A rendition's live window, counting its asker as a viewer; or null. */
    renditionPlaylist: playlists.renditionPlaylist,
    /** A stored file of a broadcast (a segment or a replay playlist), or null. */
    broadcastFile: replays.file,
    /** True while the broadcast still runs (its replay playlist grows). */
    isRunning: lifecycle.isRunning,
    /** Ends the broadcasts that fell silent, and forgets those ended a while ago. */
    sweep: lifecycle.sweep,

    /**
     * Ends a channel's broadcast now (the channel is deleted, archived or its key rotated, or an
     * administrator ended it); true when one was running.
     */
    async stop(channelId: string) {
      const wasRunning = await lifecycle.stop(channelId);
      ingest.forgetKeys();
      return wasRunning;
    },

    /** A rotated or deleted key stops working at once. */
    forgetKeys: ingest.forgetKeys,
    /** At start: broadcasts a previous process left open are closed, keeping their replays. */
    recover: replays.recover,
    /** Removes a broadcast's files (its replay was deleted). */
    removeFiles: replays.remove,
  };
}
