import { randomBytes } from 'node:crypto';
import { isUuid } from '#shared/uuid';
import { hashSecretToken } from '#server/lib/secret-token';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import {
  INGEST_PLAYLIST_NAME,
  INGEST_SEGMENT_MAX_BYTES,
  INGEST_SEGMENT_NAME,
} from '#shared/streams';
import type { Database } from '#server/db/client';
import { TtlCache } from '#server/lib/ttl-cache';
import { BodyTooLargeError, writeBodyToFile } from '#server/lib/write-body-to-file';
import { broadcasts, channels } from '#server/db/schema';
import {
  livePlaylist,
  parseMediaPlaylist,
  playlistSeconds,
  replayPlaylist,
  type PlaylistSegment,
} from './playlist';

/** A playlist is a few hundred bytes per segment; this allows hours of one. */
const PLAYLIST_MAX_BYTES = 256 * 1024;
/** Viewers are those who asked for the live playlist this recently. */
export const VIEWER_WINDOW_MS = 30_000;
/** An ended broadcast's live playlist (with ENDLIST) stays this long, so players see the end. */
const ENDED_GRACE_MS = 60_000;
const KEY_CACHE_MS = 5_000;
/** A broadcast past this size is refused more segments (about 16 hours at 1.4 Mbit/s). */
export const BROADCAST_MAX_BYTES = 10 * 1024 * 1024 * 1024;
/**
 * Files one stream key may be sending at once. ffmpeg and OBS send a segment, then the
 * playlist, one after another; each upload in progress holds a connection, memory and a
 * temporary file.
 */
export const INGEST_UPLOADS_PER_KEY = 4;
/** Files all broadcasters together may be sending to this process at once. */
export const INGEST_UPLOADS_IN_ALL = 256;

export type IngestResult =
  | { ok: true; status: 201 | 204 }
  | { ok: false; status: 400 | 403 | 409 | 413 | 415 | 429 | 503; message: string };

type LiveBroadcast = {
  id: string;
  channelId: string;
  playbackId: string;
  dir: string;
  segments: PlaylistSegment[];
  /** segment files on disk, listed or not yet */
  stored: Set<string>;
  /** their total size */
  bytes: number;
  startedAt: Date;
  lastActivity: number;
  /** the live playlist as last built; dropped when a segment is listed or the broadcast ends */
  playlist: string | null;
  viewers: Map<string, number>;
  peakViewers: number;
  endedAt: number | null;
};

type KeyOwner = { channelId: string; playbackId: string; title: string; archived: boolean };

/** What a broadcaster is told when the channel of their key was archived. */
export const archivedChannelMessage =
  'This channel was archived by an administrator, so it cannot go live. Ask the site team to restore it.';

export type LiveStatus = {
  isActive: boolean;
  broadcastId: string | null;
  since: Date | null;
  viewers: number;
};

/** A broadcast's name: its channel's title and the day it started ("Hoops: Nov 24, 2026"). */
export function broadcastTitle(channelTitle: string, startedAt: Date): string {
  const day = startedAt.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${channelTitle}: ${day}`;
}

/** The replay playlist's address for a local broadcast. */
export const localReplayUrl = (broadcastId: string) => `/live-media/b/${broadcastId}/replay.m3u8`;
/** The live playlist's address for a local channel. */
export const localLiveUrl = (playbackId: string) => `/live-media/${playbackId}/index.m3u8`;
const segmentUrl = (broadcastId: string) => (name: string) =>
  `/live-media/b/${broadcastId}/${name}`;

/** The first bytes of a media segment are those of its container. */
function looksLikeSegment(name: string, head: Buffer): boolean {
  if (name.endsWith('.ts')) {
    // MPEG-TS: 188-byte packets, each starting with the sync byte 0x47.
    return head.length >= 188 && head[0] === 0x47 && (head.length < 189 || head[188] === 0x47);
  }
  const box = head.subarray(4, 8).toString('latin1');
  return name.endsWith('.mp4') ? box === 'ftyp' : ['styp', 'moof', 'sidx', 'ftyp'].includes(box);
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readBounded(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Writes a small file so a reader sees the old or the new one, never half of it. */
async function writeAtomic(file: string, text: string) {
  const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(temp, text);
  await rename(temp, file);
}

export type LocalLive = ReturnType<typeof createLocalLive>;

/**
 * The app as a live media server (docs/integrations.md#hls-ingest): broadcasters PUT an HLS
 * playlist and its segments to /ingest/{streamKey}/…; viewers get a sliding live window; a
 * broadcast ends after `idleMs` without a new file and is kept as a replay. The state of running
 * broadcasts lives in this process (their files are on its disk), so a local channel is served by
 * one instance.
 */
export function createLocalLive({
  db,
  dataDir,
  idleMs,
  now = Date.now,
  onChange,
  maxUploads = { perKey: INGEST_UPLOADS_PER_KEY, inAll: INGEST_UPLOADS_IN_ALL },
}: {
  db: Database;
  dataDir: string;
  idleMs: number;
  now?: () => number;
  /** uploads received at once, per stream key and in all */
  maxUploads?: { perKey: number; inAll: number };
  /** a channel went live or idle: its status and pages are cleared (createStreams wires it) */
  onChange: (channelId: string) => void;
}) {
  const root = path.join(dataDir, 'live');
  const byChannel = new Map<string, LiveBroadcast>();
  const byPlaybackId = new Map<string, LiveBroadcast>();
  const byId = new Map<string, LiveBroadcast>();
  // Bounded: keys nobody owns are remembered too, and anyone can send those.
  const keyCache = new TtlCache<KeyOwner | null>(KEY_CACHE_MS, 1000);
  // One start per channel at a time, however many files arrive together.
  const starting = new Map<string, Promise<LiveBroadcast>>();
  // Uploads being received, per channel (one key each) and in all.
  const uploads = new Map<string, number>();
  let uploadsInAll = 0;

  /** Runs one upload if its key and the process have room for it; otherwise refuses it unread. */
  async function withUploadSlot(
    channelId: string,
    receive: () => Promise<IngestResult>,
  ): Promise<IngestResult> {
    const ofKey = uploads.get(channelId) ?? 0;
    if (ofKey >= maxUploads.perKey) {
      return {
        ok: false,
        status: 429,
        message: `This stream key is already sending ${maxUploads.perKey} files: send them one after another.`,
      };
    }
    if (uploadsInAll >= maxUploads.inAll) {
      return {
        ok: false,
        status: 503,
        message: 'The server is receiving too many files right now: try again in a moment.',
      };
    }
    uploads.set(channelId, ofKey + 1);
    uploadsInAll += 1;
    try {
      return await receive();
    } finally {
      uploadsInAll -= 1;
      const left = (uploads.get(channelId) ?? 1) - 1;
      if (left > 0) uploads.set(channelId, left);
      else uploads.delete(channelId);
    }
  }

  function ownerOfKey(key: string): Promise<KeyOwner | null> {
    const hash = hashSecretToken(key);
    return keyCache.get(
      hash,
      async () => {
        const [row] = await db
          .select({
            channelId: channels.id,
            playbackId: channels.playbackId,
            title: channels.title,
            archivedAt: channels.archivedAt,
          })
          .from(channels)
          .where(and(eq(channels.streamKeyHash, hash), eq(channels.provider, 'local')));
        return row?.playbackId
          ? {
              channelId: row.channelId,
              playbackId: row.playbackId,
              title: row.title,
              archived: row.archivedAt !== null,
            }
          : null;
      },
      now(),
    );
  }

  async function start(owner: KeyOwner): Promise<LiveBroadcast> {
    const running = byChannel.get(owner.channelId);
    if (running && running.endedAt === null) return running;
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
        segments: [],
        stored: new Set(),
        bytes: 0,
        startedAt,
        lastActivity: now(),
        playlist: null,
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

  async function writeReplay(broadcast: LiveBroadcast) {
    await writeAtomic(
      path.join(broadcast.dir, 'replay.m3u8'),
      // Beside its segments: plain names resolve against the playlist's own address.
      replayPlaylist(broadcast.segments, {
        uri: (name) => name,
        ended: broadcast.endedAt !== null,
      }),
    );
  }

  async function end(broadcast: LiveBroadcast) {
    if (broadcast.endedAt !== null) return;
    broadcast.endedAt = broadcast.lastActivity;
    broadcast.playlist = null;
    const hasReplay = broadcast.segments.length > 0;
    if (hasReplay) await writeReplay(broadcast);
    await db
      .update(broadcasts)
      .set({
        endedAt: new Date(broadcast.endedAt),
        durationSeconds: playlistSeconds(broadcast.segments),
        peakViewers: broadcast.peakViewers,
        replayUrl: hasReplay ? localReplayUrl(broadcast.id) : null,
      })
      .where(eq(broadcasts.id, broadcast.id));
    onChange(broadcast.channelId);
  }

  /** Forgets viewers not seen for the window (once a second, from sweep: not per request). */
  function forgetGoneViewers(broadcast: LiveBroadcast) {
    const since = now() - VIEWER_WINDOW_MS;
    for (const [viewer, seen] of broadcast.viewers) {
      if (seen < since) broadcast.viewers.delete(viewer);
    }
  }

  type TooLarge = { ok: false; status: 413; message: string };

  /** A playlist from the broadcaster: lists the segments already received, or ends the broadcast. */
  async function receivePlaylist(
    owner: KeyOwner,
    body: ReadableStream<Uint8Array>,
    tooLarge: TooLarge,
  ): Promise<IngestResult> {
    let text: string;
    try {
      text = (await readBounded(body, PLAYLIST_MAX_BYTES)).toString('utf8');
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge;
      throw error;
    }
    const parsed = parseMediaPlaylist(text);
    if (!parsed) return { ok: false, status: 415, message: 'This is not an HLS playlist.' };
    // Segments come first and start the broadcast; a playlist alone has nothing to list.
    const broadcast = byChannel.get(owner.channelId);
    if (!broadcast || broadcast.endedAt !== null) return { ok: true, status: 204 };
    const listed = new Set(broadcast.segments.map((segment) => segment.name));
    let added = false;
    for (const segment of parsed.segments) {
      if (listed.has(segment.name) || !broadcast.stored.has(segment.name)) continue;
      broadcast.segments.push(segment);
      listed.add(segment.name);
      added = true;
    }
    broadcast.lastActivity = now();
    if (added) {
      broadcast.playlist = null;
      await writeReplay(broadcast);
    }
    if (parsed.ended) await end(broadcast);
    return { ok: true, status: 204 };
  }

  /** A media segment from the broadcaster: stored in its broadcast, which it starts if need be. */
  async function receiveSegment(
    owner: KeyOwner,
    name: string,
    body: ReadableStream<Uint8Array>,
    tooLarge: TooLarge,
  ): Promise<IngestResult> {
    const running = byChannel.get(owner.channelId);
    if (running && running.endedAt === null && running.stored.has(name)) {
      return { ok: false, status: 409, message: 'This segment was already received.' };
    }
    // Received apart and checked before it joins (or starts) a broadcast.
    const incoming = path.join(root, '.incoming');
    await mkdir(incoming, { recursive: true });
    const temp = path.join(incoming, `${randomBytes(12).toString('hex')}.part`);
    try {
      await writeBodyToFile(body, temp, INGEST_SEGMENT_MAX_BYTES);
      if (!looksLikeSegment(name, await readHead(temp, 189))) {
        return {
          ok: false,
          status: 415,
          message: 'This is not an MPEG-TS or MP4 media segment.',
        };
      }
      const broadcast = await start(owner);
      if (broadcast.stored.has(name)) {
        return { ok: false, status: 409, message: 'This segment was already received.' };
      }
      const size = (await stat(temp)).size;
      if (broadcast.bytes + size > BROADCAST_MAX_BYTES) {
        return {
          ok: false,
          status: 413,
          message: 'This broadcast has reached its size limit: stop it and start a new one.',
        };
      }
      await rename(temp, path.join(broadcast.dir, name));
      broadcast.bytes += size;
      broadcast.stored.add(name);
      broadcast.lastActivity = now();
      return { ok: true, status: 201 };
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge;
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  return {
    /**
     * One PUT from a broadcaster. The key must be a channel's; the name must be a playlist or a
     * segment name (no folders); a segment must be a media container under the size limit; a
     * playlist must be HLS. Nothing is written when any of that fails.
     */
    async ingest(
      key: string,
      name: string,
      body: ReadableStream<Uint8Array> | null,
      declaredLength: number | undefined,
    ): Promise<IngestResult> {
      const isPlaylist = INGEST_PLAYLIST_NAME.test(name);
      if (!isPlaylist && !INGEST_SEGMENT_NAME.test(name)) {
        return {
          ok: false,
          status: 400,
          message: 'Only an .m3u8 playlist and .ts, .m4s or .mp4 segments can be sent here.',
        };
      }
      const owner = await ownerOfKey(key);
      if (!owner) return { ok: false, status: 403, message: 'This stream key is not valid.' };
      if (owner.archived) return { ok: false, status: 403, message: archivedChannelMessage };
      const limit = isPlaylist ? PLAYLIST_MAX_BYTES : INGEST_SEGMENT_MAX_BYTES;
      const tooLarge = {
        ok: false as const,
        status: 413 as const,
        message: isPlaylist
          ? 'The playlist is too large.'
          : 'A segment can be at most 20 MB: send shorter segments (-hls_time 2).',
      };
      if (declaredLength !== undefined && declaredLength > limit) return tooLarge;
      if (!body) return { ok: false, status: 400, message: 'The request has no body.' };
      return withUploadSlot(owner.channelId, () =>
        isPlaylist
          ? receivePlaylist(owner, body, tooLarge)
          : receiveSegment(owner, name, body, tooLarge),
      );
    },

    /** Whether the channel is broadcasting now, since when, and to how many. */
    status(channelId: string): LiveStatus {
      const broadcast = byChannel.get(channelId);
      if (!broadcast || broadcast.endedAt !== null) {
        return { isActive: false, broadcastId: null, since: null, viewers: 0 };
      }
      return {
        isActive: true,
        broadcastId: broadcast.id,
        since: broadcast.startedAt,
        viewers: broadcast.viewers.size,
      };
    },

    /**
     * The live playlist of a channel's running (or just ended) broadcast, counting the asker as a
     * viewer; null when there is none.
     */
    livePlaylist(playbackId: string, viewer: string): string | null {
      const broadcast = byPlaybackId.get(playbackId);
      if (!broadcast) return null;
      if (broadcast.endedAt === null) {
        broadcast.viewers.set(viewer, now());
        broadcast.peakViewers = Math.max(broadcast.peakViewers, broadcast.viewers.size);
      }
      // Every viewer asks every few seconds: built once per change, not once per request.
      broadcast.playlist ??= livePlaylist(broadcast.segments, {
        uri: segmentUrl(broadcast.id),
        ended: broadcast.endedAt !== null,
      });
      return broadcast.playlist;
    },

    /** A stored file of a broadcast (a segment or its replay playlist), or null. */
    async broadcastFile(broadcastId: string, name: string): Promise<string | null> {
      if (!isUuid(broadcastId)) return null;
      if (name !== 'replay.m3u8' && !INGEST_SEGMENT_NAME.test(name)) return null;
      const file = path.join(root, broadcastId, name);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? file : null;
    },

    /** True while the broadcast still runs (its replay playlist grows). */
    isRunning(broadcastId: string): boolean {
      const broadcast = byId.get(broadcastId);
      return broadcast !== undefined && broadcast.endedAt === null;
    },

    /** Ends the broadcasts that fell silent, and forgets those ended a while ago. */
    async sweep() {
      for (const broadcast of byChannel.values()) {
        if (broadcast.endedAt === null) forgetGoneViewers(broadcast);
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

    /**
     * Ends a channel's broadcast now (the channel is deleted, archived or its key rotated, or an
     * administrator ended it); true when one was running.
     */
    async stop(channelId: string) {
      const broadcast = byChannel.get(channelId);
      const running = broadcast !== undefined && broadcast.endedAt === null;
      if (broadcast) await end(broadcast);
      keyCache.clear();
      return running;
    },

    /** A rotated or deleted key stops working at once. */
    forgetKeys() {
      keyCache.clear();
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
      for (const row of open) {
        const file = path.join(root, row.id, 'replay.m3u8');
        const text = await readFile(file, 'utf8').catch(() => null);
        const parsed = text === null ? null : parseMediaPlaylist(text);
        const segments = parsed?.segments ?? [];
        const info = await stat(file).catch(() => undefined);
        if (segments.length > 0) {
          await writeAtomic(file, replayPlaylist(segments, { uri: (name) => name, ended: true }));
        }
        await db
          .update(broadcasts)
          .set({
            endedAt: info?.mtime ?? row.startedAt,
            durationSeconds: playlistSeconds(segments),
            replayUrl: segments.length > 0 ? localReplayUrl(row.id) : null,
          })
          .where(eq(broadcasts.id, row.id));
      }
    },

    /** Removes a broadcast's files (its replay was deleted). */
    async removeFiles(broadcastId: string) {
      if (isUuid(broadcastId))
        await rm(path.join(root, broadcastId), { recursive: true, force: true });
    },
  };
}
