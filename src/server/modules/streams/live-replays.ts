import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '#shared/uuid';
import { INGEST_RENDITION_NAME, INGEST_SEGMENT_NAME } from '#shared/streams';
import type { Database } from '#server/db/client';
import { broadcasts, channels } from '#server/db/schema';
import {
  fixedTargetDuration,
  multivariantPlaylist,
  parseMediaPlaylist,
  playlistSeconds,
  replayPlaylist,
} from './playlist';
import {
  listedRenditions,
  localReplayUrl,
  renditionPath,
  type LiveBroadcast,
  type Rendition,
} from './live-broadcast';
import { variantOf } from './live-playlists';

/** Writes a small file so a reader sees the old or the new one, never half of it. */
async function writeAtomic(file: string, text: string) {
  const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/**
 * A rendition's replay playlist, beside its segments (plain names resolve against the
 * playlist's own address), and the broadcast's multivariant playlist listing every rendition's.
 */
export async function writeReplay(broadcast: LiveBroadcast, rendition: Rendition) {
  if (rendition.targetDuration !== null && rendition.segments.length > 0) {
    await writeAtomic(
      path.join(rendition.dir, 'replay.m3u8'),
      replayPlaylist(rendition.segments, {
        targetDuration: rendition.targetDuration,
        uri: (name) => name,
        ended: broadcast.endedAt !== null,
      }),
    );
  }
  const listed = listedRenditions(broadcast);
  if (listed.length > 0) {
    await writeAtomic(
      path.join(broadcast.dir, 'master.m3u8'),
      multivariantPlaylist(
        listed.map((each) => variantOf(each, renditionPath(each.name, 'replay.m3u8'))),
      ),
    );
  }
}

/**
 * The broadcasts' files under `root` ({root}/{broadcastId}/[{rendition}/]{file}): their segments
 * and replay playlists, as served, closed after a restart and removed.
 */
export function createLiveReplays({ db, root }: { db: Database; root: string }) {
  /** Closes one broadcast a previous process left open, keeping what was received. */
  async function close(row: { id: string; startedAt: Date }) {
    const dir = path.join(root, row.id);
    // The single rendition's replay beside the multivariant playlist, or one per folder.
    const folders = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const renditions = [
      '',
      ...folders
        .filter((entry) => entry.isDirectory() && INGEST_RENDITION_NAME.test(entry.name))
        .map((entry) => entry.name),
    ];
    let seconds = 0;
    let lastWrite: Date | null = null;
    let hasReplay = false;
    for (const rendition of renditions) {
      const file = path.join(dir, rendition, 'replay.m3u8');
      const text = await readFile(file, 'utf8').catch(() => null);
      const parsed = text === null ? null : parseMediaPlaylist(text);
      const segments = parsed?.segments ?? [];
      if (!parsed || segments.length === 0) continue;
      const info = await stat(file).catch(() => undefined);
      if (info && (!lastWrite || info.mtime > lastWrite)) lastWrite = info.mtime;
      // Its target duration was fixed when written: the replay ends keeping it.
      await writeAtomic(
        file,
        replayPlaylist(segments, {
          targetDuration: parsed.targetDuration ?? fixedTargetDuration(null, segments),
          uri: (name) => name,
          ended: true,
        }),
      );
      seconds = Math.max(seconds, playlistSeconds(segments));
      hasReplay = true;
    }
    const hasMaster = await stat(path.join(dir, 'master.m3u8')).then(
      (info) => info.isFile(),
      () => false,
    );
    await db
      .update(broadcasts)
      .set({
        endedAt: lastWrite ?? row.startedAt,
        durationSeconds: seconds,
        replayUrl: hasReplay
          ? hasMaster
            ? localReplayUrl(row.id)
            : `/live-media/b/${row.id}/replay.m3u8`
          : null,
      })
      .where(eq(broadcasts.id, row.id));
  }

  return {
    /**
     * A stored file of a broadcast (a segment, a rendition's replay playlist or the replay's
     * multivariant playlist), or null.
     */
    async file(broadcastId: string, rendition: string, name: string): Promise<string | null> {
      if (!isUuid(broadcastId)) return null;
      if (rendition !== '' && !INGEST_RENDITION_NAME.test(rendition)) return null;
      const allowed =
        name === 'replay.m3u8' ||
        (name === 'master.m3u8' && rendition === '') ||
        INGEST_SEGMENT_NAME.test(name);
      if (!allowed) return null;
      const file = path.join(root, broadcastId, rendition, name);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? file : null;
    },

    /**
     * At start: broadcasts a previous process left open are closed, keeping what was received
     * as their replay.
     */
    async recover() {
      const open = await db
        .select({ id: broadcasts.id, startedAt: broadcasts.startedAt })
        .from(broadcasts)
        .innerJoin(channels, eq(channels.id, broadcasts.channelId))
        .where(and(isNull(broadcasts.endedAt), eq(channels.provider, 'local')));
      for (const row of open) await close(row);
    },

    /** Removes a broadcast's files (its replay was deleted). */
    async remove(broadcastId: string) {
      if (isUuid(broadcastId))
        await rm(path.join(root, broadcastId), { recursive: true, force: true });
    },
  };
}
