import { randomBytes } from 'node:crypto';
import { isUuid } from '#shared/uuid';
import { hashSecretToken } from '#server/lib/secret-token';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import {
  INGEST_MAX_RENDITIONS,
  INGEST_PLAYLIST_NAME,
  INGEST_RENDITION_NAME,
  INGEST_SEGMENT_MAX_BYTES,
  INGEST_SEGMENT_NAME,
} from '#shared/streams';
import type { Database } from '#server/db/client';
import { TtlCache } from '#server/lib/ttl-cache';
import { BodyTooLargeError, writeBodyToFile } from '#server/lib/write-body-to-file';
import { broadcasts, channels } from '#server/db/schema';
import {
  fitsTarget,
  fixedTargetDuration,
  livePlaylist,
  multivariantPlaylist,
  parseMediaPlaylist,
  peakBitRate,
  playlistSeconds,
  replayPlaylist,
  type PlaylistSegment,
  type Variant,
} from './playlist';
import { probeTransportStream, type SegmentMedia } from './ts-probe';

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

/** Segments measured for a rendition's peak bit rate: enough for 1.5 target durations. */
const MEASURED_SEGMENTS = 16;
/** Bytes of a segment read to find its streams' formats and picture size. */
const PROBE_BYTES = 1024 * 1024;
/** Segments of a rendition probed before its formats are taken as unknown. */
const PROBE_ATTEMPTS = 3;

/**
 * One rendition of a broadcast: the single one sent to /ingest/{key}/{file} (named ''), or one
 * of several sent to /ingest/{key}/{rendition}/{file}.
 */
type Rendition = {
  name: string;
  dir: string;
  segments: PlaylistSegment[];
  /** segment files on disk, listed or not yet, with their sizes */
  stored: Map<string, number>;
  /** fixed by the first playlist for the rendition's whole life (decision 0021) */
  targetDuration: number | null;
  /** segments left out for lasting longer than the target duration */
  refused: Set<string>;
  /** a segment was left out: the next one listed opens a discontinuity */
  gap: boolean;
  /** the live playlist as last built; dropped when a segment is listed or the broadcast ends */
  playlist: string | null;
  /** the newest listed segments' durations and sizes */
  measured: { duration: number; bytes: number }[];
  peakBitRate: number;
  listedBytes: number;
  media: SegmentMedia | null;
  probes: number;
  /** its folder made */
  ready: Promise<unknown>;
};

type LiveBroadcast = {
  id: string;
  channelId: string;
  playbackId: string;
  dir: string;
  renditions: Map<string, Rendition>;
  /** the size of all its segment files */
  bytes: number;
  startedAt: Date;
  lastActivity: number;
  /** the live multivariant playlist as last built; dropped with any rendition's */
  master: string | null;
  /** why the broadcaster's last refused segment was refused, for its owner */
  notice: string | null;
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
  /** why a segment of the running broadcast was refused (for the channel's owner), or null */
  notice: string | null;
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

/** A local broadcast's replay: its multivariant playlist (decision 0021). */
export const localReplayUrl = (broadcastId: string) => `/live-media/b/${broadcastId}/master.m3u8`;
/** A local channel's live playback: its multivariant playlist (decision 0021). */
export const localLiveUrl = (playbackId: string) => `/live-media/${playbackId}/master.m3u8`;
/** A rendition's folder under its broadcast's ('' for a single rendition: the broadcast's own). */
const renditionPath = (rendition: string, name: string) =>
  rendition ? `${rendition}/${name}` : name;
const segmentUrl = (broadcastId: string, rendition: string) => (name: string) =>
  `/live-media/b/${broadcastId}/${renditionPath(rendition, name)}`;

/** A rendition as the multivariant playlist lists it, from what was measured. */
function variantOf(rendition: Rendition, uri: string): Variant {
  const seconds = playlistSeconds(rendition.segments);
  const media = rendition.media;
  return {
    uri,
    bandwidth: rendition.peakBitRate,
    averageBandwidth: seconds > 0 ? (rendition.listedBytes * 8) / seconds : null,
    codecs: media?.codecsComplete ? media.codecs : null,
    width: media?.width ?? null,
    height: media?.height ?? null,
  };
}

/** The renditions a multivariant playlist lists: those with segments. */
const listedRenditions = (broadcast: LiveBroadcast) =>
  [...broadcast.renditions.values()].filter((rendition) => rendition.segments.length > 0);

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

  /**
   * A rendition's replay playlist, beside its segments (plain names resolve against the
   * playlist's own address), and the broadcast's multivariant playlist listing every rendition's.
   */
  async function writeReplay(broadcast: LiveBroadcast, rendition: Rendition) {
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

  /** How long the broadcast lasted: its longest rendition. */
  const broadcastSeconds = (broadcast: LiveBroadcast) =>
    Math.max(0, ...[...broadcast.renditions.values()].map((r) => playlistSeconds(r.segments)));

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

  function countViewer(broadcast: LiveBroadcast, viewer: string) {
    if (broadcast.endedAt !== null) return;
    broadcast.viewers.set(viewer, now());
    broadcast.peakViewers = Math.max(broadcast.peakViewers, broadcast.viewers.size);
  }

  /** Forgets viewers not seen for the window (once a second, from sweep: not per request). */
  function forgetGoneViewers(broadcast: LiveBroadcast) {
    const since = now() - VIEWER_WINDOW_MS;
    for (const [viewer, seen] of broadcast.viewers) {
      if (seen < since) broadcast.viewers.delete(viewer);
    }
  }

  type TooLarge = { ok: false; status: 413; message: string };

  /** A broadcast's rendition, made on its first segment; null past the renditions allowed. */
  async function renditionOf(broadcast: LiveBroadcast, name: string): Promise<Rendition | null> {
    const known = broadcast.renditions.get(name);
    if (known) {
      await known.ready;
      return known;
    }
    if (broadcast.renditions.size >= INGEST_MAX_RENDITIONS) return null;
    const dir = name ? path.join(broadcast.dir, name) : broadcast.dir;
    const rendition: Rendition = {
      name,
      dir,
      segments: [],
      stored: new Map(),
      targetDuration: null,
      refused: new Set(),
      gap: false,
      playlist: null,
      measured: [],
      peakBitRate: 0,
      listedBytes: 0,
      media: null,
      probes: 0,
      // Known at once, so uploads arriving together make one rendition and wait for its folder.
      ready: mkdir(dir, { recursive: true }),
    };
    broadcast.renditions.set(name, rendition);
    await rendition.ready;
    return rendition;
  }

  /** Lists a received segment in its rendition, measuring its bit rate. */
  function list(rendition: Rendition, segment: PlaylistSegment) {
    const bytes = rendition.stored.get(segment.name) ?? 0;
    const discontinuity = segment.discontinuity === true || rendition.gap;
    rendition.segments.push({
      name: segment.name,
      duration: segment.duration,
      ...(discontinuity && rendition.segments.length > 0 ? { discontinuity: true } : {}),
    });
    rendition.gap = false;
    rendition.listedBytes += bytes;
    rendition.measured.push({ duration: segment.duration, bytes });
    if (rendition.measured.length > MEASURED_SEGMENTS) rendition.measured.shift();
    rendition.peakBitRate = Math.max(
      rendition.peakBitRate,
      peakBitRate(rendition.measured, rendition.targetDuration!),
    );
  }

  /**
   * A playlist from the broadcaster: lists the segments already received, or ends the broadcast.
   * A multivariant playlist (ffmpeg's -master_pl_name) is taken and not used: the one viewers get
   * is measured here.
   */
  async function receivePlaylist(
    owner: KeyOwner,
    renditionName: string,
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
    if (parsed.multivariant) return { ok: true, status: 204 };
    // Segments come first and start the broadcast; a playlist alone has nothing to list.
    const broadcast = byChannel.get(owner.channelId);
    const rendition = broadcast?.renditions.get(renditionName);
    if (!broadcast || broadcast.endedAt !== null || !rendition) return { ok: true, status: 204 };
    rendition.targetDuration ??= fixedTargetDuration(parsed.targetDuration, parsed.segments);
    const listed = new Set(rendition.segments.map((segment) => segment.name));
    let added = false;
    for (const segment of parsed.segments) {
      if (listed.has(segment.name) || rendition.refused.has(segment.name)) continue;
      if (!rendition.stored.has(segment.name)) continue;
      if (!fitsTarget(segment.duration, rendition.targetDuration)) {
        // Left out, never listed with a longer target (decision 0021): what follows it is
        // marked as a discontinuity, and the owner is told why.
        rendition.refused.add(segment.name);
        rendition.gap = true;
        broadcast.notice =
          `Segment ${renditionPath(rendition.name, segment.name)} lasted ${segment.duration.toFixed(1)} s, ` +
          `longer than this broadcast's ${rendition.targetDuration} s target, and was left out: ` +
          'send a key frame every segment (ffmpeg -force_key_frames, or OBS keyframe interval) and keep -hls_time.';
        continue;
      }
      list(rendition, segment);
      listed.add(segment.name);
      added = true;
    }
    broadcast.lastActivity = now();
    if (added) {
      rendition.playlist = null;
      broadcast.master = null;
      await writeReplay(broadcast, rendition);
    }
    if (parsed.ended) await end(broadcast);
    return { ok: true, status: 204 };
  }

  /** The formats and picture size of a rendition, from one of its first segments. */
  async function probe(rendition: Rendition, file: string) {
    if (rendition.media || rendition.probes >= PROBE_ATTEMPTS || !file.endsWith('.ts')) return;
    rendition.probes += 1;
    const media = probeTransportStream(await readHead(file, PROBE_BYTES));
    if (media && (media.codecs.length > 0 || !media.codecsComplete)) rendition.media = media;
  }

  /** A media segment from the broadcaster: stored in its broadcast, which it starts if need be. */
  async function receiveSegment(
    owner: KeyOwner,
    renditionName: string,
    name: string,
    body: ReadableStream<Uint8Array>,
    tooLarge: TooLarge,
  ): Promise<IngestResult> {
    const alreadyReceived = (broadcast: LiveBroadcast | undefined) =>
      broadcast !== undefined &&
      broadcast.endedAt === null &&
      broadcast.renditions.get(renditionName)?.stored.has(name) === true;
    if (alreadyReceived(byChannel.get(owner.channelId))) {
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
      const running = byChannel.get(owner.channelId);
      if (
        renditionName &&
        running?.endedAt === null &&
        !running.renditions.has(renditionName) &&
        running.renditions.size >= INGEST_MAX_RENDITIONS
      ) {
        return tooManyRenditions;
      }
      const broadcast = await start(owner);
      if (alreadyReceived(broadcast)) {
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
      const rendition = await renditionOf(broadcast, renditionName);
      if (!rendition) return tooManyRenditions;
      const file = path.join(rendition.dir, name);
      await rename(temp, file);
      broadcast.bytes += size;
      rendition.stored.set(name, size);
      broadcast.lastActivity = now();
      await probe(rendition, file);
      return { ok: true, status: 201 };
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge;
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  const tooManyRenditions = {
    ok: false as const,
    status: 409 as const,
    message: `A broadcast can have at most ${INGEST_MAX_RENDITIONS} renditions.`,
  };

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
      /** the rendition's folder (/ingest/{key}/{rendition}/{file}); '' for a single rendition */
      rendition = '',
    ): Promise<IngestResult> {
      const isPlaylist = INGEST_PLAYLIST_NAME.test(name);
      if (rendition !== '' && !INGEST_RENDITION_NAME.test(rendition)) {
        return {
          ok: false,
          status: 400,
          message: 'A rendition folder is 1 to 32 letters, digits, - or _ (ffmpeg: %v).',
        };
      }
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
          ? receivePlaylist(owner, rendition, body, tooLarge)
          : receiveSegment(owner, rendition, name, body, tooLarge),
      );
    },

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

    /**
     * The live multivariant playlist of a channel's running (or just ended) broadcast: one
     * variant per rendition with segments, measured; null when there is none. Its asker counts
     * as a viewer, as with the media playlists players poll after it.
     */
    livePlaylist(playbackId: string, viewer: string): string | null {
      const broadcast = byPlaybackId.get(playbackId);
      if (!broadcast) return null;
      const listed = listedRenditions(broadcast);
      if (listed.length === 0) return null;
      countViewer(broadcast, viewer);
      broadcast.master ??= multivariantPlaylist(
        listed.map((rendition) =>
          variantOf(rendition, renditionPath(rendition.name, 'index.m3u8')),
        ),
      );
      return broadcast.master;
    },

    /**
     * A rendition's live window (the single rendition for '', or the first listed when all are
     * named), counting the asker as a viewer; null when there is none.
     */
    renditionPlaylist(playbackId: string, renditionName: string, viewer: string): string | null {
      const broadcast = byPlaybackId.get(playbackId);
      if (!broadcast) return null;
      const rendition =
        broadcast.renditions.get(renditionName) ??
        (renditionName === '' ? listedRenditions(broadcast)[0] : undefined);
      if (!rendition || rendition.targetDuration === null) return null;
      countViewer(broadcast, viewer);
      // Every viewer asks every few seconds: built once per change, not once per request.
      rendition.playlist ??= livePlaylist(rendition.segments, {
        targetDuration: rendition.targetDuration,
        uri: segmentUrl(broadcast.id, rendition.name),
        ended: broadcast.endedAt !== null,
      });
      return rendition.playlist;
    },

    /**
     * A stored file of a broadcast (a segment, a rendition's replay playlist or the replay's
     * multivariant playlist), or null.
     */
    async broadcastFile(
      broadcastId: string,
      rendition: string,
      name: string,
    ): Promise<string | null> {
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
    },

    /** Removes a broadcast's files (its replay was deleted). */
    async removeFiles(broadcastId: string) {
      if (isUuid(broadcastId))
        await rm(path.join(root, broadcastId), { recursive: true, force: true });
    },
  };
}
